/** Names for the filters that came from elsewhere: the resource's and the goal's titles. */
import { useLiveQuery } from 'dexie-react-hooks';
import { goalById, resourceById } from '../../../db/queries/records-by-id';
import { useDatabase } from '../../../sync/sync-context';

export interface FilterLabels {
  resource: string | null;
  goal: string | null;
}

export function useFilterLabels(resource: number | null, goal: number | null): FilterLabels | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => ({
      resource: resource === null ? null : ((await resourceById(db, resource))?.title ?? 'A removed resource'),
      goal: goal === null ? null : ((await goalById(db, goal))?.title ?? 'A removed goal'),
    }),
    [db, resource, goal],
  );
}
