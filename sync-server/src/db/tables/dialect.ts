/**
 * The column builders a table definition is written with, once per dialect (docs/decisions/014-one-table-definition.md).
 * Both kits are typed as sqlite-core: the server types every table as SQLite's (db/database.ts `Tables`).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as lite from 'drizzle-orm/sqlite-core';

export const sqliteDialect = {
  table: lite.sqliteTable,
  index: lite.index,
  uniqueIndex: lite.uniqueIndex,
  primaryKey: lite.primaryKey,
  foreignKey: lite.foreignKey,
  integer: <N extends string>(name: N) => lite.integer(name),
  text: <N extends string>(name: N) => lite.text(name),
  /** A device-made id, a version or epoch milliseconds: bigint on PostgreSQL. */
  big: <N extends string>(name: N) => lite.integer(name),
  /** The server's own row ids. */
  serial: <N extends string>(name: N) => lite.integer(name).primaryKey({ autoIncrement: true }),
  bool: <N extends string>(name: N) => lite.integer(name, { mode: 'boolean' }),
  json: <N extends string>(name: N) => lite.text(name, { mode: 'json' }),
  /** A JSON list that is never null. */
  jsonList: <T, N extends string = string>(name: N) => lite.text(name, { mode: 'json' }).$type<T[]>().notNull().default(sql`'[]'`),
};

export type Dialect = typeof sqliteDialect;

// Every column maps to the same JavaScript value as on SQLite (bigint in mode 'number': ids stay below 2^53).
export const pgDialect = ({
  table: pg.pgTable,
  index: pg.index,
  uniqueIndex: pg.uniqueIndex,
  primaryKey: pg.primaryKey,
  foreignKey: pg.foreignKey,
  integer: (name: string) => pg.integer(name),
  text: (name: string) => pg.text(name),
  big: (name: string) => pg.bigint(name, { mode: 'number' }),
  serial: (name: string) => pg.integer(name).primaryKey().generatedByDefaultAsIdentity(),
  bool: (name: string) => pg.boolean(name),
  // json, not jsonb: a stored answer replays exactly as first sent.
  json: (name: string) => pg.json(name),
  // jsonb: `@>` finds an id in the list (db/postgres.ts).
  jsonList: (name: string) => pg.jsonb(name).notNull().default(sql`'[]'::jsonb`),
} satisfies Record<keyof Dialect, unknown>) as unknown as Dialect;

/** ISO-8601 UTC text, set from the injected clock. */
export const timestamps = (c: Dialect) => ({
  createdAt: c.text('createdAt').notNull(),
  updatedAt: c.text('updatedAt').notNull(),
});
