import { z } from 'zod';
import { FIELD_LIMITS, GOAL_PROGRESS } from '../constants';
import { idListSchema, imageDataUrlSchema, isoDateTimeSchema, optionalText, recordIdSchema, tagsSchema } from './fields';
import { baseSchema, createFields, syncedRowFields } from './sync-fields';

export const ENTRY_TEXT_FIELDS = ['title', 'content', 'keyLearning', 'questions'] as const;

export const journalEntrySchema = z.object({
  ...syncedRowFields,
  title: z.string(),
  content: z.string(),
  keyLearning: z.string().nullable(),
  questions: z.string().nullable(),
  tags: z.array(z.string()),
  linkedResources: z.array(z.number()),
  linkedGoals: z.array(z.number()),
  goalProgress: z.number(),
  photos: z.array(z.string()),
  isPublic: z.boolean(),
  isFavorite: z.boolean(),
  readTime: z.number().int().nullable(),
  shareId: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** One journal photo as sent: a data URL at most the size the device scales photos to. */
export const journalPhotoSchema = imageDataUrlSchema(FIELD_LIMITS.photoBytes);

const entryFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title for your journal entry.')
    .max(FIELD_LIMITS.title, `Title must be at most ${FIELD_LIMITS.title} characters`),
  content: z
    .string()
    .refine((value) => value.trim().length > 0, 'Please add some content to your journal entry.')
    .pipe(z.string().max(FIELD_LIMITS.content, `Content must be at most ${FIELD_LIMITS.content} characters`)),
  keyLearning: optionalText(),
  questions: optionalText(),
  tags: tagsSchema.optional(),
  linkedResources: idListSchema.optional(),
  linkedGoals: idListSchema.optional(),
  goalProgress: z.number().int().min(0).max(100).optional(),
  photos: z
    .array(journalPhotoSchema)
    .max(FIELD_LIMITS.photos, `At most ${FIELD_LIMITS.photos} photos`)
    .optional(),
  isPublic: z.boolean().optional(),
  isFavorite: z.boolean().optional(),
  readTime: z.number().int().min(0).max(100_000).nullable().optional(),
};

/** POST /api/journal-entries */
export const createJournalEntryInputSchema = z.object({ ...createFields, ...entryFields });
export type CreateJournalEntryInput = z.input<typeof createJournalEntryInputSchema>;

/**
 * PUT /api/journal-entries/{id}: only the changed fields, plus `base` for the text fields. An
 * entry can be moved to another day: its `createdAt`, no later than the writer's now.
 */
export const updateJournalEntryInputSchema = z.object({
  ...z.object(entryFields).partial().shape,
  createdAt: isoDateTimeSchema.optional(),
  base: baseSchema(ENTRY_TEXT_FIELDS),
});
export type UpdateJournalEntryInput = z.input<typeof updateJournalEntryInputSchema>;

/** POST /api/journal-entries/{id}/toggle-public */
export const togglePublicInputSchema = z.object({ isPublic: z.boolean() });

/** POST /api/journal-entries/{id}/link-goal */
export const linkGoalInputSchema = z.object({
  goalId: recordIdSchema,
  progressContribution: z
    .number()
    .int()
    .min(GOAL_PROGRESS.min)
    .max(GOAL_PROGRESS.max)
    .multipleOf(GOAL_PROGRESS.step)
    .default(GOAL_PROGRESS.default),
});
export type LinkGoalInput = z.input<typeof linkGoalInputSchema>;
