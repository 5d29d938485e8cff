/** Each synced kind's service calls, keyed by the registry's name: the push dispatch and the generic routes run these. */
import type { SyncedTable } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { createEntry, deleteEntry, listEntries, toWireEntry, updateEntry } from './entries.service';
import { createGoal, deleteGoal, listGoals, toWireGoal, updateGoal } from './goals.service';
import { createLearnPlan, deleteLearnPlan, listLearnPlans, toWireLearnPlan, updateLearnPlan } from './learn-plans.service';
import { createResource, deleteResource, listResources, toWireResource, updateResource } from './resources.service';
import { createReviewLog, listReviewLogs, toWireReviewLog } from './review-logs.service';
import type { RowOf, SyncedKey } from './synced-record.service';

type Fields = Record<string, unknown>;

export interface KindServices {
  /** A stored row as the API and the changes feed send it. */
  toWire(row: RowOf<SyncedKey>): Record<string, unknown>;
  list(db: Queries, userId: number): Promise<unknown[]>;
  /** `input`: the create body as the kind's create schema parsed it. */
  create(tx: Queries, user: UserRow, input: Fields, now: Date): Promise<unknown>;
  /** undefined: append-only. `input`: the PUT body as the kind's update schema parsed it. */
  update?(tx: Queries, user: UserRow, id: number, input: Fields, now: Date): Promise<unknown>;
  /** undefined: never deleted. */
  remove?(tx: Queries, user: UserRow, id: number, now: Date): Promise<void>;
}

// The casts are the contract: callers pass what the kind's shared schema parsed.
type Wire = KindServices['toWire'];
type Input<F extends (...args: never[]) => unknown> = Parameters<F>[2];
type Changes<F extends (...args: never[]) => unknown> = Parameters<F>[3];

export const KIND_SERVICES: Record<SyncedTable, KindServices> = {
  journal_entries: {
    toWire: toWireEntry as Wire,
    list: listEntries,
    create: (tx, user, input, now) => createEntry(tx, user, input as Input<typeof createEntry>, now),
    update: (tx, user, id, input, now) => updateEntry(tx, user, id, input as Changes<typeof updateEntry>, now),
    remove: deleteEntry,
  },
  resources: {
    toWire: toWireResource as Wire,
    list: listResources,
    create: (tx, user, input, now) => createResource(tx, user, input as Input<typeof createResource>, now),
    update: (tx, user, id, input, now) => updateResource(tx, user, id, input as Changes<typeof updateResource>, now),
    remove: deleteResource,
  },
  learning_goals: {
    toWire: toWireGoal as Wire,
    list: listGoals,
    create: (tx, user, input, now) => createGoal(tx, user, input as Input<typeof createGoal>, now),
    update: (tx, user, id, input, now) => updateGoal(tx, user, id, input as Changes<typeof updateGoal>, now),
    remove: deleteGoal,
  },
  learn_plans: {
    toWire: toWireLearnPlan as Wire,
    list: listLearnPlans,
    create: (tx, user, input, now) => createLearnPlan(tx, user, input as Input<typeof createLearnPlan>, now),
    update: (tx, user, id, input, now) => updateLearnPlan(tx, user, id, input as Changes<typeof updateLearnPlan>, now),
    remove: deleteLearnPlan,
  },
  review_logs: {
    toWire: toWireReviewLog as Wire,
    list: listReviewLogs,
    create: (tx, user, input, now) => createReviewLog(tx, user, input as Input<typeof createReviewLog>, now),
  },
};
