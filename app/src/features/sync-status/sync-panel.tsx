/**
 * The sync panel the indicator opens: what needs the learner (sign in again, update the app),
 * the refused changes with Retry and Discard, what is still waiting, and the storage status.
 */
import { formatDistanceToNow } from 'date-fns';
import type { SyncStatus } from '../../sync/sync-events';
import type { FailedChange } from '../../sync/sync-queries';
import { FailedChangeItem, type FailedChangeActions } from './failed-change-item';
import { StorageStatus } from './storage-status';

export const PANEL_TEXT = {
  authPaused: 'Your session has ended. Sign in again to sync: every change is kept on this device until then.',
  updateRequired: 'Update available: this version of LearnLog is too old for the server. Your changes wait on this device until you update.',
  backoff: (error: string) => `The server did not accept changes just now (${error}). LearnLog retries by itself.`,
  noFailures: 'No refused changes.',
} as const;

export interface SyncPanelProps extends FailedChangeActions {
  status: SyncStatus;
  pendingCount: number;
  failed: readonly FailedChange[];
  storagePersisted: boolean | undefined;
  lastSyncAt: string | undefined;
  onSignIn?: () => void;
  onUpdate?: () => void;
  suggestHomeScreen?: boolean;
}

export function SyncPanel(props: SyncPanelProps) {
  const { status, pendingCount, failed, storagePersisted, lastSyncAt, onSignIn, onUpdate, onRetry, onDiscard, suggestHomeScreen } = props;
  return (
    <div className="space-y-5">
      {status.state === 'auth-paused' && (
        <div role="alert" className="space-y-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          <p>{PANEL_TEXT.authPaused}</p>
          {onSignIn && (
            <button type="button" className="btn-primary" onClick={onSignIn}>
              Sign in
            </button>
          )}
        </div>
      )}
      {status.state === 'update-required' && (
        <div role="alert" className="space-y-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          <p>{PANEL_TEXT.updateRequired}</p>
          {onUpdate && (
            <button type="button" className="btn-primary" onClick={onUpdate}>
              Update now
            </button>
          )}
        </div>
      )}
      {status.state === 'backoff' && <p className="text-sm text-ink-muted">{PANEL_TEXT.backoff(status.lastError)}</p>}

      <section aria-labelledby="sync-failed-heading" className="space-y-2">
        <h3 id="sync-failed-heading" className="font-semibold text-ink">
          Changes the server refused ({failed.length})
        </h3>
        {failed.length === 0 ? (
          <p className="text-sm text-ink-muted">{PANEL_TEXT.noFailures}</p>
        ) : (
          <ul className="space-y-2">
            {failed.map((change) => (
              <FailedChangeItem key={change.seq} change={change} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </ul>
        )}
      </section>

      <p className="text-sm text-ink-muted">
        {pendingCount === 0 ? 'Nothing is waiting to be sent.' : `${pendingCount} changes are waiting to be sent.`}
        {lastSyncAt && ` Last synced ${formatDistanceToNow(new Date(lastSyncAt), { addSuffix: true })}.`}
      </p>
      <StorageStatus persisted={storagePersisted} suggestHomeScreen={suggestHomeScreen} />
    </div>
  );
}
