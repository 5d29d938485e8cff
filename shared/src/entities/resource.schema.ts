import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { httpUrlSchema, optionalText, tagsSchema } from './fields';
import { baseSchema, createFields, syncedRowFields } from './sync-fields';

export const RESOURCE_TYPES = ['article', 'book', 'course', 'video', 'podcast', 'documentation'] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

export const RESOURCE_STATUSES = ['to-learn', 'in-progress', 'completed'] as const;
export const resourceStatusSchema = z.enum(RESOURCE_STATUSES);
export type ResourceStatus = z.infer<typeof resourceStatusSchema>;

export const RESOURCE_CATEGORIES = ['revisitable', 'consumable'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_TEXT_FIELDS = ['title', 'description', 'notes'] as const;

export const resourceSchema = z.object({
  ...syncedRowFields,
  title: z.string(),
  url: z.string().nullable(),
  type: z.string(),
  description: z.string().nullable(),
  status: resourceStatusSchema,
  progress: z.number(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  category: z.enum(RESOURCE_CATEGORIES),
  completedAt: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

const resourceFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title for the resource.')
    .max(FIELD_LIMITS.title, `Title must be at most ${FIELD_LIMITS.title} characters`),
  url: httpUrlSchema.nullable().optional(),
  type: resourceTypeSchema,
  description: optionalText(),
  status: resourceStatusSchema.optional(),
  // Clamped, not refused (core spec 5: "clamped; non-numeric input becomes 0").
  progress: z
    .number()
    .catch(0)
    .transform((value) => Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0))))
    .optional(),
  isPublic: z.boolean().optional(),
  tags: tagsSchema.optional(),
  notes: optionalText(),
};

/** POST /api/resources */
export const createResourceInputSchema = z.object({ ...createFields, ...resourceFields });
export type CreateResourceInput = z.input<typeof createResourceInputSchema>;

/** PUT /api/resources/{id} */
export const updateResourceInputSchema = z.object({
  ...z.object(resourceFields).partial().shape,
  base: baseSchema(RESOURCE_TEXT_FIELDS),
});
export type UpdateResourceInput = z.input<typeof updateResourceInputSchema>;
