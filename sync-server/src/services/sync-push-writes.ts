/**
 * The server side of every named mutation (docs/sync-protocol.md, rule 3): the REST call it is on
 * its own (for its Idempotency-Key's fingerprint, its size limit and the old outbox form) and the
 * same service call its own route makes. Its args are checked with the registry's schema first.
 */
import { SYNCED_KINDS, SYNCED_MUTATIONS, SYNCED_TABLES, definedFields } from '@learnlog/shared';
import type { Queries } from '../db/database';
import { toClientUser, updateUserIn } from './users.service';
import { setEntryPublic } from './entries.service';
import { linkGoal } from './entries-link-goal.service';
import type { WriteAnswer, WriteContext } from './idempotency.service';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';
import { saveReminderSettings } from './reminder-settings.service';
import { KIND_SERVICES } from './synced-record-kinds';

type Args = Record<string, unknown>;

export interface ServerMutation {
  /** Its REST call, `METHOD /path/:param`: the params are args fields, the rest of args its body. */
  route: string;
  /** `args`: as the registry's args schema parsed them; `sent`: the body as sent (without the params). */
  run(tx: Queries, context: WriteContext, args: Args, sent: Args): Promise<WriteAnswer>;
}

const id = (args: Args) => args.id as number;
const without = (args: Args, ...keys: string[]) => Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));
const ok = async (status: number, body: Promise<unknown>): Promise<WriteAnswer> => ({ status, body: await body });

function kindMutations(): Record<string, ServerMutation> {
  const table: Record<string, ServerMutation> = {};
  for (const name of SYNCED_TABLES) {
    const { path } = SYNCED_KINDS[name];
    const services = KIND_SERVICES[name];
    table[`${name}.create`] = { route: `POST ${path}`, run: (tx, { user, now }, args) => ok(201, services.create(tx, user, args, now)) };
    const { update, remove } = services;
    if (update) table[`${name}.update`] = { route: `PUT ${path}/:id`, run: (tx, { user, now }, args) => ok(200, update(tx, user, id(args), without(args, 'id'), now)) };
    if (remove) {
      table[`${name}.delete`] = {
        route: `DELETE ${path}/:id`,
        run: async (tx, { user, now }, args) => {
          await remove(tx, user, id(args), now);
          return { status: 204 };
        },
      };
    }
  }
  return table;
}

const entries = SYNCED_KINDS.journal_entries.path;
const plans = SYNCED_KINDS.learn_plans.path;

export const SERVER_MUTATIONS: Readonly<Record<string, ServerMutation>> = {
  ...kindMutations(),
  'journal_entries.togglePublic': {
    route: `POST ${entries}/:id/toggle-public`,
    run: (tx, { user, now }, args) => ok(200, setEntryPublic(tx, user, id(args), args.isPublic as boolean, now)),
  },
  'journal_entries.linkGoal': {
    route: `POST ${entries}/:id/link-goal`,
    run: (tx, { user, now }, args) => ok(200, linkGoal(tx, user, id(args), without(args, 'id') as Parameters<typeof linkGoal>[3], now)),
  },
  'learn_plans.createMilestone': {
    route: `POST ${plans}/:planId/milestones`,
    run: (tx, { user, now }, args) => ok(201, createMilestone(tx, user, args.planId as number, without(args, 'planId') as Parameters<typeof createMilestone>[3], now)),
  },
  // As on its own route: the partial schema fills `order` when absent, so only sent fields change.
  'learn_plans.updateMilestone': {
    route: `PUT ${plans}/:planId/milestones/:id`,
    run: (tx, { user, now }, args, sent) => {
      const changes = Object.fromEntries(Object.entries(without(args, 'planId', 'id')).filter(([key]) => key in sent));
      return ok(200, updateMilestone(tx, user, args.planId as number, id(args), changes as Parameters<typeof updateMilestone>[4], now));
    },
  },
  'learn_plans.deleteMilestone': {
    route: `DELETE ${plans}/:planId/milestones/:id`,
    run: async (tx, { user, now }, args) => {
      await deleteMilestone(tx, user, args.planId as number, id(args), now);
      return { status: 204 };
    },
  },
  'user.update': {
    route: 'PUT /api/auth/user',
    run: async (tx, { user, now }, args) => ({ status: 200, body: toClientUser(await updateUserIn(tx, user.id, definedFields(args), now), now) }),
  },
  'reminders.update': {
    route: 'PUT /api/reminders',
    run: (tx, { user, now }, args) => ok(200, saveReminderSettings(tx, user.id, args as Parameters<typeof saveReminderSettings>[2], now)),
  },
};

for (const name of Object.keys(SYNCED_MUTATIONS)) {
  if (!SERVER_MUTATIONS[name]) throw new Error(`The named mutation ${name} has no server side`);
}
