import { z } from 'zod';

export const SUMMARY_TYPES = ['weekly', 'monthly'] as const;
export const summaryTypeSchema = z.enum(SUMMARY_TYPES);
export type SummaryType = z.infer<typeof summaryTypeSchema>;

/** The structured answer asked of the AI provider, validated before anything is stored. */
export const summaryContentSchema = z.object({
  keyInsights: z.array(z.string().min(1)).min(1).max(10),
  recurringThemes: z.array(z.string().min(1)).max(10),
  reflectionPrompt: z.string().min(1),
});
export type SummaryContent = z.infer<typeof summaryContentSchema>;

export const aiSummarySchema = summaryContentSchema.extend({
  id: z.number(),
  summaryType: summaryTypeSchema,
  dateRange: z.object({ from: z.string(), to: z.string() }),
  entriesAnalyzed: z.number().int(),
  createdAt: z.string(),
  isRead: z.boolean(),
  /** 'basic' when made by the built-in summariser without an AI provider (decisions). */
  source: z.enum(['ai', 'basic']),
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

/** POST /api/ai/generate-summary */
export const generateSummaryInputSchema = z.object({ summaryType: summaryTypeSchema });

/** GET /api/ai/summaries */
export const aiSummariesResponseSchema = z.object({
  summaries: z.array(aiSummarySchema),
  monthlyUsage: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type AiSummariesResponse = z.infer<typeof aiSummariesResponseSchema>;
