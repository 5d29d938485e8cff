/** How a plan's dates and counts read on its card and in its detail. */
import { differenceInCalendarDays, format, formatDistance, parseISO, startOfDay } from 'date-fns';

/** A target date is a calendar day; a stored date-time counts by its day. */
const day = (value: string) => parseISO(value.slice(0, 10));

export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Exact days read well up to about a month; past that, months and years do. */
const EXACT_DAYS = 30;

/** Spec: a 'Due' relative date: 'Due today', 'Due in 3 days', 'Due 2 days ago', 'Due in about 1 year'. */
export function dueText(targetDate: string, now: Date = new Date()): string {
  const due = day(targetDate);
  const days = differenceInCalendarDays(due, now);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days === -1) return 'Due yesterday';
  const distance = Math.abs(days) <= EXACT_DAYS ? countText(Math.abs(days), 'day', 'days') : formatDistance(due, startOfDay(now));
  return days > 0 ? `Due in ${distance}` : `Due ${distance} ago`;
}

export const targetDateText = (targetDate: string) => format(day(targetDate), 'MMM d, yyyy');
