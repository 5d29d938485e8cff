/**
 * One Dexie transaction over every table a synced write may touch (`syncTables`), for a screen's
 * read-then-write: the `...In` writes of record-writes.ts run inside it, and commit or fail together.
 */
import { syncTables, type LearnLogDatabase } from '../db/database';

export function inRecordTransaction<T>(db: LearnLogDatabase, work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', syncTables(db), work);
}
