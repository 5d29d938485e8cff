import type { LearnLogDatabase } from '../../../db/database';
import { getMeta, setMeta } from '../../../db/meta';
import { notifyLocalWrite } from '../../../sync/local-write';
import { inSyncTransaction } from '../../../sync/local-edits';
import { queueMutation } from '../../../sync/outbox';
import { onboardingFlagQueued } from './onboarding-done';

/**
 * Marks onboarding done on this device at once and queues the synced user flag, so the dialog
 * never shows again here, nor on another device once the flag has reached the server.
 */
export async function completeOnboarding(db: LearnLogDatabase): Promise<void> {
  const queued = await inSyncTransaction(db, async () => {
    const user = await getMeta(db, 'cachedUser');
    if (user && !user.onboardingCompleted) await setMeta(db, 'cachedUser', { ...user, onboardingCompleted: true });
    if ((await onboardingFlagQueued(db)) || user?.onboardingCompleted) return false;
    await queueMutation(db, 'user.update', { onboardingCompleted: true });
    return true;
  });
  if (queued) notifyLocalWrite(db, 'user');
}
