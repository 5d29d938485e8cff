/** Reads of the synced tables for the screens: records hidden by a queued delete never show. */
import type { SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import type { LocalRecord } from '../db/local-records';
import { mutationEffect } from '../db/outbox-mutation';

/** Every visible record of a kind, newest `createdAt` first. */
export function listRecords(db: LearnLogDatabase, table: SyncedTable): Promise<LocalRecord[]> {
  return recordTable(db, table)
    .orderBy('createdAt')
    .reverse()
    .filter((record) => !record._deleted)
    .toArray();
}

/** How many visible records a kind has (queued deletes are exactly the hidden ones). */
export async function countRecords(db: LearnLogDatabase, table: SyncedTable): Promise<number> {
  const all = await recordTable(db, table).count();
  const hidden = await db.outbox
    .where('recordKey')
    .startsWith(`${table}:`)
    .filter((m) => mutationEffect(m) === 'delete')
    .count();
  return all - hidden;
}
