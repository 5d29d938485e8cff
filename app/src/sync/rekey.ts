/**
 * Giving a record a new id (409 id_taken, rule 1; and a restored record, rule 6): the record
 * moves to the new id, and every reference follows it: link lists in other records, and the
 * outbox's paths and bodies. Runs inside a transaction over `syncTables(db)`.
 */
import { SYNCED_KINDS, SYNCED_TABLES, makeRecordId, type IdField, type SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import { asLocalRecord, recordKey } from '../db/local-records';
import type { OutboxMutation } from '../db/outbox-mutation';

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

function rewriteMutation(mutation: OutboxMutation, table: SyncedTable, oldId: number, newId: number, fields: ReadonlyArray<{ table: SyncedTable; field: string }>): OutboxMutation | null {
  let changed = false;
  const next: OutboxMutation = { ...mutation, ...(mutation.body ? { body: { ...mutation.body } } : {}) };
  if (mutation.recordKey === recordKey(table, oldId)) {
    const prefix = `${SYNCED_KINDS[table].path}/${oldId}`;
    next.recordId = newId;
    next.recordKey = recordKey(table, newId);
    if (next.path.startsWith(prefix)) next.path = `${SYNCED_KINDS[table].path}/${newId}${next.path.slice(prefix.length)}`;
    if (next.body && next.body.id === oldId) next.body.id = newId;
    changed = true;
  }
  if (next.body) {
    for (const { table: owner, field } of fields) {
      if (mutation.table === owner && includesId(next.body[field], oldId)) {
        next.body[field] = replaceId(next.body[field], oldId, newId);
        changed = true;
      }
    }
    if (table === 'learning_goals' && mutation.kind === 'link-goal' && next.body.goalId === oldId) {
      next.body.goalId = newId;
      changed = true;
    }
  }
  return changed ? next : null;
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
