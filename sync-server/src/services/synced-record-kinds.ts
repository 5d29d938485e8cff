/**
 * Each synced kind's service calls, keyed by the registry's name: the push dispatch and the generic
 * routes run these. A kind with no entry here gets the generic service (synced-record-generic.ts).
 */
import { SYNCED_KINDS, SYNCED_TABLES, type SyncedTable } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { createEntry, deleteEntry, listEntries, setEntryPublic, toWireEntry, updateEntry } from './entries.service';
import { linkGoal } from './entries-link-goal.service';
import type { WriteAnswer, WriteContext } from './idempotency.service';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';
import { createGoal, deleteGoal, listGoals, toWireGoal, updateGoal } from './goals.service';
import { createLearnPlan, deleteLearnPlan, listLearnPlans, toWireLearnPlan, updateLearnPlan } from './learn-plans.service';
import { createResource, deleteResource, listResources, toWireResource, updateResource } from './resources.service';
import { createReviewLog, listReviewLogs, toWireReviewLog } from './review-logs.service';
import { genericServices } from './synced-record-generic';
import type { RowOf, SyncedKey } from './synced-record.service';

type Fields = Record<string, unknown>;

/** A named mutation's server side. */
export interface ServerMutation {
  /** Its REST call, `METHOD /path/:param`: the params are args fields, the rest of args its body. */
  route: string;
  /** `args`: as the registry's args schema parsed them; `sent`: the body as sent (without the params). */
  run(tx: Queries, context: WriteContext, args: Fields, sent: Fields): Promise<WriteAnswer>;
}

export const id = (args: Fields) => args.id as number;
export const without = (args: Fields, ...keys: string[]) => Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));
export const ok = async (status: number, body: Promise<unknown>): Promise<WriteAnswer> => ({ status, body: await body });

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
  /** The server side of the kind's special named mutations, by the key in its registry entry's `mutations`. */
  mutations?: Readonly<Record<string, ServerMutation>>;
}

// The casts are the contract: callers pass what the kind's shared schema parsed.
type Wire = KindServices['toWire'];
type Input<F extends (...args: never[]) => unknown> = Parameters<F>[2];
type Changes<F extends (...args: never[]) => unknown> = Parameters<F>[3];

const entries = SYNCED_KINDS.journal_entries.path;
const plans = SYNCED_KINDS.learn_plans.path;

/** The kinds with rules of their own (limits, gates, public addresses, special mutations). */
const OWN_SERVICES: Partial<Record<SyncedTable, KindServices>> = {
  journal_entries: {
    toWire: toWireEntry as Wire,
    list: listEntries,
    create: (tx, user, input, now) => createEntry(tx, user, input as Input<typeof createEntry>, now),
    update: (tx, user, id, input, now) => updateEntry(tx, user, id, input as Changes<typeof updateEntry>, now),
    remove: deleteEntry,
    mutations: {
      togglePublic: {
        route: `POST ${entries}/:id/toggle-public`,
        run: (tx, { user, now }, args) => ok(200, setEntryPublic(tx, user, id(args), args.isPublic as boolean, now)),
      },
      linkGoal: {
        route: `POST ${entries}/:id/link-goal`,
        run: (tx, { user, now }, args) => ok(200, linkGoal(tx, user, id(args), without(args, 'id') as Parameters<typeof linkGoal>[3], now)),
      },
    },
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
    mutations: {
      createMilestone: {
        route: `POST ${plans}/:planId/milestones`,
        run: (tx, { user, now }, args) => ok(201, createMilestone(tx, user, args.planId as number, without(args, 'planId') as Parameters<typeof createMilestone>[3], now)),
      },
      // As on its own route: the partial schema fills `order` when absent, so only sent fields change.
      updateMilestone: {
        route: `PUT ${plans}/:planId/milestones/:id`,
        run: (tx, { user, now }, args, sent) => {
          const changes = Object.fromEntries(Object.entries(without(args, 'planId', 'id')).filter(([key]) => key in sent));
          return ok(200, updateMilestone(tx, user, args.planId as number, id(args), changes as Parameters<typeof updateMilestone>[4], now));
        },
      },
      deleteMilestone: {
        route: `DELETE ${plans}/:planId/milestones/:id`,
        run: async (tx, { user, now }, args) => {
          await deleteMilestone(tx, user, args.planId as number, id(args), now);
          return { status: 204 };
        },
      },
    },
  },
  review_logs: {
    toWire: toWireReviewLog as Wire,
    list: listReviewLogs,
    create: (tx, user, input, now) => createReviewLog(tx, user, input as Input<typeof createReviewLog>, now),
  },
};

export const KIND_SERVICES = Object.fromEntries(SYNCED_TABLES.map((name) => [name, OWN_SERVICES[name] ?? (genericServices(name) satisfies KindServices)])) as Record<SyncedTable, KindServices>;
