/**
 * Cards learned: cards with at least one rating (an answer alone is not one), counted at the end
 * of each week, and how many were rated for the first time that week, in the learner's days.
 */
import { shiftDayKey, type ReviewAction } from '@learnlog/shared';
import { lastWeeks, plural } from './periods';
import { dayOfIn } from './day-of';

export interface WeekLearned {
  week: string;
  /** Cards first rated this week. */
  added: number;
  /** Cards rated at least once by the end of the week. */
  total: number;
}

interface CardLog {
  entryId: number;
  cardKey: string;
  rating: ReviewAction;
  reviewedAt: string;
  _deleted?: boolean;
}

/** The first rating's day of every card rated at least once. */
function firstRatedDays(logs: readonly CardLog[], timeZone: string): string[] {
  const first = new Map<string, string>();
  for (const log of logs) {
    if (log._deleted || log.rating === 'answered') continue;
    const card = `${log.entryId}:${log.cardKey}`;
    const seen = first.get(card);
    if (seen === undefined || log.reviewedAt < seen) first.set(card, log.reviewedAt);
  }
  return [...first.values()].map(dayOfIn(timeZone));
}

export function cardsLearned(logs: readonly CardLog[], today: string, timeZone: string, weeks: number): WeekLearned[] {
  const mondays = lastWeeks(today, weeks);
  const days = firstRatedDays(logs, timeZone).filter((day) => day <= today);
  const before = days.filter((day) => day < mondays[0]!).length;
  let total = before;
  return mondays.map((monday) => {
    const sunday = shiftDayKey(monday, 6);
    const added = days.filter((day) => day >= monday && day <= sunday).length;
    total += added;
    return { week: monday, added, total };
  });
}

/** "Cards learned: 120 cards rated at least once, 30 of them first in the last 12 weeks". */
export function cardsLearnedSentence(weeks: readonly WeekLearned[]): string {
  const total = weeks.at(-1)?.total ?? 0;
  if (total === 0) return 'Cards learned: no cards rated yet';
  const added = weeks.reduce((sum, week) => sum + week.added, 0);
  return `Cards learned: ${plural(total, 'card', 'cards')} rated at least once, ${added} of them for the first time in the last ${weeks.length} weeks`;
}
