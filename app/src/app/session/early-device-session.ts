/**
 * A device that knew a learner opens their database while the app's code is still arriving: the
 * signed-in frame's gate would otherwise start it only after its first render, and the journal's
 * first card waits for it. The gate claims the session started here. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 * The sync code is imported, not bundled in: the landing page must not load it.
 */
import type { DeviceSession, DeviceSyncOptions } from '../../sync/device-session';
import { firstScreenPainted } from '../../lib/first-screen-painted';

/** A session nobody claimed by then (the first screen was not a signed-in one) is stopped. */
export const UNCLAIMED_MS = 10_000;

type FirstRead = DeviceSyncOptions['firstRead'];
type Start = (userId: number, firstRead?: FirstRead) => Promise<DeviceSession>;

interface EarlySession {
  userId: number;
  session: Promise<DeviceSession>;
  /** The session once it has started, for the gate's first render. */
  started: DeviceSession | null;
  /** Settles once the session has started (or failed) and the first screen's read is in. */
  ready: Promise<void>;
}

export function createEarlySessions(start: Start) {
  let early: EarlySession | null = null;
  const stop = (session: Promise<DeviceSession>) =>
    void session.then(
      (started) => started.stop(),
      () => undefined,
    );
  return {
    /** `firstRead`: the first screen's read, made as soon as the database is open. */
    startEarly(userId: number, firstRead?: FirstRead): void {
      if (early) return;
      let readDone: Promise<unknown> = Promise.resolve();
      const session = start(userId, firstRead && ((db: Parameters<NonNullable<FirstRead>>[0]) => (readDone = firstRead(db))));
      const entry: EarlySession = { userId, session, started: null, ready: Promise.resolve() };
      entry.ready = session.then(
        (started) => {
          entry.started = started;
          return readDone.then(() => undefined, () => undefined);
        },
        () => undefined,
      );
      early = entry;
      setTimeout(() => {
        if (early?.session !== session) return;
        early = null;
        stop(session);
      }, UNCLAIMED_MS);
    },
    /**
     * The early session if it has already started for this learner (not claimed: the gate still
     * claims it), so the signed-in frame's first render can be the screen itself, not a skeleton
     * that a second, unsliced render replaces.
     */
    started(userId: number): DeviceSession | null {
      return early?.userId === userId ? early.started : null;
    },
    /** Settles once the early session and its first read are in; at once when there is none. */
    ready(): Promise<void> {
      return early?.ready ?? Promise.resolve();
    },
    /** The session started early for this learner, or a new one. */
    claim(userId: number): Promise<DeviceSession> {
      const claimed = early;
      early = null;
      if (claimed?.userId === userId) return claimed.session;
      if (claimed) stop(claimed.session);
      return start(userId);
    },
  };
}

const sessions = createEarlySessions((userId, firstRead) =>
  import('../../sync/device-session').then(({ startDeviceSync }) => startDeviceSync({ userId, firstRead, networkAfter: firstScreenPainted() })),
);

export const startDeviceSessionEarly = sessions.startEarly;
export const claimDeviceSession = sessions.claim;
export const startedDeviceSession = sessions.started;
export const earlyDeviceSessionReady = sessions.ready;
