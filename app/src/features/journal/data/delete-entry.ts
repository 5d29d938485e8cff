import type { LearnLogDatabase } from '../../../db/database';
import { deleteRecord } from '../../../sync/record-writes';

export function deleteEntry(db: LearnLogDatabase, id: number): Promise<void> {
  return deleteRecord(db, 'journal_entries', id);
}
