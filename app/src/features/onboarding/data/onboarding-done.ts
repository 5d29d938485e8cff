import { useLiveQuery } from 'dexie-react-hooks';
import type { LearnLogDatabase } from '../../../db/database';
import { getMeta } from '../../../db/meta';
import { countQueuedChanges } from '../../../sync/account-changes';
import { useDatabase } from '../../../sync/sync-context';

/**
 * Whether this device already knows onboarding is done: the cached user says so, or the synced
 * flag is still queued (the server's user may not have heard yet, e.g. offline or mid-push).
 */
async function isOnboardingDoneOnDevice(db: LearnLogDatabase): Promise<boolean> {
  const cached = await getMeta(db, 'cachedUser');
  if (cached?.onboardingCompleted) return true;
  return onboardingFlagQueued(db);
}

/** The synced flag is still in the outbox. */
export async function onboardingFlagQueued(db: LearnLogDatabase): Promise<boolean> {
  return (await countQueuedChanges(db, 'user.update', (args) => args.onboardingCompleted === true)) > 0;
}

/** undefined while the device database is being read. */
export function useOnboardingDoneOnDevice(): boolean | undefined {
  const db = useDatabase();
  return useLiveQuery(() => isOnboardingDoneOnDevice(db), [db]);
}
