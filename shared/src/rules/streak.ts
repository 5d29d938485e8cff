import { dayKey, shiftDayKey } from './days';

/**
 * Consecutive days with at least one journal entry, ending today — or yesterday, so a streak
 * is not shown as broken in the morning before today's entry is written.
 */
export function computeStreak(entryDates: readonly (string | Date)[], now: Date, timeZone = 'UTC'): number {
  return streakOfDays(new Set(entryDates.map((d) => dayKey(d, timeZone))), dayKey(now, timeZone));
}

/** The same rule over day keys already in the learner's calendar (the review streak uses it too). */
export function streakOfDays(days: ReadonlySet<string>, today: string): number {
  let cursor = days.has(today) ? today : shiftDayKey(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = shiftDayKey(cursor, -1);
  }
  return streak;
}
