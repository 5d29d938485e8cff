/**
 * "Mentioned in": entries that name this one's title without linking it, each with its sentence
 * and a Link button that makes the mention a `[[link]]` (an edit, so it works offline).
 */
import { Link } from 'react-router-dom';
import { AtSign } from 'lucide-react';
import { toast } from 'sonner';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { useMentions } from '../data/entry-links';
import { linkMention } from '../data/link-mention';
import { entryPath } from './entry-path';

export function MentionedIn({ entry }: { entry: LocalEntry }) {
  const db = useDatabase();
  const mentions = useMentions(entry);
  if (!mentions || mentions.length === 0) return null;
  const link = async (from: LocalEntry) => {
    try {
      if (await linkMention(db, from, entry.title)) toast.success(`Linked in “${from.title}”`);
    } catch {
      toast.error('Could not link the mention. Please try again.');
    }
  };
  return (
    <section aria-labelledby="mentioned-in" className="border-t border-line pt-6">
      <h2 id="mentioned-in" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <AtSign aria-hidden="true" className="size-4 text-brand-ink" />
        Mentioned in
      </h2>
      <ul className="mt-3 space-y-2">
        {mentions.map(({ entry: from, sentence }) => (
          <li key={from.id} className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3">
            <div className="min-w-0 flex-1">
              <Link to={entryPath(from.id)} className="font-medium wrap-anywhere text-brand-ink hover:underline">
                {from.title}
              </Link>
              {sentence && <p className="mt-1 text-sm wrap-anywhere text-ink-muted">{sentence}</p>}
            </div>
            <button type="button" className="btn-secondary min-h-9 shrink-0 px-3 text-sm" onClick={() => void link(from)} aria-label={`Link the mention in ${from.title}`}>
              Link
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
