import { dayKey } from './days';

/**
 * An active goal whose target day is over, in the learner's time zone: due today is not yet
 * overdue. Paused and completed goals are never overdue.
 */
export function isGoalOverdue(goal: { status: string; targetDate: string | null }, now: Date, timeZone: string): boolean {
  if (goal.status !== 'active' || !goal.targetDate) return false;
  // A date-only target (the date input's) is a calendar day already; a moment is read in the zone.
  const target = /^\d{4}-\d{2}-\d{2}$/.test(goal.targetDate) ? goal.targetDate : dayKey(goal.targetDate, timeZone);
  return target < dayKey(now, timeZone);
}
