/** Each synced kind's service calls, keyed by the registry's name: the push dispatch and the generic routes run these. */
import type { SyncedTable } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { createEntry, deleteEntry, listEntries, updateEntry } from './entries.service';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals.service';
import { createLearnPlan, deleteLearnPlan, listLearnPlans, updateLearnPlan } from './learn-plans.service';
import { createResource, deleteResource, listResources, updateResource } from './resources.service';
import { createReviewLog, listReviewLogs } from './review-logs.service';

type Fields = Record<string, unknown>;

export interface KindServices {
  list(db: Queries, userId: number): Promise<unknown[]>;
  /** `input`: the create body as the kind's create schema parsed it. */
  create(tx: Queries, user: UserRow, input: Fields, now: Date): Promise<unknown>;
  /** undefined: append-only. `input`: the PUT body as the kind's update schema parsed it. */
  update?(tx: Queries, user: UserRow, id: number, input: Fields, now: Date): Promise<unknown>;
  /** undefined: never deleted. */
  remove?(tx: Queries, user: UserRow, id: number, now: Date): Promise<void>;
}

// The casts are the contract: callers pass what the kind's shared schema parsed.
type Input<F extends (...args: never[]) => unknown> = Parameters<F>[2];
type Changes<F extends (...args: never[]) => unknown> = Parameters<F>[3];

export const KIND_SERVICES: Record<SyncedTable, KindServices> = {
  journal_entries: {
    list: listEntries,
    create: (tx, user, input, now) => createEntry(tx, user, input as Input<typeof createEntry>, now),
    update: (tx, user, id, input, now) => updateEntry(tx, user, id, input as Changes<typeof updateEntry>, now),
    remove: deleteEntry,
  },
  resources: {
    list: listResources,
    create: (tx, user, input, now) => createResource(tx, user, input as Input<typeof createResource>, now),
    update: (tx, user, id, input, now) => updateResource(tx, user, id, input as Changes<typeof updateResource>, now),
    remove: deleteResource,
  },
  learning_goals: {
    list: listGoals,
    create: (tx, user, input, now) => createGoal(tx, user, input as Input<typeof createGoal>, now),
    update: (tx, user, id, input, now) => updateGoal(tx, user, id, input as Changes<typeof updateGoal>, now),
    remove: deleteGoal,
  },
  learn_plans: {
    list: listLearnPlans,
    create: (tx, user, input, now) => createLearnPlan(tx, user, input as Input<typeof createLearnPlan>, now),
    update: (tx, user, id, input, now) => updateLearnPlan(tx, user, id, input as Changes<typeof updateLearnPlan>, now),
    remove: deleteLearnPlan,
  },
  review_logs: {
    list: listReviewLogs,
    create: (tx, user, input, now) => createReviewLog(tx, user, input as Input<typeof createReviewLog>, now),
  },
};
