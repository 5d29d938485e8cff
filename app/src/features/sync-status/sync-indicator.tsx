/**
 * The sync indicator for every signed-in screen (docs/sync-protocol.md, rule 10). It opens the sync panel; on
 * "Sync problem" the panel lists the refused changes. Needs `<SyncProvider>` above it.
 */
import { useState, type ComponentPropsWithRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Cloud, CloudOff, Hourglass, LogIn, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useSyncEngine } from '../../sync/sync-context';
import { useFailedMutations, useSyncState } from '../../sync/use-sync-state';
import { syncIndicator, type IndicatorLabel, type IndicatorTone } from './sync-indicator-label';
import { SyncPanel } from './sync-panel';
import { SNAPSHOT_OMIT } from '../../lib/first-screen-snapshot';
import { WhenOpen } from '../../components/when-open';

const TONE_STYLE: Record<IndicatorTone, string> = {
  synced: 'text-ink-muted',
  syncing: 'text-brand-ink',
  offline: 'text-ink',
  plan: 'text-ink',
  'signed-out': 'text-ink',
  problem: 'text-danger',
};

const TONE_ICON = { synced: Cloud, syncing: RefreshCw, offline: CloudOff, plan: Hourglass, 'signed-out': LogIn, problem: TriangleAlert } as const;

/**
 * Presentational: the label and its button (tests render it without a database). The whole
 * sentence is its accessible name (and is announced when it changes); the eye gets the short
 * form and the count, which fit a phone's top bar. Radix's trigger passes its props and ref through.
 */
export function SyncIndicatorButton({ label, className, ...rest }: { label: IndicatorLabel } & ComponentPropsWithRef<'button'>) {
  const { text, short, count, tone } = label;
  const Icon = TONE_ICON[tone];
  return (
    <button type="button" aria-haspopup="dialog" title={text} {...SNAPSHOT_OMIT} {...rest} className={clsx('btn-ghost max-w-full min-w-0 gap-1.5 px-2 py-1 text-sm', TONE_STYLE[tone], className)}>
      <Icon aria-hidden="true" className={clsx('size-4 shrink-0', tone === 'syncing' && 'motion-safe:animate-spin')} />
      <span aria-live="polite" className="sr-only">
        {text}
      </span>
      <span aria-hidden="true" className="truncate lg:whitespace-normal lg:text-left">
        {short}
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="shrink-0 rounded-full bg-surface-muted px-1.5 text-xs font-semibold text-ink">
          {count}
        </span>
      )}
    </button>
  );
}

export interface SyncIndicatorProps {
  /** Shown on a 401 pause: the shell opens its sign-in screen; afterwards call `engine.resumeAfterSignIn()`. */
  onSignIn?: () => void;
  /** Shown on a 426: the shell applies the waiting service-worker update. */
  onUpdate?: () => void;
}

export function SyncIndicator({ onSignIn, onUpdate }: SyncIndicatorProps) {
  const engine = useSyncEngine();
  const state = useSyncState();
  const failed = useFailedMutations();
  const [open, setOpen] = useState(false);
  const label = syncIndicator(state);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <SyncIndicatorButton label={label} />
      </Dialog.Trigger>
      <WhenOpen open={open}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
          <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[min(34rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6">
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-ink">{label.text}</Dialog.Title>
                <Dialog.Description className="text-sm text-ink-muted">Your changes are saved on this device first and sent to the server when it can be reached.</Dialog.Description>
              </div>
              <Dialog.Close className="btn-ghost -mr-2 px-2" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <SyncPanel
              status={state.status}
              online={state.online}
              pendingCount={state.pendingCount}
              failed={failed}
              storagePersisted={state.storagePersisted}
              lastSyncAt={state.lastSyncAt}
              onSignIn={onSignIn}
              onUpdate={onUpdate}
              onRetry={(seq) => void engine.retry(seq)}
              onDiscard={(seq) => void engine.discard(seq)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </WhenOpen>
    </Dialog.Root>
  );
}
