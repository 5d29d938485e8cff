/** What the entry editor can link to: the learner's resources and active goals on this device. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalGoal, LocalResource } from '../../../db/local-records';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

// Stable while the device is read, so what receives them (the editor's memoised panel) stays put.
const NO_RESOURCES: LocalResource[] = [];
const NO_GOALS: LocalGoal[] = [];

export function useLinkableResources(): LocalResource[] {
  const db = useDatabase();
  return useLiveQuery(async () => (await listRecords(db, 'resources')) as LocalResource[], [db]) ?? NO_RESOURCES;
}

/** Only active goals are offered for linking (core spec 4). */
export function useActiveGoals(): LocalGoal[] {
  const db = useDatabase();
  return useLiveQuery(async () => ((await listRecords(db, 'learning_goals')) as LocalGoal[]).filter((goal) => goal.status === 'active'), [db]) ?? NO_GOALS;
}
