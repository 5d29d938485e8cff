/** Live reads of the learner's resources on this device (queued deletes never show). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalResource } from '../../../db/local-records';
import { inProgressResources } from '../../../db/queries/resources-by-status';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

/** Every resource, newest first; undefined while the first read is on its way. */
export function useResources(): LocalResource[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listRecords(db, 'resources') as Promise<LocalResource[]>, [db]);
}

/** The newest `limit` resources in progress, by the status index (the dashboard's short list). */
export function useInProgressResources(limit: number): LocalResource[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => inProgressResources(db, limit), [db, limit]);
}
