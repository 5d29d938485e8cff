import { syncTables, type LearnLogDatabase } from '../../../db/database';
import { getMeta, setMeta } from '../../../db/meta';
import { notifyLocalWrite } from '../../../sync/local-write';
import { appendMutation } from '../../../sync/outbox';

/**
 * Marks onboarding done on this device at once and queues the synced user flag, so the dialog
 * never shows again here, nor on another device once the flag has reached the server.
 */
export async function completeOnboarding(db: LearnLogDatabase): Promise<void> {
  const queued = await db.transaction('rw', syncTables(db), async () => {
    const user = await getMeta(db, 'cachedUser');
    if (user && !user.onboardingCompleted) await setMeta(db, 'cachedUser', { ...user, onboardingCompleted: true });
    const already = await db.outbox.filter((m) => m.kind === 'user-update' && m.body?.onboardingCompleted === true).count();
    if (already > 0 || user?.onboardingCompleted) return false;
    await appendMutation(db, { table: 'user', recordId: db.userId, kind: 'user-update', method: 'PUT', path: '/api/auth/user', body: { onboardingCompleted: true } });
    return true;
  });
  if (queued) notifyLocalWrite(db, 'user');
}
