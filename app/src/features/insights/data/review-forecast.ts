/** Review forecast: the cards due on each of the next days, from the card index's `dueDay`. */
import { busiest, nextDays, plural, shortDay } from './periods';

export interface DayCount {
  day: string;
  cards: number;
}

/** Cards due per day from today for `days` days; a card already overdue counts today. */
export function reviewForecast(dueDays: readonly string[], today: string, days: number): DayCount[] {
  const span = nextDays(today, days);
  const counts = new Map(span.map((day) => [day, 0]));
  for (const due of dueDays) {
    const day = due < today ? today : due;
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return span.map((day) => ({ day, cards: counts.get(day)! }));
}

/** "Review forecast: 42 cards due in the next 30 days, 12 of them today; most on 5 Dec (9)". */
export function forecastSentence(days: readonly DayCount[]): string {
  const total = days.reduce((sum, day) => sum + day.cards, 0);
  const span = `in the next ${days.length} days`;
  if (total === 0) return `Review forecast: no cards due ${span}`;
  const today = days[0]?.cards ?? 0;
  const top = days[busiest(days.map((day) => day.cards))]!;
  return `Review forecast: ${plural(total, 'card', 'cards')} due ${span}, ${today} of them today; most on ${shortDay(top.day)} (${top.cards})`;
}
