/**
 * SQLite through better-sqlite3 (the default: `npm start` with nothing configured). One
 * connection in WAL mode; transactions take turns on it (turns.ts) with BEGIN IMMEDIATE, so the
 * write lock is held from the first statement and a transaction never fails half-way on it.
 */
import BetterSqlite3 from 'better-sqlite3';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database, Executor, Queries } from './database';
import * as schema from './schema';
import { createTurns } from './turns';

export interface SqliteDatabase extends Database {
  readonly kind: 'sqlite';
  /** The raw driver, for pragmas and plain SQL in tests; services use `q`. */
  readonly sqlite: BetterSqlite3.Database;
}

export function openSqlite(file: string, migrationsFolder: string): SqliteDatabase {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

  const sqlite = new BetterSqlite3(file);
  // WAL lets readers proceed during a write; NORMAL is durable across app crashes in WAL mode,
  // and a waiting writer (another process on the file) retries for 5 s instead of failing.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const driver = drizzle(sqlite, { schema });
  migrate(driver, { migrationsFolder });
  const q = driver as unknown as Executor;

  const begin = sqlite.prepare('BEGIN IMMEDIATE');
  const beginRead = sqlite.prepare('BEGIN DEFERRED');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  const bump = sqlite.prepare('INSERT INTO sync_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version');
  const bumpBy = sqlite.prepare('INSERT INTO sync_state (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = version + excluded.version RETURNING version');
  const turns = createTurns();

  const base = {
    kind: 'sqlite' as const,
    q,
    t: schema.tables,
    jsonListHas: (column: Parameters<Queries['jsonListHas']>[0], id: number | string) =>
      sql`exists (select 1 from json_each(${column}) where json_each.value = ${id})`,
    greatest: (a: Parameters<Queries['greatest']>[0], b: number) => sql`max(${a}, ${b})`,
    rowsAffected: (result: unknown) => (result as { changes?: number }).changes ?? 0,
    rows: async <T>(query: SQL) => driver.all<T>(query),
  };

  // Inside a transaction every statement on the connection is part of it: the transaction's
  // view is the same drizzle database, so statements prepared on it (prepared.ts) are reused.
  const inTransaction: Queries = {
    ...base,
    inTransaction: true,
    // One write transaction at a time already: nothing else can hold what a lock would guard.
    lock: async () => {},
    // The counter is a row bumped in the write's transaction: versions follow commit order.
    nextVersion: async () => (bump.get() as { version: number }).version,
    nextVersions: async (_userId, count) => {
      if (count <= 0) return [];
      const last = (bumpBy.get(count) as { version: number }).version;
      return Array.from({ length: count }, (_, i) => last - count + 1 + i);
    },
  };

  let closed = false;
  return {
    ...base,
    inTransaction: false,
    sqlite,
    location: inMemory ? ':memory:' : path.resolve(file),
    lock: async () => {
      throw new Error('lock() needs a transaction');
    },
    nextVersion: async () => {
      throw new Error('nextVersion() needs a transaction');
    },
    nextVersions: async () => {
      throw new Error('nextVersions() needs a transaction');
    },
    async transaction(work, options = {}) {
      await turns.take();
      try {
        (options.readOnly ? beginRead : begin).run();
        try {
          const result = await work(inTransaction);
          commit.run();
          return result;
        } catch (error) {
          // SQLite may already have rolled back by itself (e.g. a full disk).
          if (sqlite.inTransaction) rollback.run();
          throw error;
        }
      } finally {
        turns.release();
      }
    },
    ping: async () => {
      try {
        sqlite.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      sqlite.close();
    },
  };
}
