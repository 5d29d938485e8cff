/** The calendar's words: counts and dates for display, from day keys (noon, so no zone moves the date). */
import { format } from 'date-fns';
import type { DayActivity } from './activity';

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const noon = (day: string) => new Date(`${day}T12:00:00`);

/** "March 2026" for `2026-03`. */
export const monthName = (month: string, pattern = 'MMMM yyyy') => format(noon(`${month}-01`), pattern);
/** "Sunday, March 1, 2026" for `2026-03-01`. */
export const dayName = (day: string, pattern = 'EEEE, MMMM d, yyyy') => format(noon(day), pattern);

/** "37 entries and 120 reviews in October" (the year added when it is not this one). */
export function activitySentence(totals: DayActivity, month: string, thisYear: string): string {
  const name = monthName(month, month.startsWith(thisYear) ? 'MMMM' : 'MMMM yyyy');
  return `${plural(totals.entries, 'entry', 'entries')} and ${plural(totals.reviews, 'review', 'reviews')} in ${name}`;
}
