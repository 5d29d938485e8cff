import { atomicHabitsTemplates } from './atomic-habits-tracker';
import { dailyLearningTemplates } from './daily-learning';
import type { SeedTemplate } from './define';
import { failureReviewTemplates } from './failure-review';
import { monthlyReviewTemplates } from './monthly-review';
import { projectDebriefTemplates } from './project-debrief';
import { weeklyReflectionTemplates } from './weekly-reflection';
import { whatILearnedFromTemplates } from './what-i-learned-from';

export type { SeedTemplate } from './define';

/** Every built-in premium template, in the order of the shared TEMPLATE_CATEGORIES. */
export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  ...dailyLearningTemplates,
  ...weeklyReflectionTemplates,
  ...monthlyReviewTemplates,
  ...whatILearnedFromTemplates,
  ...failureReviewTemplates,
  ...projectDebriefTemplates,
  ...atomicHabitsTemplates,
];
