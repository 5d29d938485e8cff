/**
 * A device that knew a learner opens their database while the app's code is still arriving: the
 * signed-in frame's gate would otherwise start it only after its first render, ~200 ms later on a
 * phone, and the journal's first card waits for it. The gate claims the session started here.
 * The sync code is imported, not bundled in: the landing page must not load it.
 */
import type { DeviceSession, DeviceSyncOptions } from '../../sync/device-session';
import { firstScreenPainted } from '../../lib/first-screen-painted';

/** A session nobody claimed by then (the first screen was not a signed-in one) is stopped. */
export const UNCLAIMED_MS = 10_000;

type FirstRead = DeviceSyncOptions['firstRead'];
type Start = (userId: number, firstRead?: FirstRead) => Promise<DeviceSession>;

export function createEarlySessions(start: Start) {
  let early: { userId: number; session: Promise<DeviceSession> } | null = null;
  const stop = (session: Promise<DeviceSession>) =>
    void session.then(
      (started) => started.stop(),
      () => undefined,
    );
  return {
    /** `firstRead`: the first screen's read, made as soon as the database is open. */
    startEarly(userId: number, firstRead?: FirstRead): void {
      if (early) return;
      const session = start(userId, firstRead);
      early = { userId, session };
      setTimeout(() => {
        if (early?.session !== session) return;
        early = null;
        stop(session);
      }, UNCLAIMED_MS);
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
