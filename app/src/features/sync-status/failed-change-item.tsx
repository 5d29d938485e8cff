/** One refused change in the sync panel: what it is, why, Retry, and Discard (asked first). */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { FailedChange } from '../../sync/sync-queries';
import { keptForPlanText, notSyncedText } from '../../sync/sync-words';

export interface FailedChangeActions {
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

export function FailedChangeItem({ change, onRetry, onDiscard }: { change: FailedChange } & FailedChangeActions) {
  const neverOnServer = change.kind === 'create';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{change.label}</p>
        <p className={change.plan ? 'text-sm text-ink-muted' : 'text-sm text-danger'}>{change.plan ? keptForPlanText(change.message) : notSyncedText(change.message)}</p>
        {change.detail && <p className="text-xs text-ink-muted">{change.detail}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn-secondary" onClick={() => onRetry(change.seq)}>
          Retry
        </button>
        <AlertDialog.Root>
          <AlertDialog.Trigger className="btn-ghost text-danger">Discard</AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
            <AlertDialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 space-y-4 p-6">
              <AlertDialog.Title className="text-lg font-semibold text-ink">Discard this change?</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink-muted">
                {neverOnServer
                  ? `“${change.label}” was never saved on the server. Discarding removes it from this device.`
                  : `Your change to “${change.label}” will be undone and the server's version kept.`}{' '}
                This cannot be undone.
              </AlertDialog.Description>
              <div className="flex justify-end gap-2">
                <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
                <AlertDialog.Action className="btn bg-danger text-white" onClick={() => onDiscard(change.seq)}>
                  Discard
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </li>
  );
}
