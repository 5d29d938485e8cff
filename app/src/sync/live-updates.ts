/**
 * Live updates (docs/sync-protocol.md, rule 4): while the device is online it keeps one
 * Server-Sent Events stream open, and a `changed` event pulls at once (engine.catchUp), so an edit made on
 * another device shows here within a moment instead of at the next 30 s poll (which stays as the
 * fallback). One stream per device, not per tab: the tab holding the Web Lock named for the
 * learner opens it, and its round's pull reaches the other tabs through the shared database.
 * The browser's EventSource reconnects by itself after a network error; a stream the server
 * refused (a 401 after signing out elsewhere) is tried again at the next poll or `online` event.
 */
import { POLL_INTERVAL_MS, SYNC_EVENTS } from '@learnlog/shared';
import type { SyncEngine } from './sync-engine';
import { defaultLocks, type LockManagerLike } from './sync-lock';

export interface LiveUpdateOptions {
  userId: number;
  deviceId: string;
  /** '' (default): the page's own origin. */
  baseUrl?: string;
  locks?: LockManagerLike;
  EventSourceClass?: typeof EventSource;
  windowTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The stream opens once this has settled (see DeviceSyncOptions.networkAfter). */
  after?: Promise<unknown>;
}

const liveLockName = (userId: number) => `learnlog-live-${userId}`;

/** Opens the device's stream once this tab holds the lock; answers the function that closes it. */
export function attachLiveUpdates(engine: SyncEngine, options: LiveUpdateOptions): () => void {
  const Source = options.EventSourceClass ?? (typeof EventSource !== 'undefined' ? EventSource : undefined);
  if (!Source) return () => undefined;
  const win = options.windowTarget ?? (typeof window !== 'undefined' ? window : undefined);
  const url = `${(options.baseUrl ?? '').replace(/\/$/, '')}${SYNC_EVENTS.path}?clientId=${encodeURIComponent(options.deviceId)}`;
  const sync = () => void engine.catchUp().catch((error: unknown) => console.warn('LearnLog sync round failed', error));

  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let release: () => void = () => undefined;

  const open = () => {
    if (stopped || (source && source.readyState !== Source.CLOSED)) return;
    if (reopenTimer !== undefined) clearTimeout(reopenTimer);
    reopenTimer = undefined;
    const stream = new Source(url, { withCredentials: true });
    source = stream;
    // Changes made while the stream was down were never poked: every (re)connection pulls once.
    stream.addEventListener('open', sync);
    stream.addEventListener(SYNC_EVENTS.changed, sync);
    stream.addEventListener('error', () => {
      if (stream.readyState === Source.CLOSED && !stopped) reopenTimer = setTimeout(open, POLL_INTERVAL_MS);
    });
  };

  const start = () => {
    if (stopped) return;
    void (options.locks ?? defaultLocks())
      .request(liveLockName(options.userId), () => {
        if (stopped) return Promise.resolve();
        open();
        win?.addEventListener('online', open);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch((error: unknown) => console.warn('LearnLog live updates stopped', error));
  };
  if (options.after) void options.after.then(start, start);
  else start();

  return () => {
    stopped = true;
    if (reopenTimer !== undefined) clearTimeout(reopenTimer);
    source?.close();
    win?.removeEventListener('online', open);
    release();
  };
}
