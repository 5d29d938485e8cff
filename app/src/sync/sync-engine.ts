/**
 * The device's sync engine: a round is push (docs/sync-protocol.md, rule 3) then pull (rule 4), under the device's
 * sync lock. Rounds never overlap; a request during a round runs one more round after it.
 * The UI listens for status; what the learner must be told (a conflict copy, a restore, a
 * refusal, "sign in again") is also raised as a notice, so it reaches the pages even when the
 * service worker ran the round.
 */
import { ERROR_CODES, SYNC_PAGE_LIMIT } from '@learnlog/shared';
import type { LearnLogDatabase } from '../db/database';
import { setMeta } from '../db/meta';
import { DEFAULT_BACKOFF, type BackoffSettings } from './backoff';
import { discardFailedMutation, retryFailedMutation, reviveAfterUpgrade } from './failed-mutations';
import { raiseNotice } from './notices';
import { pullChanges, type PullResult } from './pull';
import { pushOutbox, type PushContext, type PushResult } from './push';
import type { SyncEvent, SyncEventListener, SyncStatus } from './sync-events';
import { defaultLocks, syncLockName, type LockManagerLike } from './sync-lock';
import { noticeOf } from './sync-words';
import { deviceTimeZone } from '../lib/api-client';
import type { Transport } from './transport';

export interface SyncEngineOptions {
  db: LearnLogDatabase;
  transport: Transport;
  locks?: LockManagerLike;
  backoff?: BackoffSettings;
  random?: () => number;
  timeZone?: string;
  pageLimit?: number;
}

export interface RoundResult {
  push?: PushResult;
  pull?: PullResult;
}

export interface SyncEngine {
  readonly db: LearnLogDatabase;
  getStatus(): SyncStatus;
  /** Status and events; answers the unsubscribe function. */
  subscribe(listener: SyncEventListener): () => void;
  /** Runs a round now (or right after the running one). */
  syncNow(): Promise<RoundResult>;
  /**
   * The server has changes, or may have (a live-update poke, a stream that just opened): a pull
   * that asks from now on. The running round gives it when its pull still asks the server for a
   * page after this call and completes; only otherwise does another round run. A fresh device's
   * stream opens during its first pull, and a second round then only flipped the indicator back
   * to syncing.
   */
  catchUp(): Promise<RoundResult>;
  /**
   * The browser is back online: changes waiting out a network-error backoff go now (a server's
   * own 5xx/429 backoff and Retry-After still stand).
   */
  connectionRestored(): Promise<RoundResult>;
  /** After the learner signed in again following a 401. */
  resumeAfterSignIn(): Promise<RoundResult>;
  /** After an upgrade: what the old plan refused is sent again. */
  planChanged(): Promise<RoundResult>;
  retry(seq: number): Promise<RoundResult>;
  discard(seq: number): Promise<void>;
  dispose(): void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  /** Feed requests sent so far (catchUp's "from now on"). */
  let feedRequests = 0;
  const transport: Transport = {
    send: (mutation) => options.transport.send(mutation),
    push: (mutations) => options.transport.push(mutations),
    changes: (since, limit, full) => {
      feedRequests += 1;
      return options.transport.changes(since, limit, full);
    },
  };
  const locks = options.locks ?? defaultLocks();
  const listeners = new Set<SyncEventListener>();
  let status: SyncStatus = { state: 'idle' };
  let running: Promise<RoundResult> | null = null;
  let queued: Promise<RoundResult> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let updateRequired = false;
  let disposed = false;

  // Notices are written in order, and a round ends only once its notices are on the device.
  let noticesWritten: Promise<void> = Promise.resolve();
  const emit = (event: SyncEvent) => {
    for (const listener of [...listeners]) listener(event);
    if (event.type === 'status') return;
    noticesWritten = noticesWritten
      .then(() => raiseNotice(db, noticeOf(event)))
      .catch((error: unknown) => console.warn('LearnLog could not keep a sync notice', error));
  };
  const setStatus = (next: SyncStatus) => {
    status = next;
    emit({ type: 'status', status });
  };
  const ctx: PushContext = {
    db,
    transport,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    random: options.random ?? Math.random,
    timeZone: options.timeZone ?? deviceTimeZone(),
    emit: (event) => {
      if (event.type === 'update-required') updateRequired = true;
      emit(event);
    },
  };

  const scheduleRetry = (retryAt: number) => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    const retry = () =>
      void syncNow().catch((error: unknown) => {
        // Signing out closes the database under a running round; anything else is worth a line.
        if (!disposed) console.warn('LearnLog sync round failed', error);
      });
    const timer = setTimeout(retry, Math.max(0, retryAt - db.now().getTime()));
    // In Node (tests, the bench) a pending retry must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
    retryTimer = timer;
  };

  async function pullAfter(push: PushResult): Promise<RoundResult> {
    const pull = await pullChanges(db, transport, options.pageLimit ?? SYNC_PAGE_LIMIT.max);
    if (pull.outcome === 'failed') {
      const failure = pull.result;
      if (failure.kind === 'network') setStatus({ state: 'offline' });
      // The trial ended: catching up waits for the plan, like the changes it refused; not a problem.
      else if (failure.status === 403 && failure.error.code === ERROR_CODES.accessRequired) setStatus({ state: 'idle' });
      else if (failure.status === 401) {
        await setMeta(db, 'authPaused', true);
        emit({ type: 'auth-required' });
        setStatus({ state: 'auth-paused' });
      } else if (failure.status === 426) {
        updateRequired = true;
        emit({ type: 'update-required', message: failure.error.message });
        setStatus({ state: 'update-required' });
      } else setStatus({ state: 'backoff', retryAt: db.now().getTime() + ctx.backoff.baseMs, lastError: failure.error.message });
      return { push, pull };
    }
    if (push.outcome === 'waiting') {
      setStatus({ state: 'backoff', retryAt: push.retryAt, lastError: push.lastError });
      scheduleRetry(push.retryAt);
    } else {
      const lastSyncAt = db.now().toISOString();
      await setMeta(db, 'lastSyncAt', lastSyncAt);
      setStatus({ state: 'idle', lastSyncAt });
    }
    return { push, pull };
  }

  async function round(): Promise<RoundResult> {
    if (disposed || updateRequired || !db.isOpen()) return {};
    return locks.request(syncLockName(db.userId), async () => {
      try {
        return await lockedRound();
      } finally {
        await noticesWritten;
      }
    });
  }

  async function lockedRound(): Promise<RoundResult> {
    setStatus({ state: 'syncing' });
    const push = await pushOutbox(ctx);
    switch (push.outcome) {
      case 'auth-paused':
        setStatus({ state: 'auth-paused' });
        return { push };
      case 'update-required':
        setStatus({ state: 'update-required' });
        return { push };
      case 'waiting':
        if (push.offline) {
          setStatus({ state: 'offline', retryAt: push.retryAt });
          scheduleRetry(push.retryAt);
          return { push };
        }
        return pullAfter(push);
      case 'drained':
        return pullAfter(push);
    }
  }

  function catchUp(): Promise<RoundResult> {
    if (!running) return syncNow();
    if (queued) return queued;
    const asked = feedRequests;
    const answered = (result: RoundResult) => result.pull?.outcome === 'done' && feedRequests > asked;
    return running.then(
      (result) => (answered(result) ? result : catchUp()),
      () => catchUp(),
    );
  }

  function syncNow(): Promise<RoundResult> {
    if (running) {
      queued ??= running.then(
        () => {
          queued = null;
          return syncNow();
        },
        () => {
          queued = null;
          return syncNow();
        },
      );
      return queued;
    }
    const current = round().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  return {
    db,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncNow,
    catchUp,
    async connectionRestored() {
      await db.outbox
        .where('state')
        .equals('pending')
        .filter((m) => m.errorStatus === undefined && m.nextAttemptAt > 0)
        .modify({ nextAttemptAt: 0 });
      return syncNow();
    },
    async resumeAfterSignIn() {
      await setMeta(db, 'authPaused', false);
      return syncNow();
    },
    async planChanged() {
      await reviveAfterUpgrade(db);
      return syncNow();
    },
    async retry(seq) {
      await retryFailedMutation(db, seq);
      return syncNow();
    },
    discard: (seq) => discardFailedMutation(db, seq),
    dispose() {
      disposed = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      listeners.clear();
    },
  };
}
