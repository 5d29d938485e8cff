/** Online-only features: writing prompts, AI summaries, premium templates. */
import type { SummaryType } from '@learnlog/shared';
import { timestamps, type Dialect } from './dialect';
import type { UsersTable } from './accounts.table';

export function onlineTables(c: Dialect, users: UsersTable) {
  const journalPrompts = c.table(
    'journal_prompts',
    {
      id: c.serial('id'),
      /** Null for the built-in prompts every learner sees. */
      userId: c.integer('userId').references(() => users.id, { onDelete: 'cascade' }),
      title: c.text('title').notNull(),
      prompt: c.text('prompt').notNull(),
      isDefault: c.bool('isDefault').notNull().default(false),
      ...timestamps(c),
    },
    (t) => [c.index('journal_prompts_user_idx').on(t.userId)],
  );

  const aiSummaries = c.table(
    'ai_summaries',
    {
      id: c.serial('id'),
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      summaryType: c.text('summaryType').$type<SummaryType>().notNull(),
      dateRange: c.json('dateRange').$type<{ from: string; to: string }>().notNull(),
      keyInsights: c.jsonList<string>('keyInsights'),
      recurringThemes: c.jsonList<string>('recurringThemes'),
      reflectionPrompt: c.text('reflectionPrompt').notNull(),
      entriesAnalyzed: c.integer('entriesAnalyzed').notNull().default(0),
      /** 'basic' when made by the built-in summariser without an AI provider (decisions). */
      source: c.text('source').$type<'ai' | 'basic'>().notNull().default('ai'),
      isRead: c.bool('isRead').notNull().default(false),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.index('ai_summaries_user_created_idx').on(t.userId, t.createdAt)],
  );

  const premiumTemplates = c.table(
    'premium_templates',
    {
      id: c.serial('id'),
      title: c.text('title').notNull(),
      description: c.text('description').notNull(),
      category: c.text('category').notNull(),
      template: c.text('template').notNull(),
      tags: c.jsonList<string>('tags'),
      usageCount: c.integer('usageCount').notNull().default(0),
      isActive: c.bool('isActive').notNull().default(true),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.index('premium_templates_category_idx').on(t.category)],
  );

  const userAiPreferences = c.table('user_ai_preferences', {
    userId: c.integer('userId')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    summaryFrequency: c.text('summaryFrequency').notNull().default('weekly'),
    preferredDay: c.text('preferredDay'),
    emailNotifications: c.bool('emailNotifications').notNull().default(true),
    lastSummaryDate: c.text('lastSummaryDate'),
    ...timestamps(c),
  });

  const userFavoriteTemplates = c.table(
    'user_favorite_templates',
    {
      id: c.serial('id'),
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      templateId: c.integer('templateId')
        .notNull()
        .references(() => premiumTemplates.id, { onDelete: 'cascade' }),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.uniqueIndex('user_favorite_templates_user_template_unique').on(t.userId, t.templateId)],
  );
  return { journalPrompts, aiSummaries, premiumTemplates, userAiPreferences, userFavoriteTemplates };
}

export type PremiumTemplatesTable = ReturnType<typeof onlineTables>['premiumTemplates'];
