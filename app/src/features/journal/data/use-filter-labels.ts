/** Names for the filters that came from elsewhere: the resource's and the goal's titles. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../sync/sync-context';

export interface FilterLabels {
  resource: string | null;
  goal: string | null;
}

export function useFilterLabels(resource: number | null, goal: number | null): FilterLabels | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => ({
      resource: resource === null ? null : ((await db.resources.get(resource))?.title ?? 'A removed resource'),
      goal: goal === null ? null : ((await db.goals.get(goal))?.title ?? 'A removed goal'),
    }),
    [db, resource, goal],
  );
}
