/**
 * The periods the insights count in: weeks from Monday (as the calendar lays them out) and
 * months, as day keys of the learner's days (the shared day rules), and how they read.
 */
import { format } from 'date-fns';
import { shiftDayKey } from '@learnlog/shared';

/** Monday 0 … Sunday 6, from a day key (no time zone: the key already is the learner's day). */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday of `day`'s week. */
export const weekOf = (day: string) => shiftDayKey(day, -weekdayOf(day));

/** The Mondays of the `count` weeks ending with `today`'s, oldest first. */
export function lastWeeks(today: string, count: number): string[] {
  const monday = weekOf(today);
  return Array.from({ length: count }, (_, i) => shiftDayKey(monday, 7 * (i - count + 1)));
}

/** The `count` day keys from `today` on. */
export function nextDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDayKey(today, i));
}

/** The `count` months (`YYYY-MM`) ending with `today`'s, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

// Noon, so no zone of the reader moves the date shown.
const noon = (day: string) => new Date(`${day}T12:00:00`);

/** "3 Nov" for `2026-11-03`. */
export const shortDay = (day: string) => format(noon(day), 'd MMM');
/** "3 Nov 2026". */
export const longDay = (day: string) => format(noon(day), 'd MMM yyyy');
/** "Nov" or "November 2026" for `2026-11`. */
export const monthLabel = (month: string, pattern: 'MMM' | 'MMMM yyyy' = 'MMM') => format(noon(`${month}-01`), pattern);

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The first of the largest values (its index), or -1 when every value is 0. */
export function busiest(values: readonly number[]): number {
  let best = -1;
  values.forEach((value, i) => {
    if (value > 0 && (best === -1 || value > values[best]!)) best = i;
  });
  return best;
}
