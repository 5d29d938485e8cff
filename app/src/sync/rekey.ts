/**
 * Giving a record a new id (409 id_taken, rule 1; and a restored record, rule 6): the record
 * moves to the new id, and every reference follows it: link lists in other records, and the
 * outbox's args. Runs inside a transaction over `syncTables(db)`.
 */
import { SYNCED_KINDS, SYNCED_TABLES, makeRecordId, type IdField, type SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import { asLocalRecord, recordKey } from '../db/local-records';
import { mutationDef, type OutboxMutation } from '../db/outbox-mutation';
import { withKeys } from './outbox';

/** A list of ids, or one id (a review's `entryId`). */
function replaceId(list: unknown, oldId: number, newId: number): unknown {
  if (list === oldId) return newId;
  return Array.isArray(list) ? list.map((value) => (value === oldId ? newId : value)) : list;
}

function includesId(list: unknown, id: number): boolean {
  return list === id || (Array.isArray(list) && list.includes(id));
}

/** The fields of each kind that list ids of `target` records. */
function referencingFields(target: SyncedTable): Array<{ table: SyncedTable; field: string }> {
  return SYNCED_TABLES.flatMap((table) =>
    (Object.entries(SYNCED_KINDS[table].idFields) as [string, IdField][])
      .filter(([, points]) => points.kind === target)
      .map(([field]) => ({ table, field })),
  );
}

async function freshId(db: LearnLogDatabase, table: SyncedTable, oldId: number): Promise<number> {
  for (;;) {
    const id = makeRecordId(db.now().getTime());
    if (id !== oldId && !(await recordTable(db, table).get(id))) return id;
  }
}

/** The mutation with every id of the moved record in its args replaced, or null when it names none. */
function rewriteMutation(mutation: OutboxMutation, table: SyncedTable, oldId: number, newId: number, fields: ReadonlyArray<{ table: SyncedTable; field: string }>): OutboxMutation | null {
  const def = mutationDef(mutation);
  if (!def) return null;
  const args = { ...mutation.args };
  let changed = false;
  const replace = (arg: string) => {
    if (!includesId(args[arg], oldId)) return;
    args[arg] = replaceId(args[arg], oldId, newId);
    changed = true;
  };
  if (mutation.recordKey === recordKey(table, oldId)) replace(def.recordArg);
  for (const { table: owner, field } of fields) if (def.kind === owner) replace(field);
  if (def.alsoWrites?.kind === table) replace(def.alsoWrites.arg);
  return changed ? withKeys({ ...mutation, args }) : null;
}

/** Moves record `oldId` of `table` to a new id; answers the new id. */
export async function rekeyRecord(db: LearnLogDatabase, table: SyncedTable, oldId: number): Promise<number> {
  const newId = await freshId(db, table, oldId);
  const records = recordTable(db, table);
  const local = await records.get(oldId);
  if (local) {
    await records.delete(oldId);
    await records.add(asLocalRecord({ ...local, id: newId }));
  }

  const fields = referencingFields(table);
  for (const { table: owner, field } of fields) {
    await recordTable(db, owner)
      .filter((record) => includesId((record as Record<string, unknown>)[field], oldId))
      .modify((record) => {
        const row = record as Record<string, unknown>;
        row[field] = replaceId(row[field], oldId, newId);
      });
  }

  const rewritten = (await db.outbox.toArray()).map((m) => rewriteMutation(m, table, oldId, newId, fields)).filter((m): m is OutboxMutation => m !== null);
  await db.outbox.bulkPut(rewritten);
  return newId;
}
