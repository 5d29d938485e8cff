import { z } from 'zod';

export const journalPromptSchema = z.object({
  id: z.number(),
  title: z.string(),
  prompt: z.string(),
});
export type JournalPrompt = z.infer<typeof journalPromptSchema>;
