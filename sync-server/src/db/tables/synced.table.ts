/**
 * Synced tables (docs/sync-protocol.md): keyed by (userId, id) with the id made on the device; `version`
 * is the server-wide counter value of the row's last write; `deletedAt` marks a tombstone.
 */
import type { ResourceCategory, ResourceStatus, ReviewAction } from '@learnlog/shared';
import { timestamps, type Dialect } from './dialect';
import type { UsersTable } from './accounts.table';

export function syncedTables(c: Dialect, users: UsersTable) {
  /** Columns every synced row carries besides its own fields (a new set per table). */
  const syncColumns = () => ({
    userId: c.integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: c.big('id').notNull(),
    version: c.big('version').notNull(),
    deletedAt: c.text('deletedAt'),
    ...timestamps(c),
  });

  const journalEntries = c.table(
    'journal_entries',
    {
      ...syncColumns(),
      title: c.text('title').notNull(),
      content: c.text('content').notNull(),
      keyLearning: c.text('keyLearning'),
      questions: c.text('questions'),
      tags: c.jsonList<string>('tags'),
      linkedResources: c.jsonList<number>('linkedResources'),
      linkedGoals: c.jsonList<number>('linkedGoals'),
      goalProgress: c.integer('goalProgress').notNull().default(0),
      /** Images (core spec 3): references to `photos` rows, or data URLs in rows written before them. */
      photos: c.jsonList<string>('photos'),
      isFavorite: c.bool('isFavorite').notNull().default(false),
      readTime: c.integer('readTime'),
      /** Made by the server, random and unguessable, on first publish. */
      shareId: c.text('shareId'),
      isPublic: c.bool('isPublic').notNull().default(false),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('journal_entries_user_created_idx').on(t.userId, t.createdAt),
      c.index('journal_entries_user_version_idx').on(t.userId, t.version),
      c.index('journal_entries_user_deleted_idx').on(t.userId, t.deletedAt),
      c.uniqueIndex('journal_entries_share_id_unique').on(t.shareId),
    ],
  );

  const resources = c.table(
    'resources',
    {
      ...syncColumns(),
      title: c.text('title').notNull(),
      type: c.text('type').notNull(),
      url: c.text('url'),
      description: c.text('description'),
      status: c.text('status').$type<ResourceStatus>().notNull().default('to-learn'),
      progress: c.integer('progress').notNull().default(0),
      tags: c.jsonList<string>('tags'),
      completedAt: c.text('completedAt'),
      notes: c.text('notes'),
      shareId: c.text('shareId'),
      isPublic: c.bool('isPublic').notNull().default(false),
      category: c.text('category').$type<ResourceCategory>().notNull().default('revisitable'),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('resources_user_created_idx').on(t.userId, t.createdAt),
      c.index('resources_user_version_idx').on(t.userId, t.version),
      c.index('resources_user_deleted_idx').on(t.userId, t.deletedAt),
      c.uniqueIndex('resources_share_id_unique').on(t.shareId),
    ],
  );

  const learningGoals = c.table(
    'learning_goals',
    {
      ...syncColumns(),
      title: c.text('title').notNull(),
      description: c.text('description'),
      targetDate: c.text('targetDate'),
      status: c.text('status').$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
      priority: c.text('priority').$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
      tags: c.jsonList<string>('tags'),
      progress: c.integer('progress').notNull().default(0),
      linkedJournalEntries: c.jsonList<number>('linkedJournalEntries'),
      linkedResources: c.jsonList<number>('linkedResources'),
      milestones: c.jsonList<string>('milestones'),
      completedMilestones: c.jsonList<string>('completedMilestones'),
      completedAt: c.text('completedAt'),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('learning_goals_user_created_idx').on(t.userId, t.createdAt),
      c.index('learning_goals_user_version_idx').on(t.userId, t.version),
      c.index('learning_goals_user_deleted_idx').on(t.userId, t.deletedAt),
    ],
  );

  const learnPlans = c.table(
    'learn_plans',
    {
      ...syncColumns(),
      title: c.text('title').notNull(),
      goal: c.text('goal').notNull(),
      description: c.text('description'),
      targetDate: c.text('targetDate'),
      linkedResourceIds: c.jsonList<number>('linkedResourceIds'),
      linkedJournalEntryIds: c.jsonList<number>('linkedJournalEntryIds'),
      status: c.text('status').$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('learn_plans_user_created_idx').on(t.userId, t.createdAt),
      c.index('learn_plans_user_version_idx').on(t.userId, t.version),
      c.index('learn_plans_user_deleted_idx').on(t.userId, t.deletedAt),
    ],
  );

  const learnPlanMilestones = c.table(
    'learn_plan_milestones',
    {
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      planId: c.big('planId').notNull(),
      id: c.big('id').notNull(),
      title: c.text('title').notNull(),
      description: c.text('description'),
      targetDate: c.text('targetDate'),
      isCompleted: c.bool('isCompleted').notNull().default(false),
      completedAt: c.text('completedAt'),
      order: c.integer('order').notNull().default(0),
      ...timestamps(c),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.planId, t.id] }),
      c.foreignKey({ columns: [t.userId, t.planId], foreignColumns: [learnPlans.userId, learnPlans.id] }).onDelete(
        'cascade',
      ),
    ],
  );

  /**
   * The review log (docs/review.md): one row per review of a card, never edited. `cardKey` names
   * the card within its entry; a card's schedule is its rows replayed in `reviewedAt` order.
   */
  const reviewLogs = c.table(
    'review_logs',
    {
      ...syncColumns(),
      entryId: c.big('entryId').notNull(),
      cardKey: c.text('cardKey').notNull(),
      cardText: c.text('cardText').notNull(),
      rating: c.text('rating').$type<ReviewAction>().notNull(),
      reviewedAt: c.text('reviewedAt').notNull(),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('review_logs_user_created_idx').on(t.userId, t.createdAt),
      c.index('review_logs_user_version_idx').on(t.userId, t.version),
      c.index('review_logs_user_deleted_idx').on(t.userId, t.deletedAt),
      c.index('review_logs_user_entry_idx').on(t.userId, t.entryId, t.cardKey),
    ],
  );
  /** Saved searches: a journal search the learner named (`query`: the journal's address query). */
  const savedSearches = c.table(
    'saved_searches',
    {
      ...syncColumns(),
      name: c.text('name').notNull(),
      query: c.text('query').notNull(),
      position: c.integer('position').notNull().default(0),
    },
    (t) => [
      c.primaryKey({ columns: [t.userId, t.id] }),
      c.index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
      c.index('saved_searches_user_version_idx').on(t.userId, t.version),
      c.index('saved_searches_user_deleted_idx').on(t.userId, t.deletedAt),
    ],
  );
  return { journalEntries, resources, learningGoals, learnPlans, learnPlanMilestones, reviewLogs, savedSearches };
}
