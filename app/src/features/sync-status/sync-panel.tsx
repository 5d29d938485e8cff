/**
 * The sync panel the indicator opens: what needs the learner (sign in again, update the app),
 * the refused changes with Retry and Discard, the changes that wait for the learner's plan with
 * the way to it, what is still waiting, and the storage status.
 */
import { formatDistanceToNow } from 'date-fns';
import { Link } from 'react-router-dom';
import type { SyncStatus } from '../../sync/sync-events';
import type { FailedChange } from '../../sync/sync-queries';
import { SYNC_WORDS } from '../../sync/sync-words';
import { FailedChangeItem, type FailedChangeActions } from './failed-change-item';
import { changesText } from './sync-indicator-label';
import { StorageStatus } from './storage-status';

const PANEL_TEXT = {
  authPaused: SYNC_WORDS.authPaused,
  updateRequired: SYNC_WORDS.updateRequired,
  unreachable: 'LearnLog can’t reach its server right now. Your changes are saved on this device and go out by themselves once it answers.',
  backoff: (error: string) => `The server did not accept changes just now (${error}). LearnLog retries by itself.`,
  waiting: (count: number) => (count === 0 ? 'Nothing is waiting to be sent.' : `${changesText(count)} ${count === 1 ? 'is' : 'are'} waiting to be sent.`),
} as const;

export interface SyncPanelProps extends FailedChangeActions {
  status: SyncStatus;
  /** What the browser says about its network. */
  online: boolean;
  pendingCount: number;
  failed: readonly FailedChange[];
  storagePersisted: boolean | undefined;
  lastSyncAt: string | undefined;
  onSignIn?: () => void;
  onUpdate?: () => void;
  suggestHomeScreen?: boolean;
}

function Alert({ text, action, onAction }: { text: string; action: string; onAction?: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg bg-danger-soft p-3 text-sm text-danger">
      <p>{text}</p>
      {onAction && (
        <button type="button" className="btn-primary" onClick={onAction}>
          {action}
        </button>
      )}
    </div>
  );
}

export function SyncPanel(props: SyncPanelProps) {
  const { status, online, pendingCount, failed, storagePersisted, lastSyncAt, onSignIn, onUpdate, onRetry, onDiscard, suggestHomeScreen } = props;
  const refused = failed.filter((change) => !change.plan);
  const forPlan = failed.filter((change) => change.plan);
  return (
    <div className="space-y-5">
      {status.state === 'auth-paused' && <Alert text={PANEL_TEXT.authPaused} action="Sign in" onAction={onSignIn} />}
      {status.state === 'update-required' && <Alert text={PANEL_TEXT.updateRequired} action="Update now" onAction={onUpdate} />}
      {status.state === 'offline' && online && <p className="text-sm text-ink-muted">{PANEL_TEXT.unreachable}</p>}
      {status.state === 'backoff' && <p className="text-sm text-ink-muted">{PANEL_TEXT.backoff(status.lastError)}</p>}

      {forPlan.length > 0 && (
        <section aria-labelledby="sync-plan-heading" className="space-y-2">
          <h3 id="sync-plan-heading" className="font-semibold text-ink">
            Waiting for your plan ({forPlan.length})
          </h3>
          <p className="text-sm text-ink-muted">{SYNC_WORDS.planPanel}</p>
          <Link to="/pricing" className="btn-primary">
            See plans
          </Link>
          <ul className="space-y-2">
            {forPlan.map((change) => (
              <FailedChangeItem key={change.seq} change={change} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </ul>
        </section>
      )}

      {/* Only what has something in it: an empty "refused (0)" list reads like a problem. */}
      {refused.length > 0 && (
        <section aria-labelledby="sync-failed-heading" className="space-y-2">
          <h3 id="sync-failed-heading" className="font-semibold text-ink">
            Changes the server refused ({refused.length})
          </h3>
          <ul className="space-y-2">
            {refused.map((change) => (
              <FailedChangeItem key={change.seq} change={change} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </ul>
        </section>
      )}

      <p className="text-sm text-ink-muted">
        {PANEL_TEXT.waiting(pendingCount)}
        {lastSyncAt && ` Last synced ${formatDistanceToNow(new Date(lastSyncAt), { addSuffix: true })}.`}
      </p>
      <StorageStatus persisted={storagePersisted} suggestHomeScreen={suggestHomeScreen} />
    </div>
  );
}
