/**
 * Synced tables (docs/sync-protocol.md): keyed by (userId, id) with the id made on the device; `version`
 * is the server-wide counter value of the row's last write; `deletedAt` marks a tombstone.
 */
import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ResourceCategory, ResourceStatus, ReviewAction } from '@learnlog/shared';
import { users } from './accounts.table';
import { bool, jsonList, timestamps } from './columns';

/** Columns every synced row carries besides its own fields (a new set per table). */
const syncColumns = () => ({
  userId: integer('userId')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  id: integer('id').notNull(),
  version: integer('version').notNull(),
  deletedAt: text('deletedAt'),
  ...timestamps(),
});

export const journalEntries = sqliteTable(
  'journal_entries',
  {
    ...syncColumns(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    keyLearning: text('keyLearning'),
    questions: text('questions'),
    tags: jsonList<string>('tags'),
    linkedResources: jsonList<number>('linkedResources'),
    linkedGoals: jsonList<number>('linkedGoals'),
    goalProgress: integer('goalProgress').notNull().default(0),
    /** Images (core spec 3): references to `photos` rows, or data URLs in rows written before them. */
    photos: jsonList<string>('photos'),
    isFavorite: bool('isFavorite').notNull().default(false),
    readTime: integer('readTime'),
    /** Made by the server, random and unguessable, on first publish. */
    shareId: text('shareId'),
    isPublic: bool('isPublic').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt),
    index('journal_entries_user_version_idx').on(t.userId, t.version),
    index('journal_entries_user_deleted_idx').on(t.userId, t.deletedAt),
    uniqueIndex('journal_entries_share_id_unique').on(t.shareId),
  ],
);

export const resources = sqliteTable(
  'resources',
  {
    ...syncColumns(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    url: text('url'),
    description: text('description'),
    status: text('status').$type<ResourceStatus>().notNull().default('to-learn'),
    progress: integer('progress').notNull().default(0),
    tags: jsonList<string>('tags'),
    completedAt: text('completedAt'),
    notes: text('notes'),
    shareId: text('shareId'),
    isPublic: bool('isPublic').notNull().default(false),
    category: text('category').$type<ResourceCategory>().notNull().default('revisitable'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('resources_user_created_idx').on(t.userId, t.createdAt),
    index('resources_user_version_idx').on(t.userId, t.version),
    index('resources_user_deleted_idx').on(t.userId, t.deletedAt),
    uniqueIndex('resources_share_id_unique').on(t.shareId),
  ],
);

export const learningGoals = sqliteTable(
  'learning_goals',
  {
    ...syncColumns(),
    title: text('title').notNull(),
    description: text('description'),
    targetDate: text('targetDate'),
    status: text('status').$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
    priority: text('priority').$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
    tags: jsonList<string>('tags'),
    progress: integer('progress').notNull().default(0),
    linkedJournalEntries: jsonList<number>('linkedJournalEntries'),
    linkedResources: jsonList<number>('linkedResources'),
    milestones: jsonList<string>('milestones'),
    completedMilestones: jsonList<string>('completedMilestones'),
    completedAt: text('completedAt'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('learning_goals_user_created_idx').on(t.userId, t.createdAt),
    index('learning_goals_user_version_idx').on(t.userId, t.version),
    index('learning_goals_user_deleted_idx').on(t.userId, t.deletedAt),
  ],
);

export const learnPlans = sqliteTable(
  'learn_plans',
  {
    ...syncColumns(),
    title: text('title').notNull(),
    goal: text('goal').notNull(),
    description: text('description'),
    targetDate: text('targetDate'),
    linkedResourceIds: jsonList<number>('linkedResourceIds'),
    linkedJournalEntryIds: jsonList<number>('linkedJournalEntryIds'),
    status: text('status').$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('learn_plans_user_created_idx').on(t.userId, t.createdAt),
    index('learn_plans_user_version_idx').on(t.userId, t.version),
    index('learn_plans_user_deleted_idx').on(t.userId, t.deletedAt),
  ],
);

export const learnPlanMilestones = sqliteTable(
  'learn_plan_milestones',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('planId').notNull(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    targetDate: text('targetDate'),
    isCompleted: bool('isCompleted').notNull().default(false),
    completedAt: text('completedAt'),
    order: integer('order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.planId, t.id] }),
    foreignKey({ columns: [t.userId, t.planId], foreignColumns: [learnPlans.userId, learnPlans.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The review log (docs/review.md): one row per review of a card, never edited. `cardKey` names
 * the card within its entry; a card's schedule is its rows replayed in `reviewedAt` order.
 */
export const reviewLogs = sqliteTable(
  'review_logs',
  {
    ...syncColumns(),
    entryId: integer('entryId').notNull(),
    cardKey: text('cardKey').notNull(),
    cardText: text('cardText').notNull(),
    rating: text('rating').$type<ReviewAction>().notNull(),
    reviewedAt: text('reviewedAt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('review_logs_user_created_idx').on(t.userId, t.createdAt),
    index('review_logs_user_version_idx').on(t.userId, t.version),
    index('review_logs_user_deleted_idx').on(t.userId, t.deletedAt),
    index('review_logs_user_entry_idx').on(t.userId, t.entryId, t.cardKey),
  ],
);
