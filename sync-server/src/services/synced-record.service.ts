/**
 * What the four synced kinds (entries, resources, goals, learn plans) share: rows keyed by
 * (userId, id), a version from the server-wide counter on every write, tombstones, the
 * three-way text check and the wire shape. Each kind's service adds only its own rules.
 * Writes run on the database `runIdempotent` hands in, inside its transaction.
 */
import { and, desc, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, conflictingTextFields, makeRecordId, type SyncedTable } from '@learnlog/shared';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import { nextVersion, type DbExecutor } from '../db/client';
import { journalEntries, learnPlans, learningGoals, resources, reviewLogs } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { prepared } from '../db/prepared';

export type SyncedTableDef = typeof journalEntries | typeof resources | typeof learningGoals | typeof learnPlans | typeof reviewLogs;
export type RowOf<T extends SyncedTableDef> = T['$inferSelect'];
export type InsertOf<T extends SyncedTableDef> = T['$inferInsert'];

/** The drizzle table of each synced table name (as /api/sync/changes names them). */
export const SYNCED_TABLE_DEFS = {
  journal_entries: journalEntries,
  resources,
  learning_goals: learningGoals,
  learn_plans: learnPlans,
  review_logs: reviewLogs,
} as const satisfies Record<SyncedTable, SyncedTableDef>;

/** One synced kind: its table, its text fields (docs/sync-protocol.md, rule 5) and its wire shape. */
export interface SyncedKind<T extends SyncedTableDef, Wire> {
  table: T;
  textFields: readonly string[];
  toWire: (row: RowOf<T>) => Wire;
  /** Columns cleared on delete, so a tombstone does not keep heavy or public data. */
  tombstoneClears?: Partial<InsertOf<T>>;
}

/** `base` as the shared update schemas parse it. */
export type TextBase = Record<string, string | null | undefined> | undefined;

// Drizzle cannot infer through a generic table parameter, so the queries run on the union of
// the four tables and the result is narrowed back to the caller's table: every table has the
// sync columns used in these conditions.
const widen = (table: SyncedTableDef) => table;
const ownRow = (table: SyncedTableDef, userId: number, id: number) => and(eq(table.userId, userId), eq(table.id, id));

/** The user's row with this id, tombstone or not. */
export function findRow<T extends SyncedTableDef>(tx: DbExecutor, table: T, userId: number, id: number): RowOf<T> | undefined {
  const t = widen(table);
  const statement = prepared(tx, `find:${getTableName(t)}`, () =>
    tx
      .select()
      .from(t)
      .where(and(eq(t.userId, sql.placeholder('userId')), eq(t.id, sql.placeholder('id'))))
      .prepare(),
  );
  return statement.get({ userId, id }) as RowOf<T> | undefined;
}

/** The user's live row, or 404 exactly as for an id that never existed or is another user's. */
export function findLiveRow<T extends SyncedTableDef>(tx: DbExecutor, table: T, userId: number, id: number): RowOf<T> {
  const row = findRow(tx, table, userId, id);
  if (!row || row.deletedAt !== null) throw new HttpError(404, MESSAGES.notFound);
  return row;
}

/** The user's live rows, newest `createdAt` first (index: userId, createdAt). */
export function listLiveRows<T extends SyncedTableDef>(tx: DbExecutor, table: T, userId: number): RowOf<T>[] {
  const t = widen(table);
  return tx
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), isNull(t.deletedAt)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .all() as RowOf<T>[];
}

/** Inserts a complete row (every column given, so one prepared statement fits all). */
export function insertRow<T extends SyncedTableDef>(tx: DbExecutor, table: T, values: Required<InsertOf<T>>): RowOf<T> {
  const t = widen(table);
  const statement = prepared(tx, `insert:${getTableName(t)}`, () => {
    const placeholders = Object.fromEntries(Object.keys(getTableColumns(t)).map((key) => [key, sql.placeholder(key)]));
    return tx
      .insert(t)
      .values(placeholders as SQLiteInsertValue<SyncedTableDef>)
      .returning()
      .prepare();
  });
  return statement.get(values) as RowOf<T>;
}

/** Writes `patch` to the row with a new version and `updatedAt`; returns the stored row. */
export function writeRow<T extends SyncedTableDef>(
  tx: DbExecutor,
  table: T,
  userId: number,
  id: number,
  patch: Partial<InsertOf<T>>,
  now: Date,
): RowOf<T> {
  const t = widen(table);
  const values = { ...patch, version: nextVersion(tx), updatedAt: now.toISOString() };
  return tx.update(t).set(values).where(ownRow(t, userId, id)).returning().get() as RowOf<T>;
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
export function newRowBase(
  tx: DbExecutor,
  table: SyncedTableDef,
  userId: number,
  input: { id?: number | undefined; createdAt?: string | undefined },
  now: Date,
) {
  let id = input.id;
  if (id !== undefined) {
    if (findRow(tx, table, userId, id)) throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
  } else {
    do id = makeRecordId(now.getTime());
    while (findRow(tx, table, userId, id));
  }
  return {
    userId,
    id,
    version: nextVersion(tx),
    createdAt: clampCreatedAt(input.createdAt, now),
    updatedAt: now.toISOString(),
    deletedAt: null,
  };
}

/** Drops keys whose value is undefined: a PUT touches only the fields it sends. */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Applies a PUT (rule 5): 404 unless live; 409 `conflict` with the current row when a text field
 * moved on since `base` and the new value differs too (then nothing at all is applied); else the
 * patch the kind's shared mutator makes of the sent fields, last writer wins field by field.
 */
export function updateRecord<T extends SyncedTableDef, Wire extends Record<string, unknown>, Changes extends object>(
  tx: DbExecutor,
  kind: SyncedKind<T, Wire>,
  userId: number,
  id: number,
  input: { base?: TextBase } & Changes,
  now: Date,
  patchOf: (current: RowOf<T>, changes: Changes) => Partial<InsertOf<T>>,
): Wire {
  const current = findLiveRow(tx, kind.table, userId, id);
  const { base, ...rest } = input;
  const changes = sentFields(rest) as Changes;
  const conflicts = conflictingTextFields(kind.textFields, changes as Record<string, unknown>, base, current);
  if (conflicts.length > 0) {
    throw new HttpError(409, MESSAGES.conflict, { code: ERROR_CODES.conflict, current: kind.toWire(current) });
  }
  return kind.toWire(writeRow(tx, kind.table, userId, id, patchOf(current, changes), now));
}

/**
 * Deletes by tombstone (rule 4): `deletedAt` and a new version, so other devices learn of it.
 * Already deleted: nothing changes and the call still succeeds (rule 6). Never existed or
 * another user's: 404. Returns the deleted row, or null when it was already a tombstone.
 */
export function tombstoneRecord<T extends SyncedTableDef, Wire>(
  tx: DbExecutor,
  kind: SyncedKind<T, Wire>,
  userId: number,
  id: number,
  now: Date,
): RowOf<T> | null {
  const row = findRow(tx, kind.table, userId, id);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  if (row.deletedAt !== null) return null;
  const patch = { ...kind.tombstoneClears, deletedAt: now.toISOString() } as Partial<InsertOf<T>>;
  writeRow(tx, kind.table, userId, id, patch, now);
  return row;
}

/** Row → wire shape: everything but the owner and the tombstone mark. */
export function stripServerColumns<R extends { userId: number; deletedAt: string | null }>(row: R): Omit<R, 'userId' | 'deletedAt'> {
  const { userId: _userId, deletedAt: _deletedAt, ...wire } = row;
  return wire;
}
