/**
 * A learn plan's progress: its steps done out of all its steps, where the steps are its milestones
 * (done when ticked) and its linked resources (done when completed), counted together. A new plan
 * with nothing done is 0%, whatever it links. Links to resources that no longer exist (deleted,
 * or not on this device) are left out, so a deleted book never holds a plan below 100%.
 * Milestones live on the server only: `milestones` is undefined while they are not known.
 */
import type { ResourceStatus } from '../entities/resource.schema';

export interface StepCount {
  completed: number;
  total: number;
}

export interface LearnPlanProgress extends StepCount {
  /** Whole percent, 0 to 100; 0 for a plan with no steps. */
  percent: number;
  resources: StepCount;
  /** undefined when the milestones are not known (offline, or the plan not on the server yet). */
  milestones: StepCount | undefined;
}

export function learnPlanProgress(
  linkedResourceIds: readonly number[],
  resources: readonly { id: number; status: ResourceStatus }[],
  milestones?: readonly { isCompleted: boolean }[],
): LearnPlanProgress {
  const statusById = new Map(resources.map((r) => [r.id, r.status]));
  const linked = [...new Set(linkedResourceIds)].filter((id) => statusById.has(id));
  const resourceSteps = { completed: linked.filter((id) => statusById.get(id) === 'completed').length, total: linked.length };
  const milestoneSteps = milestones && { completed: milestones.filter((m) => m.isCompleted).length, total: milestones.length };
  const completed = resourceSteps.completed + (milestoneSteps?.completed ?? 0);
  const total = resourceSteps.total + (milestoneSteps?.total ?? 0);
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100), resources: resourceSteps, milestones: milestoneSteps };
}
