/** Resources completed per month, by the learner's day of `completedAt`. */
import { busiest, lastMonths, monthLabel, plural } from './periods';
import { dayOfIn } from './day-of';

export interface MonthCount {
  month: string;
  completed: number;
}

interface CompletableResource {
  status: string;
  completedAt: string | null;
  _deleted?: boolean;
}

export function resourcesCompleted(resources: readonly CompletableResource[], today: string, timeZone: string, months: number): MonthCount[] {
  const dayOf = dayOfIn(timeZone);
  const counts = new Map(lastMonths(today, months).map((month) => [month, 0]));
  for (const resource of resources) {
    if (resource._deleted || resource.status !== 'completed' || !resource.completedAt) continue;
    const day = dayOf(resource.completedAt);
    const month = day.slice(0, 7);
    if (day <= today && counts.has(month)) counts.set(month, counts.get(month)! + 1);
  }
  return [...counts].map(([month, completed]) => ({ month, completed }));
}

/** "Resources completed per month: 7 in the last 12 months, most in October 2026 (3)". */
export function resourcesSentence(months: readonly MonthCount[]): string {
  const total = months.reduce((sum, month) => sum + month.completed, 0);
  const span = `in the last ${months.length} months`;
  if (total === 0) return `Resources completed per month: none ${span}`;
  const top = months[busiest(months.map((month) => month.completed))]!;
  return `Resources completed per month: ${plural(total, 'resource', 'resources')} ${span}, most in ${monthLabel(top.month, 'MMMM yyyy')} (${top.completed})`;
}
