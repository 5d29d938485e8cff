import { z } from 'zod';
import { recordIdSchema } from './fields';

export const TEMPLATE_CATEGORIES = [
  { id: 'daily-learning', name: 'Daily Learning' },
  { id: 'weekly-reflection', name: 'Weekly Reflection' },
  { id: 'monthly-review', name: 'Monthly Review' },
  { id: 'what-i-learned-from', name: 'What I Learned From' },
  { id: 'failure-review', name: 'Failure Review' },
  { id: 'project-debrief', name: 'Project Debrief' },
  { id: 'atomic-habits-tracker', name: 'Atomic Habits Tracker' },
] as const;
export type TemplateCategoryId = (typeof TEMPLATE_CATEGORIES)[number]['id'];
export const templateCategoryIdSchema = z.enum(
  TEMPLATE_CATEGORIES.map((c) => c.id) as [TemplateCategoryId, ...TemplateCategoryId[]],
);

export const premiumTemplateSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: templateCategoryIdSchema,
  template: z.string(),
  tags: z.array(z.string()),
  usageCount: z.number().int(),
});
export type PremiumTemplate = z.infer<typeof premiumTemplateSchema>;

export const templateCategorySchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** GET /api/templates/premium?category= */
export const templatesQuerySchema = z.object({ category: templateCategoryIdSchema.optional() });
/** GET /api/templates/premium/search?q= */
export const templateSearchQuerySchema = z.object({ q: z.string().trim().max(200) });
/** POST /api/templates/favorites */
export const favoriteTemplateInputSchema = z.object({ templateId: recordIdSchema });
/** POST /api/templates/{id}/use: bumps usageCount when a learner starts from it. */
export const templatesResponseSchema = z.object({
  templates: z.array(premiumTemplateSchema),
  categories: z.array(templateCategorySchema),
});
