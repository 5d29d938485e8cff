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

/** Every table, by its key in `db.t`; a table added to db/tables/ is here with no further edit. */
export const tables = defineTables(sqliteDialect);

const { users, journalEntries, resources, learningGoals, learnPlans, reviewLogs, learnPlanMilestones } = tables;

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type LearningGoalRow = typeof learningGoals.$inferSelect;
export type LearnPlanRow = typeof learnPlans.$inferSelect;
export type ReviewLogRow = typeof reviewLogs.$inferSelect;
export type MilestoneRow = typeof learnPlanMilestones.$inferSelect;
