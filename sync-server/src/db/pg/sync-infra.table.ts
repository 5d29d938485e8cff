/**
 * Sync machinery on PostgreSQL. The change counter is a sequence here (`sync_version`), not the
 * `sync_state.version` row SQLite bumps: see db/versions.ts for why pulls still never skip a change.
 */
import { index, integer, json, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.table';
import { big } from './columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint'),
    status: integer('status').notNull(),
    /** json, not jsonb: a replay answers the stored body exactly as it was first sent. */
    body: json('body').$type<unknown>(),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Gap-tolerant and shared by every node: a rolled-back write simply leaves a hole. */
export const syncVersion = pgSequence('sync_version', { startWith: 1, increment: 1, cache: 1 });

/** One row (id 1): `version` is unused here (the sequence counts); `prunedVersion` is the reset horizon. */
export const syncState = pgTable('sync_state', {
  id: integer('id').primaryKey(),
  version: big('version').notNull().default(0),
  prunedVersion: big('prunedVersion').notNull().default(0),
});
