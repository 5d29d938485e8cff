/** The 2 most recent entries, with a link to the journal. */
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { UI } from '@learnlog/shared';
import { PendingMarker } from '../../sync-status';
import { NewEntryButton, entryPath, entryPreview } from '../../journal';
import { useRecentEntries } from '../data/use-recent-entries';
import { useFirstScreenContent } from '../../../lib/first-screen-painted';
import { SNAPSHOT_READY } from '../../../lib/first-screen-snapshot';
import { DashboardSection, EmptyList, ListSkeleton } from './dashboard-section';

export function RecentEntries() {
  const entries = useRecentEntries(UI.dashboardRecentEntries);
  useFirstScreenContent(entries !== undefined);
  return (
    <DashboardSection id="recent-entries-heading" title="Recent Journal Entries" linkTo="/journal" linkLabel="View all">
      {entries === undefined ? (
        <ListSkeleton rows={UI.dashboardRecentEntries} />
      ) : entries.length === 0 ? (
        <EmptyList title="No journal entries yet" body="Write down what you learned today." action={<NewEntryButton label="Write your first entry" />} />
      ) : (
        <ul className="space-y-3" {...SNAPSHOT_READY}>
          {entries.map((entry) => (
            <li key={entry.id} data-testid="recent-entry">
              <Link to={entryPath(entry.id)} className="block rounded-xl border border-line p-3 transition-colors hover:bg-surface-muted">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium wrap-anywhere text-ink">{entry.title}</p>
                  <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-muted">
                    {format(parseISO(entry.createdAt), 'MMM d')}
                  </time>
                </div>
                <p className="mt-1 line-clamp-2 text-sm sm:line-clamp-3 break-words whitespace-pre-line text-ink-muted">{entryPreview(entry.content, 120)}</p>
                <PendingMarker record={entry} className="mt-1" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
