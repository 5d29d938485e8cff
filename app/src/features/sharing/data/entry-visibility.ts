/** The learner's entries split by who may read them, live from the device (db/queries/entry-visibility.ts). */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { readEntryVisibility, type EntryVisibility, type VisibilityEntry } from '../../../db/queries/entry-visibility';
import { useDatabase } from '../../../sync/sync-context';
import { toggleEntryPublic } from '../../journal';

export type { EntryVisibility, VisibilityEntry };

/** undefined while the device database is read. */
export function useEntryVisibility(): EntryVisibility | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readEntryVisibility(db), [db]);
}

/** Publishes or hides one entry (queued for the server like every synced change). */
export function useToggleEntryVisibility(): (id: number) => Promise<boolean> {
  const db = useDatabase();
  return useCallback((id: number) => toggleEntryPublic(db, id), [db]);
}
