/**
 * What differs between the four synced kinds, in one table: their REST collection, shared
 * schemas, text fields (rule 5), which of their fields hold other records' ids, and the local row
 * a create makes before the server has answered.
 */
import {
  ENTRY_TEXT_FIELDS,
  GOAL_TEXT_FIELDS,
  PLAN_TEXT_FIELDS,
  RESOURCE_TEXT_FIELDS,
  SYNCED_TABLE_PATHS,
  createJournalEntryInputSchema,
  createLearnPlanInputSchema,
  createLearningGoalInputSchema,
  createResourceInputSchema,
  journalEntrySchema,
  learnPlanSchema,
  learningGoalSchema,
  readTimeMinutes,
  resourceGroup,
  resourceSchema,
  updateJournalEntryInputSchema,
  updateLearnPlanInputSchema,
  updateLearningGoalInputSchema,
  updateResourceInputSchema,
  type SyncedTable,
} from '@learnlog/shared';
import type { z } from 'zod';
import { entryWords } from '../db/entry-words';
import type { LocalRecord } from '../db/local-records';

export interface SyncKind {
  table: SyncedTable;
  path: string;
  /** How the learner reads it: "Restored: this {noun} was deleted on another device". */
  noun: string;
  rowSchema: z.ZodType<Record<string, unknown>>;
  createSchema: z.ZodType<Record<string, unknown>>;
  /** The payload fields of a create (without `id` and `createdAt`). */
  payloadFields: readonly string[];
  updateSchema: z.ZodType<Record<string, unknown>>;
  textFields: readonly string[];
  /** field → the table whose ids it lists. */
  idFields: Readonly<Record<string, SyncedTable>>;
  /** The server's defaults, so a new record shows complete at once. */
  defaults: (body: Record<string, unknown>, nowIso: string) => Record<string, unknown>;
}

function payloadFieldsOf(shape: Record<string, unknown>): string[] {
  return Object.keys(shape).filter((field) => field !== 'id' && field !== 'createdAt');
}

const common = (nowIso: string) => ({ createdAt: nowIso, updatedAt: nowIso, version: 0 });

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
    defaults: (body, nowIso) => ({
      ...common(nowIso),
      keyLearning: null,
      questions: null,
      tags: [],
      linkedResources: [],
      linkedGoals: [],
      goalProgress: 0,
      photos: [],
      isPublic: false,
      isFavorite: false,
      readTime: readTimeMinutes(typeof body.content === 'string' ? body.content : ''),
      shareId: null,
    }),
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
    defaults: (body, nowIso) => ({
      ...common(nowIso),
      url: null,
      description: null,
      status: 'to-learn',
      progress: 0,
      isPublic: false,
      tags: [],
      notes: null,
      category: resourceGroup(typeof body.type === 'string' ? body.type : 'article'),
      completedAt: body.status === 'completed' ? nowIso : null,
    }),
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
    defaults: (body, nowIso) => ({
      ...common(nowIso),
      description: null,
      targetDate: null,
      priority: 'medium',
      tags: [],
      status: 'active',
      progress: 0,
      linkedJournalEntries: [],
      linkedResources: [],
      milestones: [],
      completedMilestones: [],
      completedAt: body.status === 'completed' ? nowIso : null,
    }),
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
    defaults: (_body, nowIso) => ({
      ...common(nowIso),
      description: null,
      targetDate: null,
      linkedResourceIds: [],
      linkedJournalEntryIds: [],
      status: 'active',
    }),
  },
};

/** Fields the device derives the way the server will, so the record reads right before it syncs. */
export function withDerivedFields(table: SyncedTable, record: Record<string, unknown>, changed: Record<string, unknown>, nowIso: string): Record<string, unknown> {
  const next = { ...record };
  if (table === 'journal_entries') {
    if ('content' in changed && !('readTime' in changed)) next.readTime = readTimeMinutes(String(next.content ?? ''));
    next.words = entryWords({ title: String(next.title ?? ''), content: String(next.content ?? '') });
  }
  if (table === 'resources' && 'type' in changed) next.category = resourceGroup(String(next.type));
  if ((table === 'resources' || table === 'learning_goals') && 'status' in changed) {
    next.completedAt = next.status === 'completed' ? (record.status === 'completed' ? record.completedAt : nowIso) : null;
  }
  return next;
}

/** A server row as the device stores it (entries get their search words). */
export function localFromServerRow(table: SyncedTable, row: Record<string, unknown>): LocalRecord {
  const parsed = SYNC_KINDS[table].rowSchema.parse(row);
  if (table === 'journal_entries') {
    parsed.words = entryWords({ title: String(parsed.title ?? ''), content: String(parsed.content ?? '') });
  }
  return parsed as unknown as LocalRecord;
}
