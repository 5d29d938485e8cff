/** Account safety on PostgreSQL: the same tables as db/tables/trust.table.ts. */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.table';
import { premiumTemplates } from './online.table';
import { big } from './columns';

export const dailyUsage = pgTable(
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

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('tokenHash').notNull(),
    createdBy: text('createdBy').$type<'email' | 'admin'>().notNull(),
    createdAt: text('createdAt').notNull(),
    expiresAt: text('expiresAt').notNull(),
    usedAt: text('usedAt'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const templateUses = pgTable(
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

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: big('resetAt').notNull(),
});
