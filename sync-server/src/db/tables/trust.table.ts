/** Account safety: daily usage per local day, password reset links, template uses per learner. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.table';
import { premiumTemplates } from './online.table';

/**
 * Creates counted per learner per usage day (Seeker daily limits). `day` is the calendar day in
 * `timeZone`, the zone pinned when the day's first create arrived: a zone sent later applies from
 * the next usage day, so switching zones cannot start a fresh day.
 */
export const dailyUsage = sqliteTable(
  'daily_usage',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    timeZone: text('timeZone').notNull(),
    journalEntries: integer('journalEntries').notNull().default(0),
    resources: integer('resources').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** One-time password reset links: only the token's SHA-256 is stored. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('tokenHash').notNull(),
    /** 'email' (Forgot password?) or 'admin' (made in the Admin Panel). */
    createdBy: text('createdBy').$type<'email' | 'admin'>().notNull(),
    createdAt: text('createdAt').notNull(),
    expiresAt: text('expiresAt').notNull(),
    usedAt: text('usedAt'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Which learner has used which template: the template's usage count counts each learner once. */
export const templateUses = sqliteTable(
  'template_uses',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('templateId')
      .notNull()
      .references(() => premiumTemplates.id, { onDelete: 'cascade' }),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);
