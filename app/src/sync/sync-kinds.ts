/**
 * What the device derives from each synced kind's registry entry (shared/src/registry): the
 * record a write shows before the server answers, and a server row as the device stores it.
 */
import { SYNCED_KINDS, SYNCED_TABLES, type SyncedTable } from '@learnlog/shared';
import { z } from 'zod';
import { asLocalRecord, type LocalRecord } from '../db/local-records';
import { rowReader, type RowReader } from './row-reader';

/** The payload fields of a create (without `id` and `createdAt`): what a conflict copy carries over. */
export function payloadFieldsOf(table: SyncedTable): string[] {
  return Object.keys(SYNCED_KINDS[table].createSchema.shape).filter((field) => field !== 'id' && field !== 'createdAt');
}

// An append-only kind (no updateSchema) accepts no change at all.
const NO_CHANGES = z.object({}).strict();

/** The schema an edit of the kind is checked with. */
export function updateSchemaOf(table: SyncedTable): z.ZodType<Record<string, unknown>> {
  const kind: { updateSchema?: z.ZodObject } = SYNCED_KINDS[table];
  return kind.updateSchema ?? NO_CHANGES;
}

/**
 * The record a queued create shows before the server answers: the shared create mutator's fields
 * (the server stores the same), the device-made id and the learner's `createdAt`.
 */
export function newLocalRecord(table: SyncedTable, body: Record<string, unknown>, now: Date): LocalRecord {
  const fields = SYNCED_KINDS[table].mutators.create(body, { now });
  const sync = { id: body.id, createdAt: body.createdAt, updatedAt: now.toISOString(), version: 0 };
  return asLocalRecord({ ...fields, ...sync, _pending: true });
}

/** The record after the learner's edit: the shared update mutator's patch over the current record. */
export function editedLocalRecord(table: SyncedTable, current: Record<string, unknown>, changes: Record<string, unknown>, now: Date): Record<string, unknown> {
  return { ...current, ...SYNCED_KINDS[table].mutators.update(current, changes, { now }) };
}

const ROW_READERS = Object.fromEntries(SYNCED_TABLES.map((table) => [table, rowReader(SYNCED_KINDS[table].rowSchema)])) as Record<SyncedTable, RowReader>;

/** A server row as the device stores it, read fast (a pull's pages); undefined for a row its kind's schema refuses. */
export function readServerRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord | undefined {
  const read = ROW_READERS[table](row);
  return read && asLocalRecord(read);
}

/** A server row as the device stores it (one at a time: throws zod's error for a refused row). */
export function localFromServerRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord {
  return asLocalRecord(SYNCED_KINDS[table].rowSchema.parse(row));
}
