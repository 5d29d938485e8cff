/**
 * What follows a finished sitting, live (it reads, it never resets the sitting): today's queue as
 * it stands after the ratings (more due, the limit reached, the next due day) and the streak.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReviewSettings } from '@learnlog/shared';
import { useDatabase } from '../../../sync/sync-context';
import { loadReviewQueue, reviewStreakOnDevice, type ReviewQueue } from './review-queries';

export function useSittingOutcome(finished: boolean, settings: ReviewSettings | undefined): { today: ReviewQueue; streak: number } | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!finished || !settings) return undefined;
    const [today, streak] = await Promise.all([loadReviewQueue(db, settings), reviewStreakOnDevice(db)]);
    return { today, streak };
  }, [db, finished, settings]);
}
