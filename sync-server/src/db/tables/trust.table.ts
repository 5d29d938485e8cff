/** Account safety: daily usage per local day, password reset links, template uses per learner. */
import type { Dialect } from './dialect';
import type { UsersTable } from './accounts.table';
import type { PremiumTemplatesTable } from './online.table';

export function trustTables(c: Dialect, users: UsersTable, premiumTemplates: PremiumTemplatesTable) {
  /**
   * Creates counted per learner per usage day (Seeker daily limits). `day` is the calendar day in
   * `timeZone`, the zone pinned when the day's first create arrived: a zone sent later applies from
   * the next usage day, so switching zones cannot start a fresh day.
   */
  const dailyUsage = c.table(
    'daily_usage',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      day: c.text('day').notNull(),
      timeZone: c.text('timeZone').notNull(),
      journalEntries: c.integer('journalEntries').notNull().default(0),
      resources: c.integer('resources').notNull().default(0),
    },
    (t) => [c.primaryKey({ columns: [t.userId, t.day] })],
  );

  /** One-time password reset links: only the token's SHA-256 is stored. */
  const passwordResetTokens = c.table(
    'password_reset_tokens',
    {
      id: c.serial('id'),
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      tokenHash: c.text('tokenHash').notNull(),
      /** 'email' (Forgot password?) or 'admin' (made in the Admin Panel). */
      createdBy: c.text('createdBy').$type<'email' | 'admin'>().notNull(),
      createdAt: c.text('createdAt').notNull(),
      expiresAt: c.text('expiresAt').notNull(),
      usedAt: c.text('usedAt'),
    },
    (t) => [c.uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), c.index('password_reset_tokens_user_idx').on(t.userId)],
  );

  /** Which learner has used which template: the template's usage count counts each learner once. */
  const templateUses = c.table(
    'template_uses',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      templateId: c.integer('templateId')
        .notNull()
        .references(() => premiumTemplates.id, { onDelete: 'cascade' }),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.primaryKey({ columns: [t.userId, t.templateId] })],
  );

  /**
   * Rate-limit counters (sign-in attempts, feedback) per key, e.g. `auth:203.0.113.7`: in the
   * database so every node counts against one budget. `resetAt` is epoch milliseconds.
   */
  const rateLimitHits = c.table('rate_limit_hits', {
    key: c.text('key').primaryKey(),
    hits: c.integer('hits').notNull(),
    resetAt: c.big('resetAt').notNull(),
  });
  return { dailyUsage, passwordResetTokens, templateUses, rateLimitHits };
}
