/** Writing per week: entries by the learner's week (Monday first), from the calendar's day counts. */
import { busiest, lastWeeks, plural, shortDay, weekOf } from './periods';

export interface WeekCount {
  /** The week's Monday. */
  week: string;
  entries: number;
}

/** Entries in each of the `weeks` weeks ending with today's, oldest first. */
export function writingPerWeek(entriesByDay: ReadonlyMap<string, { entries: number }>, today: string, weeks: number): WeekCount[] {
  const counts = new Map(lastWeeks(today, weeks).map((week) => [week, 0]));
  for (const [day, { entries }] of entriesByDay) {
    const week = weekOf(day);
    if (day <= today && counts.has(week)) counts.set(week, counts.get(week)! + entries);
  }
  return [...counts].map(([week, entries]) => ({ week, entries }));
}

/** "Writing per week: 14 entries in the last 12 weeks, most in the week of 3 Nov (5)". */
export function writingSentence(weeks: readonly WeekCount[]): string {
  const total = weeks.reduce((sum, week) => sum + week.entries, 0);
  const span = `in the last ${weeks.length} weeks`;
  if (total === 0) return `Writing per week: no entries ${span}`;
  const top = weeks[busiest(weeks.map((week) => week.entries))]!;
  return `Writing per week: ${plural(total, 'entry', 'entries')} ${span}, most in the week of ${shortDay(top.week)} (${top.entries})`;
}
