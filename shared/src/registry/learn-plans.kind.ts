import { z } from 'zod';
import { importedLearnPlanSchema } from '../data-transfer/export-document';
import { recordIdSchema } from '../entities/fields';
import {
  PLAN_TEXT_FIELDS,
  createLearnPlanInputSchema,
  createMilestoneInputSchema,
  learnPlanSchema,
  updateLearnPlanInputSchema,
  updateMilestoneInputSchema,
} from '../entities/learn-plan.schema';
import { learnPlanPatch, newLearnPlanFields, type LearnPlanChanges, type LearnPlanCreate } from '../mutators/learn-plan.mutators';
import { defineKind, mutation } from './define-kind';

const name = 'learn_plans';
const planId = z.object({ planId: recordIdSchema });
const byPlan = (args: Record<string, unknown>) => args.planId as number;
const milestoneId = z.object({ planId: recordIdSchema, id: recordIdSchema });
const milestones = '/api/learn-plans/:planId/milestones';
// A milestone is not a field of its plan: nothing of the plan waits for it.
const milestone = { effect: 'other', recordArg: 'planId', pends: [], answerField: null, onNotFound: 'drop' } as const;

export const learnPlansKind = defineKind({
  name,
  noun: 'learn plan',
  path: '/api/learn-plans',
  rowSchema: learnPlanSchema,
  createSchema: createLearnPlanInputSchema,
  updateSchema: updateLearnPlanInputSchema,
  mutators: {
    create: (input) => newLearnPlanFields(input as LearnPlanCreate),
    update: (_current, changes) => learnPlanPatch(changes as LearnPlanChanges),
  },
  textFields: PLAN_TEXT_FIELDS,
  idFields: {
    linkedResourceIds: { kind: 'resources', onDelete: 'unlink' },
    linkedJournalEntryIds: { kind: 'journal_entries', onDelete: 'unlink' },
  },
  deviceStore: 'learnPlans',
  deviceIndexes: 'id, createdAt, updatedAt, status',
  exportShape: { key: 'learnPlans', importSchema: importedLearnPlanSchema, ownRules: true },
  // Milestones are not synced records: they write their plan.
  mutations: {
    createMilestone: mutation(`${name}.createMilestone`, createMilestoneInputSchema.extend(planId.shape), byPlan, name, { ...milestone, route: `POST ${milestones}` }),
    updateMilestone: mutation(`${name}.updateMilestone`, updateMilestoneInputSchema.extend(milestoneId.shape), byPlan, name, { ...milestone, route: `PUT ${milestones}/:id` }),
    deleteMilestone: mutation(`${name}.deleteMilestone`, milestoneId, byPlan, name, { ...milestone, route: `DELETE ${milestones}/:id` }),
  },
});
