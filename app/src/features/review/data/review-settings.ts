/**
 * Review settings live with the account (PUT /api/auth/user) and on the device (the cached user):
 * a change shows at once, offline too, and goes out through the outbox; a newer change replaces
 * a queued older one. Other devices take it with the user they read from the server.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_REVIEW_SETTINGS, reviewSettingsSchema, type ReviewSettings } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { getMeta, setMeta } from '../../../db/meta';
import { notifyLocalWrite } from '../../../sync/local-write';
import { queueReplacingChange } from '../../../sync/account-changes';
import { inSyncTransaction } from '../../../sync/local-edits';
import { useDatabase } from '../../../sync/sync-context';

const hasReviewSettings = (args: Record<string, unknown>) => args.reviewSettings !== undefined;

export async function readReviewSettings(db: LearnLogDatabase): Promise<ReviewSettings> {
  return (await getMeta(db, 'cachedUser'))?.reviewSettings ?? DEFAULT_REVIEW_SETTINGS;
}

/**
 * The settings on this device; undefined while the first read is on its way. The same object
 * while their values stay the same: every start rewrites the cached user (the lookup's answer),
 * and a new object each time reset the review sitting under the learner (issue 35).
 */
export function useReviewSettings(): ReviewSettings | undefined {
  const db = useDatabase();
  const read = useLiveQuery(() => readReviewSettings(db), [db]);
  const key = read === undefined ? undefined : JSON.stringify(read);
  return useMemo(() => (key === undefined ? undefined : (JSON.parse(key) as ReviewSettings)), [key]);
}

export async function saveReviewSettings(db: LearnLogDatabase, input: ReviewSettings): Promise<ReviewSettings> {
  const settings = reviewSettingsSchema.parse(input);
  await inSyncTransaction(db, async () => {
    const user = await getMeta(db, 'cachedUser');
    if (user) await setMeta(db, 'cachedUser', { ...user, reviewSettings: settings });
    await queueReplacingChange(db, 'user.update', { reviewSettings: settings }, hasReviewSettings);
  });
  notifyLocalWrite(db, 'user');
  return settings;
}
