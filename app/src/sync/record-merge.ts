/**
 * Applying a server row to the device (docs/sync-protocol.md, rule 4, "Applying a pulled row", and rule 3's "write the
 * server's row back"): the record becomes the server row with the fields that still have queued
 * mutations re-applied on top, so a pull never undoes a change that has not been sent yet.
 * Run inside a transaction over `syncTables(db)`.
 */
import type { SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import { asLocalRecord, recordKey, stripLocalFields, type LocalRecord } from '../db/local-records';
import { failureOf, pendingFieldsOf, type Failure, type PendingFields } from './outbox';
import { localFromServerRow, withSearchWords } from './sync-kinds';

function versionOf(record: Record<string, unknown> | undefined): number {
  return typeof record?.version === 'number' ? record.version : -1;
}

/** Marks a record refused ("Not synced: …"), and whether the refusal only waits for the plan. */
function withFailureMarks(record: Record<string, unknown>, failure: Failure | undefined): Record<string, unknown> {
  delete record._syncError;
  delete record._syncWaitsForPlan;
  if (failure) record._syncError = failure.message;
  if (failure?.plan) record._syncWaitsForPlan = true;
  return record;
}

/** The server row with the pending fields of `local` kept (pure). */
export function rebaseOnServerRow(
  table: SyncedTable,
  serverRow: LocalRecord,
  local: LocalRecord | undefined,
  pending: PendingFields | undefined,
  failure?: Failure,
): LocalRecord {
  // A replayed answer can be older than what a pull already brought: never go back in versions.
  const known = local ? (local._server ?? (local._pending ? undefined : local)) : undefined;
  const server = known && versionOf(known) > versionOf(serverRow) ? localFromServerRow(table, stripLocalFields(known)) : serverRow;
  if (!pending || !local) return server;

  const merged: Record<string, unknown> =
    pending === 'all' ? { ...local } : { ...server, ...Object.fromEntries([...pending].filter((f) => f in local).map((f) => [f, (local as Record<string, unknown>)[f]])) };
  merged._pending = true;
  merged._server = stripLocalFields(server);
  return asLocalRecord(withSearchWords(table, withFailureMarks(merged, failure)));
}

/**
 * Writes what the server says about one record. `row` null: the server has no live row (a
 * tombstone, or a delete that succeeded). A record with queued changes is kept: its mutations
 * settle it (rule 6 restores it if they were edits).
 */
export async function applyServerRow(db: LearnLogDatabase, table: SyncedTable, id: number, row: Record<string, unknown> | null): Promise<void> {
  const records = recordTable(db, table);
  const local = await records.get(id);
  const pending = await pendingFieldsOf(db, table, id);
  if (row === null) {
    if (!pending) await records.delete(id);
    return;
  }
  const mutations = await db.outbox.where('recordKey').equals(recordKey(table, id)).toArray();
  await records.put(rebaseOnServerRow(table, localFromServerRow(table, row), local, pending, failureOf(mutations)));
}

/** After a record's mutations changed without a server row (discard, retry): recompute its marks. */
export async function refreshLocalMarks(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<void> {
  const records = recordTable(db, table);
  const local = await records.get(id);
  if (!local) return;
  const pending = await pendingFieldsOf(db, table, id);
  const mutations = await db.outbox.where('recordKey').equals(recordKey(table, id)).toArray();
  const next: Record<string, unknown> = { ...local };
  withFailureMarks(next, failureOf(mutations));
  if (!pending) {
    delete next._pending;
    delete next._server;
    delete next._deleted;
  }
  await records.put(asLocalRecord(next));
}
