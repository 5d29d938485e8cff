/**
 * Which goals the /goals screen lists where: active goals under Active Goals, completed ones under
 * Completed Goals. The spec lists a paused goal in neither; a goal the learner cannot find again
 * is a lost goal, so paused ones get their own section (shown only when any exist).
 */
import type { GoalPriority, GoalStatus } from '@learnlog/shared';

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = { active: 'Active', paused: 'Paused', completed: 'Completed' };
export const PRIORITY_LABELS: Record<GoalPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

interface SectionedGoal {
  status: GoalStatus;
  createdAt: string;
  completedAt: string | null;
}

export function goalSections<T extends SectionedGoal>(goals: readonly T[]): { active: T[]; paused: T[]; completed: T[] } {
  const newestFirst = (a: T, b: T) => b.createdAt.localeCompare(a.createdAt);
  const active = goals.filter((g) => g.status === 'active').sort(newestFirst);
  const paused = goals.filter((g) => g.status === 'paused').sort(newestFirst);
  // The most recently finished first; a goal completed before completedAt was kept sorts last.
  const completed = goals
    .filter((g) => g.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || b.createdAt.localeCompare(a.createdAt));
  return { active, paused, completed };
}
