/**
 * The calendar's months (issue 32, point 5): `YYYY-MM` keys, the days of a month laid out in
 * weeks from Monday, the weeks of the year before a month for the heatmap. Pure: day keys only,
 * no time zone (the learner's days come from the shared day rules).
 */
import { shiftDayKey } from '@learnlog/shared';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month an address asks for, or null when it is not one. */
export function monthParam(value: string | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export const firstDay = (month: string) => `${month}-01`;
export const lastDay = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** Monday 0 … Sunday 6. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Whole weeks from Monday covering `from`…`to`; null fills the days outside. */
export function weeksBetween(from: string, to: string): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  for (let monday = shiftDayKey(from, -weekdayOf(from)); monday <= to; monday = shiftDayKey(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, d) => {
      const day = shiftDayKey(monday, d);
      return day >= from && day <= to ? day : null;
    }));
  }
  return weeks;
}

/** The month's days in weeks from Monday. */
export const monthWeeks = (month: string) => weeksBetween(firstDay(month), lastDay(month));

/** The twelve months ending with `month`, oldest first: the heatmap's year. */
export function yearEndingWith(month: string): string[] {
  return Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 11));
}
