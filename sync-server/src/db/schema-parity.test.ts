/**
 * The PostgreSQL schema mirrors the SQLite one (db/pg/schema.ts): services name tables by their
 * key in `db.t` and columns by their property, so both must have the same of each.
 */
import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as pgSchema from './pg/schema';
import * as sqliteSchema from './schema';

const tablesOf = <T>(schema: Record<string, unknown>, kind: abstract new (...args: never[]) => T) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => is(value, kind as never))) as Record<string, T>;

const sqliteTables = tablesOf(sqliteSchema.tables, SQLiteTable);
const pgTables = tablesOf(pgSchema.tables, PgTable);

describe('the two schemas', () => {
  it('have the same tables under the same keys', () => {
    expect(Object.keys(sqliteTables).length).toBeGreaterThan(15);
    expect(Object.keys(pgTables).sort()).toEqual(Object.keys(sqliteTables).sort());
    for (const [key, table] of Object.entries(sqliteTables)) expect(getTableName(pgTables[key] as PgTable), key).toBe(getTableName(table));
  });

  it('have the same columns, nullability and indexes in each table', () => {
    for (const [key, table] of Object.entries(sqliteTables)) {
      const pg = pgTables[key] as PgTable;
      const shape = (columns: Record<string, { name: string; notNull: boolean }>) =>
        Object.fromEntries(Object.entries(columns).map(([property, c]) => [property, `${c.name}${c.notNull ? ' not null' : ''}`]));
      expect(shape(getTableColumns(pg)), key).toEqual(shape(getTableColumns(table)));
      const indexes = (names: (string | undefined)[]) => names.filter(Boolean).sort();
      expect(indexes(pgConfig(pg).indexes.map((i) => i.config.name)), key).toEqual(indexes(sqliteConfig(table).indexes.map((i) => i.config.name)));
    }
  });
});
