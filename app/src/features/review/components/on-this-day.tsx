/** Dashboard: entries written on this date in earlier months and years. */
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { entryPreview } from '../../journal';
import { useOnThisDay } from '../data/use-review-summary';

export function OnThisDay() {
  const entries = useOnThisDay();
  if (!entries || entries.length === 0) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="card p-5">
      <h2 id="on-this-day-heading" className="mb-4 font-semibold text-ink">
        On this day
      </h2>
      <ul className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={`/journal/entry/${entry.id}`} className="block rounded-xl border border-line p-3 transition-colors hover:bg-surface-muted">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium break-words text-ink">{entry.title}</p>
                <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-muted">
                  {format(parseISO(entry.createdAt), 'MMM d, yyyy')}
                </time>
              </div>
              <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{entry.keyLearning || entryPreview(entry.content, 120)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
