/** Learn plans on the server (premium): the synced-record contract, and their milestones as named mutations. */
import { SYNCED_KINDS } from '@learnlog/shared';
import { createLearnPlan, deleteLearnPlan, listLearnPlans, toWireLearnPlan, updateLearnPlan } from '../learn-plans.service';
import { createMilestone, deleteMilestone, updateMilestone } from '../milestones.service';
import { id, ok, without, type KindServices } from './kind-services';

const path = SYNCED_KINDS.learn_plans.path;

// The casts are the contract: callers pass what the kind's shared schema parsed.
export const learnPlansServices: KindServices = {
  toWire: toWireLearnPlan as KindServices['toWire'],
  list: listLearnPlans,
  create: (tx, user, input, now) => createLearnPlan(tx, user, input as Parameters<typeof createLearnPlan>[2], now),
  update: (tx, user, planId, input, now) => updateLearnPlan(tx, user, planId, input as Parameters<typeof updateLearnPlan>[3], now),
  remove: deleteLearnPlan,
  mutations: {
    createMilestone: {
      route: `POST ${path}/:planId/milestones`,
      run: (tx, { user, now }, args) => ok(201, createMilestone(tx, user, args.planId as number, without(args, 'planId') as Parameters<typeof createMilestone>[3], now)),
    },
    // As on its own route: the partial schema fills `order` when absent, so only sent fields change.
    updateMilestone: {
      route: `PUT ${path}/:planId/milestones/:id`,
      run: (tx, { user, now }, args, sent) => {
        const changes = Object.fromEntries(Object.entries(without(args, 'planId', 'id')).filter(([key]) => key in sent));
        return ok(200, updateMilestone(tx, user, args.planId as number, id(args), changes as Parameters<typeof updateMilestone>[4], now));
      },
    },
    deleteMilestone: {
      route: `DELETE ${path}/:planId/milestones/:id`,
      run: async (tx, { user, now }, args) => {
        await deleteMilestone(tx, user, args.planId as number, id(args), now);
        return { status: 204 };
      },
    },
  },
};
