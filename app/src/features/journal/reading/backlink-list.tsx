/** A reading-view section of entries that point at this one, each with its sentence: "Linked from", "Mentioned in". */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import type { Backlink } from '../../../db/link-queries';
import type { LocalEntry } from '../../../db/local-records';
import { entryPath } from './entry-path';

interface BacklinkListProps {
  id: string;
  title: string;
  icon: LucideIcon;
  backlinks: Backlink[] | undefined;
  /** A control beside each entry (Mentioned in's Link). */
  action?: (from: LocalEntry) => ReactNode;
}

export function BacklinkList({ id, title, icon: Icon, backlinks, action }: BacklinkListProps) {
  if (!backlinks || backlinks.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-t border-line pt-6">
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon aria-hidden="true" className="size-4 text-brand-ink" />
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {backlinks.map(({ entry: from, sentence }) => (
          <li key={from.id} className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3">
            <div className="min-w-0 flex-1">
              <Link to={entryPath(from.id)} className="font-medium wrap-anywhere text-brand-ink hover:underline">
                {from.title}
              </Link>
              {sentence && <p className="mt-1 text-sm wrap-anywhere text-ink-muted">{sentence}</p>}
            </div>
            {action?.(from)}
          </li>
        ))}
      </ul>
    </section>
  );
}
