import type { LearnLogDatabase } from '../../../db/database';
import { visibleEntry } from '../../../db/queries/records-by-id';
import { RecordNotFoundError, updateRecord } from '../../../sync/record-writes';

/** Flips the heart; returns whether the entry is now a favourite. */
export async function toggleFavorite(db: LearnLogDatabase, id: number): Promise<boolean> {
  const entry = await visibleEntry(db, id);
  if (!entry) throw new RecordNotFoundError('journal_entries', id);
  const isFavorite = !entry.isFavorite;
  await updateRecord(db, 'journal_entries', id, { isFavorite });
  return isFavorite;
}
