/**
 * The three writes every synced kind has. Each validates with the shared schema, changes the
 * local record AND appends its outbox mutation in ONE Dexie transaction (docs/sync-protocol.md, rule 2), so the screen
 * shows the change at once and it can never be lost between the two.
 */
import { SYNCED_KINDS, definedFields, makeRecordId, type SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import { asLocalRecord, recordKey, stripLocalFields, type LocalRecord } from '../db/local-records';
import { mutationEffect } from '../db/outbox-mutation';
import { notifyLocalWrite } from './local-write';
import { foldedCreate, mayHaveReachedServer, mutationsOf, queueMutation } from './outbox';
import { editedLocalRecord, newLocalRecord, updateSchemaOf } from './sync-kinds';

export class RecordNotFoundError extends Error {
  constructor(table: SyncedTable, id: number) {
    super(`No ${SYNCED_KINDS[table].noun} ${id} on this device`);
    this.name = 'RecordNotFoundError';
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a ?? null) === null && (b ?? null) === null) return true;
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Creates a record on the device and queues its POST (the body carries the device-made id). The
 * `...In` writes run inside the caller's transaction over `syncTables(db)`, so several writes can
 * be one (saving an entry with its new resource and goal links); they never notify on their own.
 */
export async function createRecordIn(db: LearnLogDatabase, table: SyncedTable, input: unknown, drawn?: DrawnRecord): Promise<LocalRecord> {
  const records = recordTable(db, table);
  const first = drawn ?? drawRecord(db, table, input);
  let { made, body } = first;
  // Two records made in the same millisecond can draw the same id: draw again (the server
  // re-keys a clash with another device's id itself, with 409 id_taken).
  while (!first.idGiven && (await records.get(made.id))) ({ made, body } = drawRecord(db, table, input));
  await records.add(made);
  await queueMutation(db, `${table}.create`, body);
  return made;
}

export interface DrawnRecord {
  made: LocalRecord;
  body: Record<string, unknown>;
  /** The input named the id (an import): it is kept whatever is stored. */
  idGiven: boolean;
}

/**
 * The record a create will store, before any of it is stored (validated by the shared schema,
 * which throws): a screen can show it in the same frame as the learner's click.
 */
export function drawRecord(db: LearnLogDatabase, table: SyncedTable, input: unknown): DrawnRecord {
  const parsed = SYNCED_KINDS[table].createSchema.parse(input);
  const now = db.now();
  const idGiven = typeof parsed.id === 'number';
  const id = typeof parsed.id === 'number' ? parsed.id : makeRecordId(now.getTime());
  const body = definedFields({ ...parsed, id, createdAt: typeof parsed.createdAt === 'string' ? parsed.createdAt : now.toISOString() });
  return { made: newLocalRecord(table, body, now), body, idGiven };
}

export async function createRecord(db: LearnLogDatabase, table: SyncedTable, input: unknown): Promise<LocalRecord> {
  const record = await db.transaction('rw', syncTables(db), () => createRecordIn(db, table, input));
  notifyLocalWrite(db, table);
  return record;
}

/**
 * Applies the learner's changes and queues a PUT of only the fields that changed, with `base`:
 * the values the changed text fields had when the learner started editing (`startedFrom`, the
 * record as the form first showed it; the current record when omitted). While the record's
 * create is still the only queued mutation, the change is folded into that create instead.
 */
export async function updateRecordIn(
  db: LearnLogDatabase,
  table: SyncedTable,
  id: number,
  input: unknown,
  startedFrom?: Readonly<Record<string, unknown>>,
): Promise<{ record: LocalRecord; changed: boolean }> {
  const kind = SYNCED_KINDS[table];
  const { base: givenBase, ...parsed } = updateSchemaOf(table).parse(input);
  const records = recordTable(db, table);
  const local = await records.get(id);
  if (!local || local._deleted) throw new RecordNotFoundError(table, id);
  const current = local as Record<string, unknown>;
  const reference = startedFrom ?? current;
  const changes = definedFields(Object.fromEntries(Object.entries(parsed).filter(([field, value]) => !sameValue(value, reference[field]))));
  if (Object.keys(changes).length === 0) return { record: local, changed: false };

  const base: Record<string, string | null> = {};
  for (const field of kind.textFields) {
    if (!(field in changes)) continue;
    const given = (givenBase as Record<string, string | null | undefined> | undefined)?.[field];
    const value = given !== undefined ? given : reference[field];
    base[field] = typeof value === 'string' ? value : null;
  }

  const next = editedLocalRecord(table, current, changes, db.now());
  if (!local._pending) next._server = stripLocalFields(current);
  next._pending = true;
  await records.put(asLocalRecord(next));

  const folded = foldedCreate(table, await mutationsOf(db, table, id), changes);
  if (folded) await db.outbox.update(folded.seq, { args: folded.args });
  else await queueMutation(db, `${table}.update`, { id, ...changes }, { base });
  return { record: asLocalRecord(next), changed: true };
}

export async function updateRecord(
  db: LearnLogDatabase,
  table: SyncedTable,
  id: number,
  input: unknown,
  startedFrom?: Readonly<Record<string, unknown>>,
): Promise<LocalRecord> {
  const result = await db.transaction('rw', syncTables(db), () => updateRecordIn(db, table, id, input, startedFrom));
  if (result.changed) notifyLocalWrite(db, table);
  return result.record;
}

/**
 * Hides the record and queues its DELETE. A record whose create has not been sent yet simply
 * disappears with all its mutations: created and deleted offline, neither is sent (rule 2).
 * Queued edits of a deleted record are dropped: they would only be sent to be thrown away.
 */
export async function deleteRecord(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<void> {
  const records = recordTable(db, table);
  const changed = await db.transaction('rw', syncTables(db), async () => {
    const local = await records.get(id);
    if (!local || local._deleted) return false;
    const mutations = await mutationsOf(db, table, id);
    const unsent = mutations.filter((m) => m.state !== 'sending' && m.seq !== undefined).map((m) => m.seq as number);
    await db.outbox.bulkDelete(unsent);

    const create = mutations.find((m) => mutationEffect(m) === 'create');
    // A create the server may already have needs its DELETE sent; one it never saw just vanishes,
    // with the unsent changes of other records that would write it too (an entry's link to it).
    if (create && !mayHaveReachedServer(create)) {
      await db.outbox.where('pendingKeys').equals(recordKey(table, id)).filter((m) => m.state !== 'sending').delete();
      await records.delete(id);
      return true;
    }
    const current = local as Record<string, unknown>;
    const next: Record<string, unknown> = { ...current, _deleted: true, _pending: true };
    if (!local._pending) next._server = stripLocalFields(current);
    delete next._syncError;
    delete next._syncWaitsForPlan;
    await records.put(asLocalRecord(next));
    await queueMutation(db, `${table}.delete`, { id });
    return true;
  });
  if (changed) notifyLocalWrite(db, table);
}
