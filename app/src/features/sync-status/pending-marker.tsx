/**
 * The small mark on a record that is not on the server yet (docs/sync-protocol.md, rule 10), or that the server
 * refused ("Not synced: {message}", decisions: nothing is lost, it is visibly marked).
 */
import { CloudOff, Hourglass, TriangleAlert } from 'lucide-react';
import { clsx } from 'clsx';
import type { LocalFields } from '../../db/local-records';
import { notSyncedText } from '../../sync/sync-words';
import { SNAPSHOT_OMIT } from '../../lib/first-screen-snapshot';

const NOT_ON_SERVER_TEXT = 'Not on the server yet';

export function PendingMarker({ record, className }: { record: Pick<LocalFields, '_pending' | '_syncError' | '_syncWaitsForPlan'>; className?: string }) {
  if (record._syncError) {
    // Waiting for the plan is not an error: it reads the same, without the alarm.
    const Icon = record._syncWaitsForPlan ? Hourglass : TriangleAlert;
    const tone = record._syncWaitsForPlan ? 'bg-surface-muted text-ink' : 'bg-danger-soft text-danger';
    return (
      <span role="status" {...SNAPSHOT_OMIT} className={clsx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', tone, className)}>
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {notSyncedText(record._syncError)}
      </span>
    );
  }
  if (!record._pending) return null;
  return (
    <span title={NOT_ON_SERVER_TEXT} {...SNAPSHOT_OMIT} className={clsx('inline-flex items-center gap-1 text-xs text-ink-muted', className)}>
      <CloudOff aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{NOT_ON_SERVER_TEXT}</span>
    </span>
  );
}
