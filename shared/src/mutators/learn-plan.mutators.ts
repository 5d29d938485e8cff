/** Learn plans: defaults; an edit stores what was sent (progress is read, not stored). */
import type { z } from 'zod';
import type { LearnPlan, createLearnPlanInputSchema, updateLearnPlanInputSchema } from '../entities/learn-plan.schema';
import { definedFields, type SyncColumns } from './mutator-context';

export type LearnPlanFields = Omit<LearnPlan, SyncColumns>;
export type LearnPlanCreate = z.output<typeof createLearnPlanInputSchema>;
export type LearnPlanChanges = Omit<z.output<typeof updateLearnPlanInputSchema>, 'base'>;

export function newLearnPlanFields(input: LearnPlanCreate): LearnPlanFields {
  return {
    title: input.title,
    goal: input.goal,
    description: input.description ?? null,
    targetDate: input.targetDate ?? null,
    linkedResourceIds: input.linkedResourceIds ?? [],
    linkedJournalEntryIds: input.linkedJournalEntryIds ?? [],
    status: input.status ?? 'active',
  };
}

export function learnPlanPatch(changes: LearnPlanChanges): Partial<LearnPlanFields> {
  return definedFields(changes);
}
