/** Sync machinery: stored idempotent answers and the server-wide change counter. */
import type { Dialect } from './dialect';
import type { UsersTable } from './accounts.table';

export function syncInfraTables(c: Dialect, users: UsersTable) {
  /** Stored answers to writes, so a repeated Idempotency-Key changes nothing (docs/sync-protocol.md, rule 3). */
  const idempotencyKeys = c.table(
    'idempotency_keys',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      key: c.text('key').notNull(),
      method: c.text('method').notNull(),
      path: c.text('path').notNull(),
      /** SHA-256 of method, path and the exact body bytes: the same key with another request is refused. */
      fingerprint: c.text('fingerprint'),
      status: c.integer('status').notNull(),
      body: c.json('body').$type<unknown>(),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.primaryKey({ columns: [t.userId, t.key] }), c.index('idempotency_keys_created_idx').on(t.createdAt)],
  );

  /**
   * One row (id 1): `version` is the server-wide change counter (see `nextVersion`);
   * `prunedVersion` is the highest version whose tombstones were purged, the pull's reset horizon.
   */
  const syncState = c.table('sync_state', {
    id: c.integer('id').primaryKey(),
    version: c.big('version').notNull().default(0),
    prunedVersion: c.big('prunedVersion').notNull().default(0),
  });
  return { idempotencyKeys, syncState };
}
