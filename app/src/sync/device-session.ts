/**
 * What the app shell calls when a learner is signed in: opens their database, starts the sync
 * engine and its triggers. `stop()` on sign-out or user switch.
 *
 *   const session = await startDeviceSync({ userId: user.id });
 *   <SyncProvider session={session}>...</SyncProvider>
 */
import { openUserDatabase, type DatabaseOptions, type LearnLogDatabase } from '../db/database';
import { ensureDeviceId, getMeta, setMeta } from '../db/meta';
import type { BackoffSettings } from './backoff';
import { refreshPersistentStorage } from './storage-persistence';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import type { LockManagerLike } from './sync-lock';
import { createTransport, type FetchLike } from './transport';
import { attachLiveUpdates } from './live-updates';
import { takeEarlyChanges } from './early-changes';
import { attachSyncTriggers, type TriggerOptions } from './triggers';

export interface DeviceSyncOptions {
  userId: number;
  /** '' (default): the page's own origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  database?: DatabaseOptions;
  locks?: LockManagerLike;
  backoff?: BackoffSettings;
  timeZone?: string;
  /** false: no automatic rounds and no live updates (tests drive `engine.syncNow()` themselves). */
  triggers?: TriggerOptions | false;
  /**
   * The first screen's own read. It goes to IndexedDB the moment the database is open, ahead of
   * the session's other reads, and the start round waits for it, so the first page is not read
   * behind the round's transactions. Why: docs/decisions/009-first-screen-copy-and-head-script.md
   */
  firstRead?: (db: LearnLogDatabase) => Promise<unknown>;
  /**
   * The start round and the live updates also wait for this: the app passes its first screen's
   * paint, which reads the device, not the network.
   */
  networkAfter?: Promise<unknown>;
}

export interface DeviceSession {
  db: LearnLogDatabase;
  engine: SyncEngine;
  deviceId: string;
  stop(): void;
  /** Stops at once, aborting what is in flight: the page is going into the back/forward cache. */
  suspend(): void;
}

export async function startDeviceSync(options: DeviceSyncOptions): Promise<DeviceSession> {
  const db = await openUserDatabase(options.userId, options.database);
  const firstRead = options.firstRead?.(db).catch(() => undefined);
  // The first screen waits for these, so they go to IndexedDB together; the storage check is for
  // the sync panel only. A database the browser evicted comes back empty: a new device id, and
  // cursor 0 = full pull. The shell starts a session for a signed-in learner: a pause left by an
  // earlier 401 is over (if the session is in fact gone, the first push answers 401 and pauses again).
  void refreshPersistentStorage(db).catch(() => undefined);
  const [deviceId] = await Promise.all([ensureDeviceId(db), setMeta(db, 'authPaused', false)]);
  const transport = createTransport({ baseUrl: options.baseUrl, fetch: options.fetch, deviceId, timeZone: options.timeZone, earlyChanges: takeEarlyChanges(options.userId) });
  const engine = createSyncEngine({ db, transport, locks: options.locks, backoff: options.backoff, timeZone: options.timeZone });
  const firstRoundAfter = options.networkAfter ? Promise.all([firstRead, options.networkAfter]) : firstRead;
  const detachTriggers = options.triggers === false ? () => undefined : attachSyncTriggers(engine, { ...options.triggers, firstRoundAfter });
  const detachLive =
    options.triggers === false
      ? () => undefined
      : attachLiveUpdates(engine, { userId: options.userId, deviceId, baseUrl: options.baseUrl, locks: options.locks, after: options.networkAfter });
  const detach = () => {
    detachLive();
    detachTriggers();
  };
  return {
    db,
    engine,
    deviceId,
    stop() {
      detach();
      engine.dispose();
      db.close();
    },
    suspend() {
      detach();
      engine.dispose();
      db.closeAbortingTransactions();
    },
  };
}

/** Whether the learner was paused by a 401 (the shell shows the sign-in prompt again). */
export async function isAuthPaused(db: LearnLogDatabase): Promise<boolean> {
  return (await getMeta(db, 'authPaused')) === true;
}
