/**
 * Writes of a record's own fields by a feature's rule (publishing an entry, linking a goal): the
 * record as the server last had it is kept in `_server` until the queued mutation settles.
 * Run inside `inSyncTransaction` with the mutation queued in the same transaction (rule 2).
 */
import type { SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import { asLocalRecord, stripLocalFields, type LocalRecord } from '../db/local-records';

/** One Dexie transaction over every table a synced write may touch. */
export function inSyncTransaction<T>(db: LearnLogDatabase, write: () => Promise<T>): Promise<T> {
  return db.transaction('rw', syncTables(db), write);
}

/** The record on this device, unless it is missing or deleted here. */
export async function liveRecord<T extends LocalRecord>(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<T | undefined> {
  const record = await recordTable(db, table).get(id);
  return record && !record._deleted ? (record as T) : undefined;
}

/** Stores the record with `changes`, pending until the server answers; answers it. */
export async function putPending<T extends LocalRecord>(db: LearnLogDatabase, table: SyncedTable, record: T, changes: Partial<T>): Promise<T> {
  const next: T = { ...record, ...changes, _pending: true };
  if (!record._pending) next._server = stripLocalFields(record);
  await recordTable(db, table).put(asLocalRecord(next));
  return next;
}
