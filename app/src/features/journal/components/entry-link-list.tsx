/** Entries as small cards that open them (title, date, key learning or a preview): a calendar day, "On this day". */
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import type { LocalEntry } from '../../../db/local-records';
import { entryPreview } from '../data/entry-preview';
import { entryPath } from '../reading/entry-path';

export function EntryLinkList({ entries, label }: { entries: LocalEntry[]; label?: string }) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entryPath(entry.id)} className="block rounded-xl border border-line bg-surface p-3 transition-colors hover:bg-surface-muted">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium wrap-anywhere text-ink">{entry.title}</p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-muted">
                {format(parseISO(entry.createdAt), 'MMM d, yyyy')}
              </time>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{entry.keyLearning || entryPreview(entry.content, 120)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
