/** The learner's entries split by who may read them (the sharing screen), newest first. */
import type { LearnLogDatabase } from '../database';
import type { LocalEntry } from '../local-records';

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
