/**
 * A learn plan's progress (decisions, "Where the spec left a placeholder"): the share of its
 * linked resources that are completed. Links to resources that no longer exist (deleted, or
 * not on this device) are left out, so a deleted book never holds a plan below 100%.
 */
import type { ResourceStatus } from '../entities/resource.schema';

export interface LearnPlanProgress {
  completed: number;
  total: number;
  /** Whole percent, 0 to 100; 0 for a plan with no linked resources. */
  percent: number;
}

export function learnPlanProgress(
  linkedResourceIds: readonly number[],
  resources: readonly { id: number; status: ResourceStatus }[],
): LearnPlanProgress {
  const statusById = new Map(resources.map((r) => [r.id, r.status]));
  const linked = [...new Set(linkedResourceIds)].filter((id) => statusById.has(id));
  const completed = linked.filter((id) => statusById.get(id) === 'completed').length;
  const total = linked.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
