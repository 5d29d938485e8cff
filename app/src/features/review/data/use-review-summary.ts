/** The dashboard's review figures, live: cards /review shows today and the review streak. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { dueTodayCount, onThisDayEntries, reviewStreakOnDevice } from './review-queries';
import { readReviewSettings } from './review-settings';

export function useReviewSummary(): { due: number; streak: number } | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const settings = await readReviewSettings(db);
    const [due, streak] = await Promise.all([dueTodayCount(db, settings), reviewStreakOnDevice(db)]);
    return { due, streak };
  }, [db]);
}

export function useOnThisDay(): LocalEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => onThisDayEntries(db), [db]);
}
