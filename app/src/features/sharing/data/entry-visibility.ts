/** The learner's entries split by who may read them, from the device database. */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { toggleEntryPublic } from '../../journal';

export type VisibilityEntry = Pick<LocalEntry, 'id' | 'title' | 'tags' | 'isPublic' | 'shareId' | 'createdAt' | '_pending' | '_syncError' | '_syncWaitsForPlan'>;

export interface EntryVisibility {
  publicEntries: VisibilityEntry[];
  privateEntries: VisibilityEntry[];
}

export async function readEntryVisibility(db: LearnLogDatabase): Promise<EntryVisibility> {
  const visibility: EntryVisibility = { publicEntries: [], privateEntries: [] };
  await db.entries
    .orderBy('createdAt')
    .reverse()
    .each((entry) => {
      if (entry._deleted) return;
      // Only what the lists show, so a long journal's text is not kept in memory here.
      const { id, title, tags, isPublic, shareId, createdAt, _pending, _syncError, _syncWaitsForPlan } = entry;
      (isPublic ? visibility.publicEntries : visibility.privateEntries).push({ id, title, tags, isPublic, shareId, createdAt, _pending, _syncError, _syncWaitsForPlan });
    });
  return visibility;
}

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
