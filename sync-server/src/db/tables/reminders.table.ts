/** Web Push reminders: the learners' push subscriptions, reminder settings, claims and the VAPID pair. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.table';
import { bool } from './columns';

/** One browser's push subscription; the same endpoint posted again by the learner is the same row. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/** A learner's reminder settings (times are in users.timeZone); no row: the defaults. */
export const reminderSettings = sqliteTable('reminder_settings', {
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

/**
 * One reminder claimed by one node: the insert that adds the row is the only one that sends
 * (insert-or-ignore on this key), so several nodes and restarts send each reminder once.
 * `day` is the learner's calendar day; `ref` is the goal's id for goal reminders, else ''.
 */
export const reminderClaims = sqliteTable(
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

/** Secrets the server made itself (the VAPID pair when not configured): the first insert wins. */
export const serverKeys = sqliteTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: text('createdAt').notNull(),
});
