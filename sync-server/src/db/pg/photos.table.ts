/** Journal photos on PostgreSQL: the same key and columns as db/tables/photos.table.ts. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.table';

export const photos = pgTable(
  'photos',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    data: text('data').notNull(),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hash] })],
);
