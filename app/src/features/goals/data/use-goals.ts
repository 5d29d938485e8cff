/** Live reads of the learner's goals on this device. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalGoal } from '../../../db/local-records';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

/** Every visible goal, newest first; undefined while the first read is on its way. */
export function useGoals(): LocalGoal[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listRecords(db, 'learning_goals') as Promise<LocalGoal[]>, [db]);
}
