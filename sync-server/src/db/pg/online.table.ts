/** Online-only features on PostgreSQL: the same tables as db/tables/online.table.ts. */
import { index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SummaryType } from '@learnlog/shared';
import { users } from './accounts.table';
import { bool, jsonList, timestamps } from './columns';

export const journalPrompts = pgTable(
  'journal_prompts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    isDefault: bool('isDefault').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('journal_prompts_user_idx').on(t.userId)],
);

export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    summaryType: text('summaryType').$type<SummaryType>().notNull(),
    dateRange: json('dateRange').$type<{ from: string; to: string }>().notNull(),
    keyInsights: jsonList<string>('keyInsights'),
    recurringThemes: jsonList<string>('recurringThemes'),
    reflectionPrompt: text('reflectionPrompt').notNull(),
    entriesAnalyzed: integer('entriesAnalyzed').notNull().default(0),
    source: text('source').$type<'ai' | 'basic'>().notNull().default('ai'),
    isRead: bool('isRead').notNull().default(false),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [index('ai_summaries_user_created_idx').on(t.userId, t.createdAt)],
);

export const premiumTemplates = pgTable(
  'premium_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    template: text('template').notNull(),
    tags: jsonList<string>('tags'),
    usageCount: integer('usageCount').notNull().default(0),
    isActive: bool('isActive').notNull().default(true),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [index('premium_templates_category_idx').on(t.category)],
);

export const userAiPreferences = pgTable('user_ai_preferences', {
  userId: integer('userId')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  summaryFrequency: text('summaryFrequency').notNull().default('weekly'),
  preferredDay: text('preferredDay'),
  emailNotifications: bool('emailNotifications').notNull().default(true),
  lastSummaryDate: text('lastSummaryDate'),
  ...timestamps(),
});

export const userFavoriteTemplates = pgTable(
  'user_favorite_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('templateId')
      .notNull()
      .references(() => premiumTemplates.id, { onDelete: 'cascade' }),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [uniqueIndex('user_favorite_templates_user_template_unique').on(t.userId, t.templateId)],
);
