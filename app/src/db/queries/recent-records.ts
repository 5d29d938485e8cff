/** The newest records by the `createdAt` index, reading only as far as the screen shows (dashboard, onboarding, This Week). */
import type { Table } from 'dexie';
import type { LearnLogDatabase } from '../database';
import type { LocalEntry, LocalGoal, LocalResource } from '../local-records';

interface DatedTables {
  entries: LocalEntry;
  resources: LocalResource;
  goals: LocalGoal;
}

const visible = (row: { _deleted?: boolean }) => !row._deleted;

// The three tables share the `createdAt` index; TypeScript cannot call a method on their union.
const datedTable = <K extends keyof DatedTables>(db: LearnLogDatabase, table: K) => db[table] as unknown as Table<DatedTables[K], number>;

/** The newest `limit` visible records of a table. */
export function newestRecords<K extends keyof DatedTables>(db: LearnLogDatabase, table: K, limit: number): Promise<Array<DatedTables[K]>> {
  return datedTable(db, table).orderBy('createdAt').reverse().filter(visible).limit(limit).toArray();
}

/** The visible records of a table created at or after `since` (an ISO time). */
export function createdSince<K extends keyof DatedTables>(db: LearnLogDatabase, table: K, since: string): Promise<Array<DatedTables[K]>> {
  return datedTable(db, table).where('createdAt').aboveOrEqual(since).filter(visible).toArray();
}
