/** The plan dialog's values, and how they become the shared create/update input. */
import { createLearnPlanInputSchema, LEARN_PLAN_STATUSES, type LearnPlan } from '@learnlog/shared';

export type LearnPlanStatus = (typeof LEARN_PLAN_STATUSES)[number];

export interface LearnPlanFormValues {
  title: string;
  goal: string;
  description: string;
  /** yyyy-MM-dd from the date input, or '' for none. */
  targetDate: string;
  status: LearnPlanStatus;
  linkedResourceIds: number[];
  linkedJournalEntryIds: number[];
}

export const LEARN_PLAN_STATUS_LABELS: Record<LearnPlanStatus, string> = { active: 'Active', paused: 'Paused', completed: 'Completed' };
export const LEARN_PLAN_STATUS_OPTIONS = LEARN_PLAN_STATUSES.map((value) => ({ value, label: LEARN_PLAN_STATUS_LABELS[value] }));

export const EMPTY_PLAN_FORM: LearnPlanFormValues = {
  title: '',
  goal: '',
  description: '',
  targetDate: '',
  status: 'active',
  linkedResourceIds: [],
  linkedJournalEntryIds: [],
};

export function formFromPlan(plan: LearnPlan): LearnPlanFormValues {
  return {
    title: plan.title,
    goal: plan.goal,
    description: plan.description ?? '',
    targetDate: plan.targetDate ? plan.targetDate.slice(0, 10) : '',
    status: plan.status,
    linkedResourceIds: [...plan.linkedResourceIds],
    linkedJournalEntryIds: [...plan.linkedJournalEntryIds],
  };
}

export interface LearnPlanInput {
  title: string;
  goal: string;
  description: string | null;
  targetDate: string | null;
  status: LearnPlanStatus;
  linkedResourceIds: number[];
  linkedJournalEntryIds: number[];
}

/** Spec 5: title and goal required, description optional, target date a date or null, ids without duplicates. */
export function learnPlanInput(values: LearnPlanFormValues): { input: LearnPlanInput } | { errors: Partial<Record<'title' | 'goal', string>> } {
  const parsed = createLearnPlanInputSchema.safeParse({
    title: values.title,
    goal: values.goal,
    description: values.description.trim() || null,
    targetDate: values.targetDate || null,
    status: values.status,
    linkedResourceIds: values.linkedResourceIds,
    linkedJournalEntryIds: values.linkedJournalEntryIds,
  });
  if (!parsed.success) {
    const errors: Partial<Record<'title' | 'goal', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'title' || field === 'goal') && !errors[field]) errors[field] = issue.message;
    }
    return { errors };
  }
  const data = parsed.data;
  return {
    input: {
      title: data.title,
      goal: data.goal,
      description: data.description ?? null,
      targetDate: data.targetDate ?? null,
      status: data.status ?? 'active',
      linkedResourceIds: data.linkedResourceIds ?? [],
      linkedJournalEntryIds: data.linkedJournalEntryIds ?? [],
    },
  };
}
