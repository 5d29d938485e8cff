/**
 * The synced writes a batch (POST /api/sync/push) may carry, each the REST call the device would
 * make on its own: its path, the shared schema its body is checked with, and the same service
 * call its own route makes. Only the outbox's calls are here; anything else in a batch is a 404,
 * as it would be on its own.
 */
import {
  SYNCED_TABLE_PATHS,
  createJournalEntryInputSchema,
  createLearnPlanInputSchema,
  createLearningGoalInputSchema,
  createMilestoneInputSchema,
  createResourceInputSchema,
  createReviewLogInputSchema,
  linkGoalInputSchema,
  recordIdParamSchema,
  togglePublicInputSchema,
  updateJournalEntryInputSchema,
  updateLearnPlanInputSchema,
  updateLearningGoalInputSchema,
  updateMilestoneInputSchema,
  updateResourceInputSchema,
} from '@learnlog/shared';
import type { z } from 'zod';
import type { Queries } from '../db/database';
import { createEntry, deleteEntry, setEntryPublic, updateEntry } from './entries.service';
import { linkGoal } from './entries-link-goal.service';
import { createGoal, deleteGoal, updateGoal } from './goals.service';
import type { WriteAnswer, WriteContext } from './idempotency.service';
import { createLearnPlan, deleteLearnPlan, updateLearnPlan } from './learn-plans.service';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';
import { createResource, deleteResource, updateResource } from './resources.service';
import { createReviewLog } from './review-logs.service';

export interface SyncedWrite {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The path, its ids captured in order. */
  path: RegExp;
  /** The body's schema; a DELETE has none. */
  schema?: z.ZodType;
  run(tx: Queries, context: WriteContext, ids: number[], input: unknown, sent: Record<string, unknown>): Promise<WriteAnswer>;
}

/** One write with its body typed by its schema. */
function write<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: RegExp,
  schema: S,
  run: (tx: Queries, context: WriteContext, ids: number[], input: z.output<S>, sent: Record<string, unknown>) => Promise<WriteAnswer>,
): SyncedWrite {
  return { method, path, schema, run: (tx, context, ids, input, sent) => run(tx, context, ids, input as z.output<S>, sent) };
}

function remove(path: RegExp, run: (tx: Queries, context: WriteContext, ids: number[]) => Promise<void>): SyncedWrite {
  return {
    method: 'DELETE',
    path,
    run: async (tx, context, ids) => {
      await run(tx, context, ids);
      return { status: 204 };
    },
  };
}

const collection = (base: string) => new RegExp(`^${base}$`);
const item = (base: string, rest = '') => new RegExp(`^${base}/([^/]+)${rest}$`);
const P = SYNCED_TABLE_PATHS;
const milestones = item(P.learn_plans, '/milestones');
const milestone = item(P.learn_plans, '/milestones/([^/]+)');

export const SYNCED_WRITES: readonly SyncedWrite[] = [
  write('POST', collection(P.journal_entries), createJournalEntryInputSchema, async (tx, { user, now }, _ids, input) => ({ status: 201, body: await createEntry(tx, user, input, now) })),
  write('PUT', item(P.journal_entries), updateJournalEntryInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await updateEntry(tx, user, id as number, input, now) })),
  remove(item(P.journal_entries), (tx, { user, now }, [id]) => deleteEntry(tx, user, id as number, now)),
  write('POST', item(P.journal_entries, '/toggle-public'), togglePublicInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await setEntryPublic(tx, user, id as number, input.isPublic, now) })),
  write('POST', item(P.journal_entries, '/link-goal'), linkGoalInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await linkGoal(tx, user, id as number, input, now) })),

  write('POST', collection(P.resources), createResourceInputSchema, async (tx, { user, now }, _ids, input) => ({ status: 201, body: await createResource(tx, user, input, now) })),
  write('PUT', item(P.resources), updateResourceInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await updateResource(tx, user, id as number, input, now) })),
  remove(item(P.resources), (tx, { user, now }, [id]) => deleteResource(tx, user, id as number, now)),

  write('POST', collection(P.learning_goals), createLearningGoalInputSchema, async (tx, { user, now }, _ids, input) => ({ status: 201, body: await createGoal(tx, user, input, now) })),
  write('PUT', item(P.learning_goals), updateLearningGoalInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await updateGoal(tx, user, id as number, input, now) })),
  remove(item(P.learning_goals), (tx, { user, now }, [id]) => deleteGoal(tx, user, id as number, now)),

  write('POST', collection(P.learn_plans), createLearnPlanInputSchema, async (tx, { user, now }, _ids, input) => ({ status: 201, body: await createLearnPlan(tx, user, input, now) })),
  write('PUT', item(P.learn_plans), updateLearnPlanInputSchema, async (tx, { user, now }, [id], input) => ({ status: 200, body: await updateLearnPlan(tx, user, id as number, input, now) })),
  remove(item(P.learn_plans), (tx, { user, now }, [id]) => deleteLearnPlan(tx, user, id as number, now)),
  write('POST', milestones, createMilestoneInputSchema, async (tx, { user, now }, [planId], input) => ({ status: 201, body: await createMilestone(tx, user, planId as number, input, now) })),
  // As on its own route: the partial schema fills `order` when absent, so only sent fields change.
  write('PUT', milestone, updateMilestoneInputSchema, async (tx, { user, now }, [planId, id], input, sent) => {
    const changes = Object.fromEntries(Object.entries(input).filter(([key]) => key in sent)) as typeof input;
    return { status: 200, body: await updateMilestone(tx, user, planId as number, id as number, changes, now) };
  }),
  remove(milestone, (tx, { user, now }, [planId, id]) => deleteMilestone(tx, user, planId as number, id as number, now)),

  write('POST', collection(P.review_logs), createReviewLogInputSchema, async (tx, { user, now }, _ids, input) => ({ status: 201, body: await createReviewLog(tx, user, input, now) })),
];

/** The write a mutation names and its path's ids, or undefined (the call would be a 404). */
export function findSyncedWrite(method: string, path: string): { write: SyncedWrite; ids: unknown[] } | undefined {
  for (const candidate of SYNCED_WRITES) {
    if (candidate.method !== method) continue;
    const match = candidate.path.exec(path);
    if (match) return { write: candidate, ids: match.slice(1) };
  }
  return undefined;
}

/** Path ids as their own route's `validateParams` reads them. */
export const recordIdsSchema = recordIdParamSchema.array();
