/** Web Push reminders: the learners' push subscriptions, reminder settings, claims and the VAPID pair. */
import type { Dialect } from './dialect';
import type { UsersTable } from './accounts.table';

export function remindersTables(c: Dialect, users: UsersTable) {
  /** One browser's push subscription; the same endpoint posted again by the learner is the same row. */
  const pushSubscriptions = c.table(
    'push_subscriptions',
    {
      id: c.serial('id'),
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      endpoint: c.text('endpoint').notNull(),
      p256dh: c.text('p256dh').notNull(),
      auth: c.text('auth').notNull(),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.uniqueIndex('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint)],
  );

  /** A learner's reminder settings (times are in users.timeZone); no row: the defaults. */
  const reminderSettings = c.table('reminder_settings', {
    userId: c.integer('userId')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    writeAt: c.text('writeAt'),
    reviewsDue: c.bool('reviewsDue').notNull(),
    goalDeadlines: c.bool('goalDeadlines').notNull(),
    weeklyDigest: c.bool('weeklyDigest').notNull().default(false),
    quietFrom: c.text('quietFrom'),
    quietTo: c.text('quietTo'),
    updatedAt: c.text('updatedAt').notNull(),
  });

  /**
   * One reminder claimed by one node: the insert that adds the row is the only one that sends
   * (insert-or-ignore on this key), so several nodes and restarts send each reminder once.
   * `day` is the learner's calendar day; `ref` is the goal's id for goal reminders, else ''.
   */
  const reminderClaims = c.table(
    'reminder_claims',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      kind: c.text('kind').notNull(),
      day: c.text('day').notNull(),
      ref: c.text('ref').notNull(),
      claimedAt: c.text('claimedAt').notNull(),
    },
    (t) => [c.primaryKey({ columns: [t.userId, t.kind, t.day, t.ref] }), c.index('reminder_claims_claimed_idx').on(t.claimedAt)],
  );

  /** Secrets the server made itself (the VAPID pair when not configured): the first insert wins. */
  const serverKeys = c.table('server_keys', {
    name: c.text('name').primaryKey(),
    value: c.text('value').notNull(),
    createdAt: c.text('createdAt').notNull(),
  });
  return { pushSubscriptions, reminderSettings, reminderClaims, serverKeys };
}
