/** Web Push reminders on PostgreSQL: the same tables as db/tables/reminders.table.ts. */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.table';
import { bool } from './columns';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint)],
);

export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('userId')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  writeAt: text('writeAt'),
  reviewsDue: bool('reviewsDue').notNull(),
  goalDeadlines: bool('goalDeadlines').notNull(),
  weeklyDigest: bool('weeklyDigest').notNull().default(false),
  quietFrom: text('quietFrom'),
  quietTo: text('quietTo'),
  updatedAt: text('updatedAt').notNull(),
});

/** ON CONFLICT DO NOTHING on this key: of several nodes, only one claims (and sends) a reminder. */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    ref: text('ref').notNull(),
    claimedAt: text('claimedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day, t.ref] }), index('reminder_claims_claimed_idx').on(t.claimedAt)],
);

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: text('createdAt').notNull(),
});
