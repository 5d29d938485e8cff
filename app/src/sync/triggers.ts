/**
 * When a round runs (docs/sync-protocol.md, rule 3): at start, after each local write (debounced), when the browser
 * comes back online, when the tab becomes visible, and every 30 s while online. (The fifth
 * trigger, Background Sync, lives in service-worker-sync.ts.)
 */
import { POLL_INTERVAL_MS } from '@learnlog/shared';
import { onLocalWrite } from './local-write';
import type { SyncEngine } from './sync-engine';
import { asPull } from '../db/pull-activity';
import { markFirstRoundEnded } from './first-round';

export interface TriggerOptions {
  debounceMs?: number;
  intervalMs?: number;
  /** Where `online` is heard (default: `window`, when there is one). */
  windowTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` is heard (default: `document`). */
  documentTarget?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  isOnline?: () => boolean;
  /** The start round waits for this (see DeviceSyncOptions.firstRead). */
  firstRoundAfter?: Promise<unknown>;
}

const WRITE_DEBOUNCE_MS = 300;

/** Attaches every trigger and runs the start round; answers the function that detaches them. */
export function attachSyncTriggers(engine: SyncEngine, options: TriggerOptions = {}): () => void {
  const debounceMs = options.debounceMs ?? WRITE_DEBOUNCE_MS;
  const win = options.windowTarget ?? (typeof window !== 'undefined' ? window : undefined);
  const doc = options.documentTarget ?? (typeof document !== 'undefined' ? document : undefined);
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const report = (error: unknown) => console.warn('LearnLog sync round failed', error);
  const sync = () => void engine.syncNow().catch(report);
  const reconnected = () => void engine.connectionRestored().catch(report);

  let debounce: ReturnType<typeof setTimeout> | undefined;
  const stopWrites = onLocalWrite(engine.db, () => {
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(sync, debounceMs);
  });
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') sync();
  };
  win?.addEventListener('online', reconnected);
  doc?.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(() => {
    if (isOnline()) sync();
  }, options.intervalMs ?? POLL_INTERVAL_MS);
  (interval as { unref?: () => void }).unref?.();

  // Until the start round has run, a pull is on its way: work that waits for pulls (the journal
  // search's first build) does not start on the empty database a fresh device opens with, and
  // then index every pulled row as it arrives, on the cores the pull needs.
  let startRoundEnded: () => void = () => undefined;
  void asPull(engine.db, () => new Promise<void>((resolve) => (startRoundEnded = resolve)));
  const endStartRound = () => {
    startRoundEnded();
    markFirstRoundEnded();
  };

  let attached = true;
  const start = () => {
    if (attached) void engine.syncNow().catch(report).finally(endStartRound);
    else endStartRound();
  };
  if (options.firstRoundAfter) void options.firstRoundAfter.then(start, start);
  else start();
  return () => {
    attached = false;
    startRoundEnded();
    stopWrites();
    if (debounce !== undefined) clearTimeout(debounce);
    clearInterval(interval);
    win?.removeEventListener('online', reconnected);
    doc?.removeEventListener('visibilitychange', onVisible);
  };
}
