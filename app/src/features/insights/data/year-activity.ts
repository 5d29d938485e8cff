/**
 * The year's writing and reviews per learner's day, for the calendar's heatmap and writing per
 * week: the same counts as the calendar's own (entries by the day written, ratings by the day
 * rated, answers left out), made from entries' `createdAt` index keys and the review log the
 * insights read anyway, so 10,000 entries are never read whole.
 */
import type { DayActivity } from '../../calendar';
import type { ReviewAction } from '@learnlog/shared';
import { dayOfIn } from './day-of';

interface RatedLog {
  rating: ReviewAction;
  reviewedAt: string;
  _deleted?: boolean;
}

export function yearActivity(entryCreatedAts: readonly string[], logs: readonly RatedLog[], timeZone: string, from: string, to: string): Map<string, DayActivity> {
  const dayOf = dayOfIn(timeZone);
  const days = new Map<string, DayActivity>();
  const add = (instant: string, kind: keyof DayActivity) => {
    const day = dayOf(instant);
    if (day < from || day > to) return;
    const counts = days.get(day) ?? { entries: 0, reviews: 0 };
    counts[kind] += 1;
    days.set(day, counts);
  };
  for (const createdAt of entryCreatedAts) add(createdAt, 'entries');
  for (const log of logs) if (!log._deleted && log.rating !== 'answered') add(log.reviewedAt, 'reviews');
  return days;
}
