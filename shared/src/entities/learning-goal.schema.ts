import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { dateOrDateTimeSchema, idListSchema, optionalText, tagsSchema } from './fields';
import { baseSchema, createFields, syncedRowFields } from './sync-fields';

export const GOAL_PRIORITIES = ['low', 'medium', 'high'] as const;
export const GOAL_STATUSES = ['active', 'paused', 'completed'] as const;
export const goalStatusSchema = z.enum(GOAL_STATUSES);
export type GoalStatus = z.infer<typeof goalStatusSchema>;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export const GOAL_TEXT_FIELDS = ['title', 'description'] as const;

export const learningGoalSchema = z.object({
  ...syncedRowFields,
  title: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  priority: z.enum(GOAL_PRIORITIES),
  tags: z.array(z.string()),
  status: goalStatusSchema,
  progress: z.number(),
  linkedJournalEntries: z.array(z.number()),
  linkedResources: z.array(z.number()),
  milestones: z.array(z.string()),
  completedMilestones: z.array(z.string()),
  completedAt: z.string().nullable(),
});
export type LearningGoal = z.infer<typeof learningGoalSchema>;

const textList = z.array(z.string().trim().min(1).max(FIELD_LIMITS.title)).max(100);

const goalFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title for your goal.')
    .max(FIELD_LIMITS.title, `Title must be at most ${FIELD_LIMITS.title} characters`),
  description: optionalText(),
  targetDate: dateOrDateTimeSchema.nullable().optional(),
  priority: z.enum(GOAL_PRIORITIES).optional(),
  tags: tagsSchema.optional(),
  status: goalStatusSchema.optional(),
  progress: z.number().int().min(0).max(100).optional(),
  linkedJournalEntries: idListSchema.optional(),
  linkedResources: idListSchema.optional(),
  milestones: textList.optional(),
  completedMilestones: textList.optional(),
};

/** POST /api/learning-goals */
export const createLearningGoalInputSchema = z.object({ ...createFields, ...goalFields });
export type CreateLearningGoalInput = z.input<typeof createLearningGoalInputSchema>;

/** PUT /api/learning-goals/{id} */
export const updateLearningGoalInputSchema = z.object({
  ...z.object(goalFields).partial().shape,
  base: baseSchema(GOAL_TEXT_FIELDS),
});
export type UpdateLearningGoalInput = z.input<typeof updateLearningGoalInputSchema>;
