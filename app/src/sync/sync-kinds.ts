/**
 * What differs between the four synced kinds, in one table: their REST collection, shared
 * schemas, text fields (docs/sync-protocol.md, rule 5) and which of their fields hold other
 * records' ids. What a write stores is decided by the shared mutators, as on the server.
 */
import {
  ENTRY_TEXT_FIELDS,
  GOAL_TEXT_FIELDS,
  PLAN_TEXT_FIELDS,
  RESOURCE_TEXT_FIELDS,
  SYNCED_MUTATORS,
  SYNCED_TABLE_PATHS,
  createJournalEntryInputSchema,
  createLearnPlanInputSchema,
  createLearningGoalInputSchema,
  createResourceInputSchema,
  createReviewLogInputSchema,
  journalEntrySchema,
  learnPlanSchema,
  learningGoalSchema,
  resourceSchema,
  reviewLogSchema,
  updateJournalEntryInputSchema,
  updateLearnPlanInputSchema,
  updateLearningGoalInputSchema,
  updateResourceInputSchema,
  type SyncedTable,
} from '@learnlog/shared';
import { z } from 'zod';
import { asLocalRecord, type LocalRecord } from '../db/local-records';
import { rowReader, type RowReader } from './row-reader';

export interface SyncKind {
  table: SyncedTable;
  path: string;
  /** How the learner reads it: "Restored: this {noun} was deleted on another device". */
  noun: string;
  rowSchema: z.ZodObject;
  createSchema: z.ZodType<Record<string, unknown>>;
  /** The payload fields of a create (without `id` and `createdAt`). */
  payloadFields: readonly string[];
  updateSchema: z.ZodType<Record<string, unknown>>;
  textFields: readonly string[];
  /** field → the table whose ids it lists (or, for a number, holds). */
  idFields: Readonly<Record<string, SyncedTable>>;
}

function payloadFieldsOf(shape: Record<string, unknown>): string[] {
  return Object.keys(shape).filter((field) => field !== 'id' && field !== 'createdAt');
}

export const SYNC_KINDS: Record<SyncedTable, SyncKind> = {
  journal_entries: {
    table: 'journal_entries',
    path: SYNCED_TABLE_PATHS.journal_entries,
    noun: 'entry',
    rowSchema: journalEntrySchema,
    createSchema: createJournalEntryInputSchema,
    payloadFields: payloadFieldsOf(createJournalEntryInputSchema.shape),
    updateSchema: updateJournalEntryInputSchema,
    textFields: ENTRY_TEXT_FIELDS,
    idFields: { linkedResources: 'resources', linkedGoals: 'learning_goals' },
  },
  resources: {
    table: 'resources',
    path: SYNCED_TABLE_PATHS.resources,
    noun: 'resource',
    rowSchema: resourceSchema,
    createSchema: createResourceInputSchema,
    payloadFields: payloadFieldsOf(createResourceInputSchema.shape),
    updateSchema: updateResourceInputSchema,
    textFields: RESOURCE_TEXT_FIELDS,
    idFields: {},
  },
  learning_goals: {
    table: 'learning_goals',
    path: SYNCED_TABLE_PATHS.learning_goals,
    noun: 'goal',
    rowSchema: learningGoalSchema,
    createSchema: createLearningGoalInputSchema,
    payloadFields: payloadFieldsOf(createLearningGoalInputSchema.shape),
    updateSchema: updateLearningGoalInputSchema,
    textFields: GOAL_TEXT_FIELDS,
    idFields: { linkedJournalEntries: 'journal_entries', linkedResources: 'resources' },
  },
  learn_plans: {
    table: 'learn_plans',
    path: SYNCED_TABLE_PATHS.learn_plans,
    noun: 'learn plan',
    rowSchema: learnPlanSchema,
    createSchema: createLearnPlanInputSchema,
    payloadFields: payloadFieldsOf(createLearnPlanInputSchema.shape),
    updateSchema: updateLearnPlanInputSchema,
    textFields: PLAN_TEXT_FIELDS,
    idFields: { linkedResourceIds: 'resources', linkedJournalEntryIds: 'journal_entries' },
  },
  review_logs: {
    table: 'review_logs',
    path: SYNCED_TABLE_PATHS.review_logs,
    noun: 'review',
    rowSchema: reviewLogSchema,
    createSchema: createReviewLogInputSchema,
    payloadFields: payloadFieldsOf(createReviewLogInputSchema.shape),
    // Append-only: a review is never edited, so no change is valid.
    updateSchema: z.object({}).strict(),
    textFields: [],
    idFields: { entryId: 'journal_entries' },
  },
};

/**
 * The record a queued create shows before the server answers: the shared create mutator's fields
 * (the server stores the same), the device-made id and the learner's `createdAt`.
 */
export function newLocalRecord(table: SyncedTable, body: Record<string, unknown>, now: Date): LocalRecord {
  const fields = SYNCED_MUTATORS[table].create(body, { now });
  const sync = { id: body.id, createdAt: body.createdAt, updatedAt: now.toISOString(), version: 0 };
  return asLocalRecord({ ...fields, ...sync, _pending: true });
}

/** The record after the learner's edit: the shared update mutator's patch over the current record. */
export function editedLocalRecord(table: SyncedTable, current: Record<string, unknown>, changes: Record<string, unknown>, now: Date): Record<string, unknown> {
  return { ...current, ...SYNCED_MUTATORS[table].update(current, changes, { now }) };
}

const ROW_READERS = Object.fromEntries(
  Object.values(SYNC_KINDS).map((kind) => [kind.table, rowReader(kind.rowSchema)]),
) as Record<SyncedTable, RowReader>;

/** A server row as the device stores it, read fast (a pull's pages); undefined for a row its kind's schema refuses. */
export function readServerRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord | undefined {
  const read = ROW_READERS[table](row);
  return read && asLocalRecord(read);
}

/** A server row as the device stores it (one at a time: throws zod's error for a refused row). */
export function localFromServerRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord {
  return asLocalRecord(SYNC_KINDS[table].rowSchema.parse(row));
}
