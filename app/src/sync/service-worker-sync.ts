/**
 * Background Sync (docs/sync-protocol.md, rule 3): the service worker calls this on its `sync` event, so queued changes
 * go out even after the tab was closed. It opens the signed-in learner's database (the same
 * Dexie database the page uses) and runs one round under the same lock as the tabs
 * (app/src/sw.ts hands its `sync` events to handleBackgroundSyncEvent).
 */
import { LearnLogDatabase, signedInUserId, type DatabaseOptions } from '../db/database';
import { ensureDeviceId } from '../db/meta';
import { OUTBOX_SYNC_TAG } from './local-write';
import { createSyncEngine } from './sync-engine';
import type { LockManagerLike } from './sync-lock';
import { createTransport, type FetchLike } from './transport';

export interface BackgroundReplayOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  database?: DatabaseOptions;
  locks?: LockManagerLike;
}

/**
 * Resolves when the outbox went out; rejects while changes are still waiting for the network,
 * so the browser fires the `sync` event again later.
 */
export async function replayOutboxInBackground(options: BackgroundReplayOptions = {}): Promise<void> {
  const userId = await signedInUserId(options.database);
  if (userId === undefined) return;
  const db = new LearnLogDatabase(userId, options.database);
  try {
    await db.open();
    const deviceId = await ensureDeviceId(db);
    const engine = createSyncEngine({ db, transport: createTransport({ baseUrl: options.baseUrl, fetch: options.fetch, deviceId }), locks: options.locks });
    // The browser fires `sync` when it has a connection again: a network-error backoff is over.
    const result = await engine.connectionRestored();
    engine.dispose();
    if (result.push?.outcome === 'waiting') throw new Error(`LearnLog: changes still waiting (${result.push.lastError})`);
  } finally {
    db.close();
  }
}

/** The `sync` event handler, for a worker that prefers one line. */
export function handleBackgroundSyncEvent(event: { tag: string; waitUntil(promise: Promise<unknown>): void }, options?: BackgroundReplayOptions): void {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayOutboxInBackground(options));
}
