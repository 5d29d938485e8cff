/**
 * Opens the signed-in learner's device database and starts syncing it, for as long as the
 * signed-in layout is shown. Every screen inside reads and writes that database (offline first).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '@learnlog/shared';
import { AppFrameSkeleton } from '../layout/app-frame-skeleton';
import { getMeta, saveCachedUser } from '../../db/meta';
import { addSignOutListener } from '../../features/auth/sign-out';
import { forgetThisBrowsersPush } from '../../features/reminders';
import { countQueuedChanges } from '../../sync/account-changes';
import { isAuthPaused, type DeviceSession } from '../../sync/device-session';
import { claimDeviceSession, startedDeviceSession } from './early-device-session';
import { DeviceStorageStuck } from './device-storage-stuck';
import { onPageCached } from './page-lifetime';
import { signOutDevice } from '../../sync/sign-out';
import { SyncProvider } from '../../sync/sync-context';

/** How long the skeleton may wait for the device database before the learner is told why. */
const DEVICE_SESSION_WAIT_MS = 8_000;

interface DeviceSessionState {
  session: DeviceSession | null;
  /** The database did not open in time, or could not open at all. */
  stuck: boolean;
}

function useDeviceSession(userId: number): DeviceSessionState {
  // Started while the code arrived (early-device-session.ts): the effect's claim returns the same.
  const [session, setSession] = useState<DeviceSession | null>(() => startedDeviceSession(userId));
  const [failed, setFailed] = useState(false);
  const late = useLateness(session === null);
  useEffect(() => {
    let current: DeviceSession | null = null;
    let cancelled = false;
    const stopListening = addSignOutListener(async () => {
      // The next learner on this browser must not get this one's reminders.
      await forgetThisBrowsersPush();
      if (current) await signOutDevice(current);
    });
    const start = () =>
      claimDeviceSession(userId)
        .then((started) => {
          if (cancelled) return started.stop();
          current = started;
          setSession(started);
        })
        .catch((error: unknown) => {
          console.error('LearnLog could not open this device’s database', error);
          if (!cancelled) setFailed(true);
        });
    const stopCaching = onPageCached(
      () => {
        current?.suspend();
        current = null;
      },
      () => void start(),
    );
    void start();
    return () => {
      cancelled = true;
      stopListening();
      stopCaching();
      current?.stop();
      setSession(null);
    };
  }, [userId]);
  return { session, stuck: session === null && (failed || late) };
}

/** True once `waiting` has held for DEVICE_SESSION_WAIT_MS. */
function useLateness(waiting: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), DEVICE_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return late;
}

const planOf = (user: User) => `${user.subscriptionType}:${user.lifetimeAccess}:${user.isAdmin}`;

/**
 * Keeps the device's copy of the user current; resumes a sync paused by a 401 once the server
 * knows the learner again; and after an upgrade offers the changes refused for the daily limit
 * again (decisions: they are never deleted).
 */
function useUserOnDevice(session: DeviceSession | null, user: User): void {
  useEffect(() => {
    if (!session) return;
    void (async () => {
      const before = await getMeta(session.db, 'cachedUser');
      // Onboarding is done once and for all: a flag finished on this device and still in the
      // outbox must not be undone by the server's older answer.
      // Review settings changed on this device and still queued stay as the learner set them.
      const queuedSettings = await countQueuedChanges(session.db, 'user.update', (args) => args.reviewSettings !== undefined);
      const reviewSettings = queuedSettings > 0 && before ? before.reviewSettings : user.reviewSettings;
      await saveCachedUser(session.db, { ...user, reviewSettings, onboardingCompleted: user.onboardingCompleted || before?.onboardingCompleted === true });
      if (await isAuthPaused(session.db)) await session.engine.resumeAfterSignIn();
      else if (before && planOf(before) !== planOf(user)) await session.engine.planChanged();
    })().catch(() => undefined);
  }, [session, user]);
}

export function DeviceSessionGate({ user, children }: { user: User; children: ReactNode }) {
  const { session, stuck } = useDeviceSession(user.id);
  useUserOnDevice(session, user);
  if (stuck) return <DeviceStorageStuck />;
  if (!session) return <AppFrameSkeleton />;
  return <SyncProvider session={session}>{children}</SyncProvider>;
}
