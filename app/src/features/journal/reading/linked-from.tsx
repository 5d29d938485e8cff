/** "Linked from": the entries whose `[[links]]` name this one, each with the sentence it sits in. */
import { Link } from 'react-router-dom';
import { Link2 } from 'lucide-react';
import type { LocalEntry } from '../../../db/local-records';
import { useLinkedFrom } from '../data/entry-links';
import { entryPath } from './entry-path';

export function LinkedFrom({ entry }: { entry: LocalEntry }) {
  const backlinks = useLinkedFrom(entry);
  if (!backlinks || backlinks.length === 0) return null;
  return (
    <section aria-labelledby="linked-from" className="border-t border-line pt-6">
      <h2 id="linked-from" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Link2 aria-hidden="true" className="size-4 text-brand-ink" />
        Linked from
      </h2>
      <ul className="mt-3 space-y-2">
        {backlinks.map(({ entry: from, sentence }) => (
          <li key={from.id} className="rounded-xl border border-line bg-surface p-3">
            <Link to={entryPath(from.id)} className="font-medium wrap-anywhere text-brand-ink hover:underline">
              {from.title}
            </Link>
            {sentence && <p className="mt-1 text-sm wrap-anywhere text-ink-muted">{sentence}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
