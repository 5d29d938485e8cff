/**
 * The PostgreSQL schema (`DATABASE_URL`): the tables of db/schema.ts built from the same definitions
 * (db/tables/) in pg-core. drizzle.pg.config.ts generates sync-server/migrations-pg from it.
 */
import { pgSequence } from 'drizzle-orm/pg-core';
import { defineTables } from '../tables/define';
import { pgDialect } from '../tables/dialect';

/** Every table, by its key in `db.t`, built in pg-core. */
export const tables = defineTables(pgDialect);


/** The change counter on PostgreSQL, gap-tolerant and shared by every node (db/versions.ts). */
export const syncVersion = pgSequence('sync_version', { startWith: 1, increment: 1, cache: 1 });
