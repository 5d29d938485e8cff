/**
 * Journal photos, stored once per learner under the SHA-256 of their data URL. An entry's `photos`
 * column holds references to these rows (services/photos.service.ts), so writing, reading back and
 * remembering an entry's answer moves a few hundred bytes instead of its megabytes of photos, and
 * the same photo in two entries, or sent twice by a retry, is kept once.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.table';

export const photos = sqliteTable(
  'photos',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of `data`. */
    hash: text('hash').notNull(),
    /** The photo as the device sent it: a validated `data:image/…;base64,…` URL. */
    data: text('data').notNull(),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hash] })],
);
