/**
 * Journal photos, stored once per learner under the SHA-256 of their data URL. An entry's `photos`
 * column holds references to these rows (services/photos.service.ts), so writing, reading back and
 * remembering an entry's answer moves a few hundred bytes instead of its megabytes of photos, and
 * the same photo in two entries, or sent twice by a retry, is kept once.
 */
import type { Dialect } from './dialect';
import type { UsersTable } from './accounts.table';

export function photosTables(c: Dialect, users: UsersTable) {
  const photos = c.table(
    'photos',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** SHA-256 (hex) of `data`. */
      hash: c.text('hash').notNull(),
      /** The photo as the device sent it: a validated `data:image/…;base64,…` URL. */
      data: c.text('data').notNull(),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.primaryKey({ columns: [t.userId, t.hash] })],
  );
  return { photos };
}
