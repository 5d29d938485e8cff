/**
 * The PostgreSQL schema (`DATABASE_URL`): the tables of db/schema.ts with the same names, columns
 * and indexes, in pg-core types. drizzle.pg.config.ts generates sync-server/migrations-pg from it;
 * db/schema-parity.test.ts keeps the two schemas alike.
 */
export * from './accounts.table';
export * from './synced.table';
export * from './online.table';
export * from './sync-infra.table';
export * from './trust.table';
export * from './photos.table';
export * from './reminders.table';
export * from './share-addresses.table';
