import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { dateOrDateTimeSchema, idListSchema, optionalText, recordIdSchema } from './fields';
import { baseSchema, createFields, syncedRowFields } from './sync-fields';

export const LEARN_PLAN_STATUSES = ['active', 'paused', 'completed'] as const;
export const PLAN_TEXT_FIELDS = ['title', 'goal', 'description'] as const;

export const learnPlanSchema = z.object({
  ...syncedRowFields,
  title: z.string(),
  goal: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  linkedResourceIds: z.array(z.number()),
  linkedJournalEntryIds: z.array(z.number()),
  status: z.enum(LEARN_PLAN_STATUSES),
});
export type LearnPlan = z.infer<typeof learnPlanSchema>;

const planFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title for your plan.')
    .max(FIELD_LIMITS.title, `Title must be at most ${FIELD_LIMITS.title} characters`),
  goal: z.string().trim().min(1, 'Please enter the goal of your plan.').max(FIELD_LIMITS.shortText),
  description: optionalText(),
  targetDate: dateOrDateTimeSchema.nullable().optional(),
  linkedResourceIds: idListSchema.optional(),
  linkedJournalEntryIds: idListSchema.optional(),
  status: z.enum(LEARN_PLAN_STATUSES).optional(),
};

/** POST /api/learn-plans */
export const createLearnPlanInputSchema = z.object({ ...createFields, ...planFields });
export type CreateLearnPlanInput = z.input<typeof createLearnPlanInputSchema>;

/** PUT /api/learn-plans/{id} */
export const updateLearnPlanInputSchema = z.object({
  ...z.object(planFields).partial().shape,
  base: baseSchema(PLAN_TEXT_FIELDS),
});
export type UpdateLearnPlanInput = z.input<typeof updateLearnPlanInputSchema>;

export const milestoneSchema = z.object({
  id: z.number(),
  planId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** POST /api/learn-plans/{id}/milestones */
export const createMilestoneInputSchema = z.object({
  id: recordIdSchema.optional(),
  title: z.string().trim().min(1, 'Please enter a title for the milestone.').max(FIELD_LIMITS.title),
  description: optionalText(),
  targetDate: dateOrDateTimeSchema.nullable().optional(),
  order: z.number().int().min(0).default(0),
  isCompleted: z.boolean().optional(),
});
export type CreateMilestoneInput = z.input<typeof createMilestoneInputSchema>;

/** PUT /api/learn-plans/{id}/milestones/{milestoneId} */
export const updateMilestoneInputSchema = createMilestoneInputSchema.omit({ id: true }).partial();
