import type { LearnPlanProgress } from '@learnlog/shared';

/** The detail's progress line: the rule in words (milestones and linked resources count together). */
export function progressText(progress: LearnPlanProgress): string {
  const { percent, completed, total, resources, milestones } = progress;
  const linked = `${resources.completed} of ${resources.total} linked resources completed`;
  if (!milestones) return `${percent}% · ${linked} (milestones count too once they can be read online)`;
  return `${percent}% · ${completed} of ${total} steps done: ${milestones.completed} of ${milestones.total} milestones, ${linked}`;
}
