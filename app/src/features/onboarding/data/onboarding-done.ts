import { useLiveQuery } from 'dexie-react-hooks';
import type { LearnLogDatabase } from '../../../db/database';
import { getMeta } from '../../../db/meta';
import { useDatabase } from '../../../sync/sync-context';

/**
 * Whether this device already knows onboarding is done: the cached user says so, or the synced
 * flag is still queued (the server's user may not have heard yet, e.g. offline or mid-push).
 */
export async function isOnboardingDoneOnDevice(db: LearnLogDatabase): Promise<boolean> {
  const cached = await getMeta(db, 'cachedUser');
  if (cached?.onboardingCompleted) return true;
  const queued = await db.outbox.filter((m) => m.kind === 'user-update' && m.body?.onboardingCompleted === true).count();
  return queued > 0;
}

/** undefined while the device database is being read. */
export function useOnboardingDoneOnDevice(): boolean | undefined {
  const db = useDatabase();
  return useLiveQuery(() => isOnboardingDoneOnDevice(db), [db]);
}
