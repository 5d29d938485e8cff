/** The dashboard's newest entries, read by the createdAt index so only `limit` rows are loaded. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntry } from '../../../db/local-records';
import { newestRecords } from '../../../db/queries/recent-records';
import { useDatabase } from '../../../sync/sync-context';

export function useRecentEntries(limit: number): LocalEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => newestRecords(db, 'entries', limit), [db, limit]);
}
