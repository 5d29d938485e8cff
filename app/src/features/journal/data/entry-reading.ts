/** The reading view's entry, live from the device (db/queries/entry-reading.ts reads it). */
import { useLiveQuery } from 'dexie-react-hooks';
import { readEntry, type EntryLink, type EntryReading } from '../../../db/queries/entry-reading';
import { useDatabase } from '../../../sync/sync-context';

export type { EntryLink };

/** undefined while reading, null when there is no such entry. */
export function useEntryReading(id: number | null): EntryReading | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => (id === null ? null : readEntry(db, id)), [db, id]);
}
