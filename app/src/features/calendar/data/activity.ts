/**
 * Writing and review activity per learner's day (issue 32, point 5): entries by the day they
 * were written, reviews by the day they were rated (an answer alone is not a review), in the
 * learner's time zone by the shared day rules. Pure, for the heatmap and the month.
 */
import { dayKey, isRecallRating } from '@learnlog/shared';

export interface DayActivity {
  entries: number;
  reviews: number;
}

export type Activity = ReadonlyMap<string, DayActivity>;

interface Deletable {
  _deleted?: boolean;
}

/** Counts per day key within `from`…`to` (inclusive); deleted records are not counted. */
export function countActivity(
  entries: readonly (Deletable & { createdAt: string })[],
  reviews: readonly (Deletable & { reviewedAt: string; rating: string })[],
  timeZone: string,
  from: string,
  to: string,
): Map<string, DayActivity> {
  const days = new Map<string, DayActivity>();
  const add = (instant: string, kind: keyof DayActivity) => {
    const day = dayKey(instant, timeZone);
    if (day < from || day > to) return;
    const counts = days.get(day) ?? { entries: 0, reviews: 0 };
    counts[kind] += 1;
    days.set(day, counts);
  };
  for (const entry of entries) if (!entry._deleted) add(entry.createdAt, 'entries');
  for (const log of reviews) if (!log._deleted && isRecallRating(log.rating)) add(log.reviewedAt, 'reviews');
  return days;
}

/** A month's totals (`YYYY-MM`). */
export function monthTotals(activity: Activity, month: string): DayActivity {
  const totals = { entries: 0, reviews: 0 };
  for (const [day, counts] of activity) {
    if (!day.startsWith(`${month}-`)) continue;
    totals.entries += counts.entries;
    totals.reviews += counts.reviews;
  }
  return totals;
}

/** The heatmap's shade, 0 (nothing) to 4 (the busiest day of the year shown). */
export function activityLevel(counts: DayActivity | undefined, busiest: number): 0 | 1 | 2 | 3 | 4 {
  const total = counts ? counts.entries + counts.reviews : 0;
  if (total === 0 || busiest === 0) return 0;
  return Math.max(1, Math.ceil((4 * total) / busiest)) as 1 | 2 | 3 | 4;
}

export const busiestDay = (activity: Activity) => Math.max(0, ...[...activity.values()].map((c) => c.entries + c.reviews));
