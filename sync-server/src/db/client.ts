/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else the
 * SQLite file (the default). Opening applies every pending migration and then `afterMigrate`
 * (the seeds), so the database is ready to use. The live-update bus goes with it: in process on
 * SQLite (one node), across nodes over LISTEN/NOTIFY on PostgreSQL. The only place that picks a
 * dialect; eslint bans the drivers outside db/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, DatabaseKind, Tables } from './database';
import { createInProcessSyncBus, type SyncBus } from '../lib/sync-bus';
import * as pgSchema from './pg/schema';
import { openPostgresSyncBus } from './pg-sync-bus';
import { openPostgres } from './postgres';
import * as sqliteSchema from './schema';
import { openSqlite, type SqliteDatabase } from './sqlite';

export interface DatabaseConfig {
  /** postgres://…: PostgreSQL; unset: SQLite at `file`. */
  url?: string | undefined;
  /** The SQLite file, or ':memory:'. */
  file?: string;
  poolSize?: number;
  afterMigrate?: (db: Database) => Promise<void>;
  /** Errors of idle PostgreSQL connections (logged; the pool reconnects). */
  onError?: (error: Error) => void;
  /** Another migrations folder (tests of a migration). */
  migrationsFolder?: string;
}

const JOURNAL = path.join('meta', '_journal.json');
const FOLDERS: Record<DatabaseKind, string> = { sqlite: 'migrations', postgres: 'migrations-pg' };

/**
 * The migrations folder of a dialect sits at sync-server/migrations (-pg). This module runs as
 * sync-server/src/db/client.ts (vitest, tsx) and bundled into sync-server/dist/server.js, so try
 * both relative places, then the working directory (`npm start` runs from the repo root).
 */
export function resolveMigrationsFolder(kind: DatabaseKind = 'sqlite'): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const name = FOLDERS[kind];
  const candidates = [path.resolve(here, '../..', name), path.resolve(here, '..', name), path.resolve(process.cwd(), 'sync-server', name)];
  const found = candidates.find((dir) => existsSync(path.join(dir, JOURNAL)));
  if (!found) throw new Error(`Database migrations not found; looked in:\n  ${candidates.join('\n  ')}`);
  return found;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    return openPostgres({
      url: config.url,
      migrationsFolder: config.migrationsFolder ?? resolveMigrationsFolder('postgres'),
      poolSize: config.poolSize,
      afterMigrate: config.afterMigrate,
      onError: config.onError,
    });
  }
  const db = openSqlite(config.file ?? ':memory:', config.migrationsFolder ?? resolveMigrationsFolder('sqlite'));
  await config.afterMigrate?.(db);
  return db;
}

/** The live-update bus for the same configuration (`url`: PostgreSQL, else one node's in-process bus). */
export async function openSyncBus(config: Pick<DatabaseConfig, 'url' | 'onError'>): Promise<SyncBus> {
  return config.url ? openPostgresSyncBus({ url: config.url, onError: config.onError }) : createInProcessSyncBus();
}

/** SQLite only (tests of the file itself, benches of the raw driver). */
export function openSqliteDatabase(file: string, migrationsFolder = resolveMigrationsFolder('sqlite')): SqliteDatabase {
  return openSqlite(file, migrationsFolder);
}

/** The tables of a dialect (what `db.t` holds), for code that has no database at hand (tests). */
export const tablesOf = (kind: DatabaseKind): Tables => (kind === 'postgres' ? (pgSchema.tables as unknown as Tables) : sqliteSchema.tables);
