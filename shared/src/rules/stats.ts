import { RESOURCE_STATUSES, type ResourceStatus } from '../entities/resource.schema';
import { dayKey, recentDayKeys } from './days';
import { displayResourceType } from './resource-group';
import { computeStreak } from './streak';

export interface StatsResource {
  id: number;
  title: string;
  type: string;
  status: ResourceStatus;
  progress: number;
  createdAt: string;
  completedAt: string | null;
}
export interface StatsEntry {
  createdAt: string;
}
export interface StatsGoal {
  status: string;
}

export interface ProgressStats {
  streak: number;
  totalResources: number;
  completedResources: number;
  /** Completed share of all resources, rounded percent (0 when there are none). */
  completionRate: number;
  /** 'completed/total' learning goals. */
  goalProgress: string;
  /** Resources completed in the last 7 days (today included). */
  weeklyCompleted: number;
  weeklyEntries: number;
  weeklyResources: number;
  resourcesThisMonth: number;
  completedThisMonth: number;
  statusCounts: Record<ResourceStatus, number>;
  /** Counts per displayed type (unknown types count as article), only types present. */
  typeCounts: Record<string, number>;
  currentlyLearning: StatsResource[];
}

/**
 * The Progress screen's and /api/stats' figures, from the learner's own records. "This week" is
 * the last 7 calendar days in the learner's time zone; "this month" the current calendar month.
 */
export function computeStats(
  input: { resources: readonly StatsResource[]; entries: readonly StatsEntry[]; goals: readonly StatsGoal[] },
  now: Date,
  timeZone = 'UTC',
): ProgressStats {
  const { resources, entries, goals } = input;
  const today = dayKey(now, timeZone);
  const week = new Set(recentDayKeys(today, 7));
  const month = today.slice(0, 7);
  const inWeek = (iso: string | null) => iso !== null && week.has(dayKey(iso, timeZone));
  const inMonth = (iso: string | null) => iso !== null && dayKey(iso, timeZone).startsWith(month);

  const statusCounts = Object.fromEntries(RESOURCE_STATUSES.map((s) => [s, 0])) as Record<ResourceStatus, number>;
  const typeCounts: Record<string, number> = {};
  for (const r of resources) {
    statusCounts[r.status] += 1;
    const type = displayResourceType(r.type);
    typeCounts[type] = (typeCounts[type] ?? 0) + 1;
  }
  const completed = statusCounts.completed;
  const completedDate = (r: StatsResource) => (r.status === 'completed' ? r.completedAt : null);

  return {
    streak: computeStreak(
      entries.map((e) => e.createdAt),
      now,
      timeZone,
    ),
    totalResources: resources.length,
    completedResources: completed,
    completionRate: resources.length === 0 ? 0 : Math.round((completed / resources.length) * 100),
    goalProgress: `${goals.filter((g) => g.status === 'completed').length}/${goals.length}`,
    weeklyCompleted: resources.filter((r) => inWeek(completedDate(r))).length,
    weeklyEntries: entries.filter((e) => inWeek(e.createdAt)).length,
    weeklyResources: resources.filter((r) => inWeek(r.createdAt)).length,
    resourcesThisMonth: resources.filter((r) => inMonth(r.createdAt)).length,
    completedThisMonth: resources.filter((r) => inMonth(completedDate(r))).length,
    statusCounts,
    typeCounts,
    currentlyLearning: resources.filter((r) => r.status === 'in-progress'),
  };
}
