/** Sync machinery: stored idempotent answers and the server-wide change counter. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.table';

/** Stored answers to writes, so a repeated Idempotency-Key changes nothing (docs/sync-protocol.md, rule 3). */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of method, path and the exact body bytes: the same key with another request is refused. */
    fingerprint: text('fingerprint'),
    status: integer('status').notNull(),
    body: text('body', { mode: 'json' }).$type<unknown>(),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * One row (id 1): `version` is the server-wide change counter (see `nextVersion`);
 * `prunedVersion` is the highest version whose tombstones were purged, the pull's reset horizon.
 */
export const syncState = sqliteTable('sync_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  prunedVersion: integer('prunedVersion').notNull().default(0),
});
