/**
 * Nothing the learner wrote is lost (docs/decisions.md; docs/sync-protocol.md, rules 5 and 6):
 * - a text conflict keeps the server's version in the record and saves the learner's version as
 *   a new record titled "{title} (conflict copy {date})";
 * - an edit of a record another device deleted recreates the learner's version as a new record.
 * Both new records are queued creates and sync like any other. Run inside `syncTables(db)`.
 */
import { SYNCED_KINDS, conflictCopyTitle, makeRecordId, type SyncedTable } from '@learnlog/shared';
import { format } from 'date-fns';
import { recordTable, type LearnLogDatabase } from '../db/database';
import type { LocalRecord } from '../db/local-records';
import { mutationsOf, queueMutation } from './outbox';
import { rekeyRecord } from './rekey';
import { newLocalRecord, payloadFieldsOf } from './sync-kinds';

/** The learner's version of a record, as a create payload. */
function learnerPayload(table: SyncedTable, local: LocalRecord): Record<string, unknown> {
  const row = local as Record<string, unknown>;
  return Object.fromEntries(payloadFieldsOf(table).filter((f) => row[f] !== undefined).map((f) => [f, row[f]]));
}

async function insertCreate(db: LearnLogDatabase, table: SyncedTable, body: Record<string, unknown>): Promise<LocalRecord> {
  const record = newLocalRecord(table, body, db.now());
  await recordTable(db, table).put(record);
  await queueMutation(db, `${table}.create`, body);
  return record;
}

/** Saves the learner's version of `local` as a new, private record; answers it. */
export async function saveConflictCopy(db: LearnLogDatabase, table: SyncedTable, local: LocalRecord): Promise<LocalRecord> {
  const now = db.now();
  let id = makeRecordId(now.getTime());
  while (await recordTable(db, table).get(id)) id += 1;
  const payload = learnerPayload(table, local);
  const body = SYNCED_KINDS[table].createSchema.parse({
    ...payload,
    // The learner's own calendar day, as the device shows dates.
    title: conflictCopyTitle(String((local as Record<string, unknown>).title), format(now, 'yyyy-MM-dd')),
    // One public version of an entry is enough; the learner can publish the copy.
    ...('isPublic' in payload ? { isPublic: false } : {}),
    id,
    createdAt: now.toISOString(),
  });
  return insertCreate(db, table, body);
}

/**
 * Recreates `local` (deleted on the server) as a new record: a new id, because the server keeps
 * the old one as a tombstone, with every reference to the old id rewritten.
 */
export async function restoreDeletedRecord(db: LearnLogDatabase, table: SyncedTable, local: LocalRecord): Promise<LocalRecord> {
  const seqs = (await mutationsOf(db, table, local.id)).filter((m) => m.state !== 'sending').map((m) => m.seq as number);
  await db.outbox.bulkDelete(seqs);
  const newId = await rekeyRecord(db, table, local.id);
  // A restored entry is a new record: its old share address stays with the tombstone.
  const body = SYNCED_KINDS[table].createSchema.parse({ ...learnerPayload(table, local), id: newId, createdAt: local.createdAt });
  return insertCreate(db, table, body);
}
