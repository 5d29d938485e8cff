/** The day-by-day rules of review: the daily limit, the streak, and "On this day". */
import { dayKey } from '../rules/days';
import { streakOfDays } from '../rules/streak';

/** Cards still to show today: the limit less the distinct cards already reviewed today. */
export function reviewsLeftToday(dailyLimit: number, reviewedToday: number): number {
  return Math.max(0, dailyLimit - reviewedToday);
}

/**
 * Consecutive days with at least one review, ending today, or yesterday (a streak is not broken
 * in the morning before today's review). `reviewDays`: the learner's day keys of reviews.
 */
export function reviewStreak(reviewDays: Iterable<string>, today: string): number {
  return streakOfDays(new Set(reviewDays), today);
}

/** The day key `months` calendar months before `key`, or null when that month has no such day. */
export function shiftMonths(key: string, months: number): string | null {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - months, d));
  return date.getUTCDate() === d ? date.toISOString().slice(0, 10) : null;
}

/**
 * "On this day": the same day of the month in every earlier month back to `oldestDay` (which
 * includes the same date in earlier years), newest first.
 */
export function onThisDayKeys(today: string, oldestDay: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const keys: string[] = [];
  for (let months = 1; ; months += 1) {
    const month = new Date(Date.UTC(y, m - 1 - months, 1)).toISOString().slice(0, 7);
    if (month < oldestDay.slice(0, 7)) break;
    const key = shiftMonths(today, months);
    if (key !== null && key >= oldestDay) keys.push(key);
  }
  return keys;
}

/** Whether an instant falls on one of the given learner's days. */
export function isOnDays(instant: string, days: ReadonlySet<string>, timeZone: string): boolean {
  return days.has(dayKey(instant, timeZone));
}
