/**
 * The only place that opens SQLite (eslint bans better-sqlite3 elsewhere). Opening applies every
 * pending migration, so a fresh file is ready to use.
 */
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepared } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database every service receives. */
export type Db = BetterSQLite3Database<Schema>;
/** A database or a transaction (`db.transaction((tx) => ...)`): what queries may run on. */
export type DbExecutor = BaseSQLiteDatabase<'sync', Database.RunResult, Schema>;

export interface OpenedDatabase {
  db: Db;
  /** The raw driver, for pragmas, backups and tests; services use `db`. */
  sqlite: Database.Database;
  close: () => void;
}

const JOURNAL = path.join('meta', '_journal.json');

/**
 * The migrations folder sits at sync-server/migrations. This module runs as
 * sync-server/src/db/client.ts (vitest, tsx) and bundled into sync-server/dist/server.js, so try
 * both relative places, then the working directory (`npm start` runs from the repo root).
 */
export function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../migrations'),
    path.resolve(here, '../migrations'),
    path.resolve(process.cwd(), 'sync-server/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, JOURNAL)));
  if (!found) throw new Error(`Database migrations not found; looked in:\n  ${candidates.join('\n  ')}`);
  return found;
}

/** Opens (creating when missing) the database at `file`, or an in-memory one for ':memory:'. */
export function openDatabase(file: string, migrationsFolder = resolveMigrationsFolder()): OpenedDatabase {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

  const sqlite = new Database(file);
  // WAL lets readers proceed during a write; NORMAL is durable across app crashes in WAL mode,
  // and a waiting writer retries for 5 s instead of failing with SQLITE_BUSY.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });

  let closed = false;
  return {
    db,
    sqlite,
    close: () => {
      if (closed) return;
      closed = true;
      sqlite.close();
    },
  };
}

/**
 * Bumps the server-wide change counter and returns the new value. Call it inside the write's
 * transaction, so the row's `version` and the counter commit (or roll back) together and no two
 * writes ever share a version.
 */
export function nextVersion(tx: DbExecutor): number {
  const bump = prepared(tx, 'version:next', () =>
    tx
      .insert(schema.syncState)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: schema.syncState.id, set: { version: sql`${schema.syncState.version} + 1` } })
      .returning({ version: schema.syncState.version })
      .prepare(),
  );
  return (bump.get() as { version: number }).version;
}

/** The counter's current value (0 before the first write); for pulls and tests. */
export function currentVersion(tx: DbExecutor): number {
  const row = tx.get<{ version: number } | undefined>(sql`SELECT version FROM sync_state WHERE id = 1`);
  return row?.version ?? 0;
}
