/**
 * What every synced kind of the registry shares: rows keyed by
 * (userId, id), a version from the server-wide counter on every write, tombstones, the
 * three-way text check and the wire shape. Each kind's service adds only its own rules.
 * Writes run on the transaction `runIdempotent` hands in. Tables are named by their key in
 * `db.t`, so the same code runs on SQLite and PostgreSQL (db/database.ts).
 */
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, SYNCED_TABLES, conflictingTextFields, makeRecordId, type SyncedTable } from '@learnlog/shared';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import { first, type Queries, type Tables } from '../db/database';
import { prepared } from '../db/prepared';
import { HttpError } from '../lib/http-error';
import { merged } from '../lib/merged';

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The key in `db.t` of each synced kind: its registry name in camelCase (`a_kind` → `aKind`). */
export const SYNCED_TABLE_KEYS = Object.fromEntries(SYNCED_TABLES.map((name) => [name, camel(name)])) as { [K in SyncedTable]: Camel<K> } satisfies Record<SyncedTable, keyof Tables>;

export type SyncedKey = (typeof SYNCED_TABLE_KEYS)[SyncedTable];
export type SyncedTableDef = Tables[SyncedKey];
export type RowOf<K extends SyncedKey> = Tables[K]['$inferSelect'];
export type InsertOf<K extends SyncedKey> = Tables[K]['$inferInsert'];

/** One synced kind: its table, its text fields (docs/sync-protocol.md, rule 5) and its wire shape. */
export interface SyncedKind<K extends SyncedKey, Wire> {
  table: K;
  textFields: readonly string[];
  toWire: (row: RowOf<K>) => Wire;
  /** Columns cleared on delete, so a tombstone does not keep heavy or public data. */
  tombstoneClears?: Partial<InsertOf<K>>;
}

/** `base` as the shared update schemas parse it. */
export type TextBase = Record<string, string | null | undefined> | undefined;

// Drizzle cannot infer through a generic table parameter, so the queries run on the union of
// the synced tables and the result is narrowed back to the caller's table: every table has the
// sync columns used in these conditions.
const tableOf = (db: Queries, key: SyncedKey): SyncedTableDef => db.t[key];
const ownRow = (table: SyncedTableDef, userId: number, id: number) => and(eq(table.userId, userId), eq(table.id, id));

/** The user's row with this id, tombstone or not. */
export async function findRow<K extends SyncedKey>(db: Queries, key: K, userId: number, id: number): Promise<RowOf<K> | undefined> {
  const t = tableOf(db, key);
  const statement = prepared(db, `find:${key}`, () =>
    db.q
      .select()
      .from(t)
      .where(and(eq(t.userId, sql.placeholder('userId')), eq(t.id, sql.placeholder('id')))),
  );
  return first(await statement.execute({ userId, id })) as RowOf<K> | undefined;
}

/** The user's live row, or 404 exactly as for an id that never existed or is another user's. */
export async function findLiveRow<K extends SyncedKey>(db: Queries, key: K, userId: number, id: number): Promise<RowOf<K>> {
  const row = await findRow(db, key, userId, id);
  if (!row || row.deletedAt !== null) throw new HttpError(404, MESSAGES.notFound);
  return row;
}

/** The user's live rows, newest `createdAt` first (index: userId, createdAt). */
export async function listLiveRows<K extends SyncedKey>(db: Queries, key: K, userId: number): Promise<RowOf<K>[]> {
  const t = tableOf(db, key);
  return (await db.q
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), isNull(t.deletedAt)))
    .orderBy(desc(t.createdAt), desc(t.id))) as RowOf<K>[];
}

/**
 * Inserts a complete row (every column given, so one prepared statement fits all) and answers it.
 * Every column is given, so the stored row is `values`: reading it back (RETURNING) and mapping
 * its ~20 columns again cost a create about 4% of its server time.
 */
export async function insertRow<K extends SyncedKey>(tx: Queries, key: K, values: Required<InsertOf<K>>): Promise<RowOf<K>> {
  const t = tableOf(tx, key);
  const statement = prepared(tx, `insert:${key}`, () => {
    const placeholders = Object.fromEntries(Object.keys(getTableColumns(t)).map((column) => [column, sql.placeholder(column)]));
    return tx.q.insert(t).values(placeholders as SQLiteInsertValue<SyncedTableDef>);
  });
  await statement.execute(values);
  return values as unknown as RowOf<K>;
}

/** Writes `patch` to the row with a new version and `updatedAt`; returns the stored row. */
export async function writeRow<K extends SyncedKey>(
  tx: Queries,
  key: K,
  userId: number,
  id: number,
  patch: Partial<InsertOf<K>>,
  now: Date,
): Promise<RowOf<K>> {
  const t = tableOf(tx, key);
  const values = merged(patch, { version: await tx.nextVersion(userId), updatedAt: now.toISOString() });
  const rows = (await tx.q.update(t).set(values).where(ownRow(t, userId, id)).returning()) as RowOf<K>[];
  return rows[0] as RowOf<K>;
}

/** The learner's own `createdAt`, never later than the server's now (rule 2). */
export function clampCreatedAt(sent: string | undefined, now: Date): string {
  if (sent === undefined) return now.toISOString();
  const time = Math.min(new Date(sent).getTime(), now.getTime());
  return new Date(time).toISOString();
}

/**
 * The columns every new synced row starts with: the device's id (409 `id_taken` when any row of
 * this user, live or tombstone, has it) or a fresh one, the clamped `createdAt`, a new version.
 */
export async function newRowBase(
  tx: Queries,
  key: SyncedKey,
  userId: number,
  input: { id?: number | undefined; createdAt?: string | undefined },
  now: Date,
) {
  let id = input.id;
  if (id !== undefined) {
    if (await findRow(tx, key, userId, id)) throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
  } else {
    do id = makeRecordId(now.getTime());
    while (await findRow(tx, key, userId, id));
  }
  return {
    userId,
    id,
    version: await tx.nextVersion(userId),
    createdAt: clampCreatedAt(input.createdAt, now),
    updatedAt: now.toISOString(),
    deletedAt: null,
  };
}

/** Drops keys whose value is undefined: a PUT touches only the fields it sends. */
function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Applies a PUT (rule 5): 404 unless live; 409 `conflict` with the current row when a text field
 * moved on since `base` and the new value differs too (then nothing at all is applied); else the
 * patch the kind's shared mutator makes of the sent fields, last writer wins field by field.
 */
export async function updateRecord<K extends SyncedKey, Wire extends Record<string, unknown>, Changes extends object>(
  tx: Queries,
  kind: SyncedKind<K, Wire>,
  userId: number,
  id: number,
  input: { base?: TextBase } & Changes,
  now: Date,
  patchOf: (current: RowOf<K>, changes: Changes) => Partial<InsertOf<K>>,
): Promise<Wire> {
  const current = await findLiveRow(tx, kind.table, userId, id);
  const { base, ...rest } = input;
  const changes = sentFields(rest) as Changes;
  const conflicts = conflictingTextFields(kind.textFields, changes as Record<string, unknown>, base, current);
  if (conflicts.length > 0) {
    throw new HttpError(409, MESSAGES.conflict, { code: ERROR_CODES.conflict, current: kind.toWire(current) });
  }
  return kind.toWire(await writeRow(tx, kind.table, userId, id, patchOf(current, changes), now));
}

/**
 * Deletes by tombstone (rule 4): `deletedAt` and a new version, so other devices learn of it.
 * Already deleted: nothing changes and the call still succeeds (rule 6). Never existed or
 * another user's: 404. Returns the deleted row, or null when it was already a tombstone.
 */
export async function tombstoneRecord<K extends SyncedKey, Wire>(
  tx: Queries,
  kind: SyncedKind<K, Wire>,
  userId: number,
  id: number,
  now: Date,
): Promise<RowOf<K> | null> {
  const row = await findRow(tx, kind.table, userId, id);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  if (row.deletedAt !== null) return null;
  const patch = { ...kind.tombstoneClears, deletedAt: now.toISOString() } as Partial<InsertOf<K>>;
  await writeRow(tx, kind.table, userId, id, patch, now);
  return row;
}

/** Row → wire shape: everything but the owner and the tombstone mark. */
export function stripServerColumns<R extends { userId: number; deletedAt: string | null }>(row: R): Omit<R, 'userId' | 'deletedAt'> {
  const { userId: _userId, deletedAt: _deletedAt, ...wire } = row;
  return wire;
}
