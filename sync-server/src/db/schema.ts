/**
 * The stored model (accounts spec, "Stored data model", plus the decisions' additions).
 *
 * Conventions:
 * - Timestamps are ISO-8601 UTC text, set from the injected clock, so JSON answers need no
 *   conversion and tests can move time.
 * - Synced tables (one per kind of the registry, shared/src/registry/) are keyed by
 *   (userId, id): the id is made on the device (docs/sync-protocol.md, rule 1). `version` is the
 *   server-wide counter value of the row's last write; `deletedAt` marks a tombstone.
 * - Lists are JSON text columns that are never null.
 */
import { defineTables } from './tables/define';
import { sqliteDialect } from './tables/dialect';

// Named one by one: drizzle-kit finds a schema's tables among its module's exports.
export const {
  users,
  lifetimePurchases,
  sessions,
  feedback,
  journalEntries,
  resources,
  learningGoals,
  learnPlans,
  learnPlanMilestones,
  reviewLogs,
  journalPrompts,
  aiSummaries,
  premiumTemplates,
  userAiPreferences,
  userFavoriteTemplates,
  idempotencyKeys,
  syncState,
  dailyUsage,
  passwordResetTokens,
  templateUses,
  rateLimitHits,
  photos,
  pushSubscriptions,
  reminderSettings,
  reminderClaims,
  serverKeys,
  retiredShareIds,
} = defineTables(sqliteDialect);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type LearningGoalRow = typeof learningGoals.$inferSelect;
export type LearnPlanRow = typeof learnPlans.$inferSelect;
export type ReviewLogRow = typeof reviewLogs.$inferSelect;
export type MilestoneRow = typeof learnPlanMilestones.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
