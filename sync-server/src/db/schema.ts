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

type Tables = typeof tables;

export type UserRow = Tables['users']['$inferSelect'];
export type NewUserRow = Tables['users']['$inferInsert'];
export type JournalEntryRow = Tables['journalEntries']['$inferSelect'];
export type ResourceRow = Tables['resources']['$inferSelect'];
export type LearningGoalRow = Tables['learningGoals']['$inferSelect'];
export type LearnPlanRow = Tables['learnPlans']['$inferSelect'];
export type ReviewLogRow = Tables['reviewLogs']['$inferSelect'];
export type MilestoneRow = Tables['learnPlanMilestones']['$inferSelect'];
