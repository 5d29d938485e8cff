/**
 * Retention: the share of ratings that were Good or Easy over the learner's last days, overall
 * and per goal (an entry's goals are the ones it links to). An answer is not a rating.
 */
import { shiftDayKey, type ReviewAction } from '@learnlog/shared';
import { plural } from './periods';
import { dayOfIn } from './day-of';

export interface RetentionRow {
  label: string;
  /** Ratings counted (Again, Hard, Good, Easy). */
  rated: number;
  /** Of them, Good or Easy. */
  recalled: number;
}

export interface Retention {
  overall: RetentionRow;
  /** Goals with at least one rating in the window, most rated first. */
  goals: RetentionRow[];
}

interface RatedLog {
  entryId: number;
  rating: ReviewAction;
  reviewedAt: string;
  _deleted?: boolean;
}

export interface GoalEntries {
  title: string;
  entryIds: ReadonlySet<number>;
}

/** Retention over the `days` learner's days ending with `today`. */
export function retention(logs: readonly RatedLog[], goals: readonly GoalEntries[], today: string, timeZone: string, days: number): Retention {
  const from = shiftDayKey(today, -(days - 1));
  const dayOf = dayOfIn(timeZone);
  // Every zone's day lies within a day of the UTC date: older rows are passed over unformatted.
  const since = `${shiftDayKey(from, -1)}T00:00:00.000Z`;
  const overall: RetentionRow = { label: 'All cards', rated: 0, recalled: 0 };
  const rows = goals.map((goal) => ({ goal, row: { label: goal.title, rated: 0, recalled: 0 } }));
  for (const log of logs) {
    if (log._deleted || log.rating === 'answered' || log.reviewedAt < since) continue;
    const day = dayOf(log.reviewedAt);
    if (day < from || day > today) continue;
    const recalled = log.rating === 'good' || log.rating === 'easy' ? 1 : 0;
    overall.rated += 1;
    overall.recalled += recalled;
    for (const { goal, row } of rows) {
      if (!goal.entryIds.has(log.entryId)) continue;
      row.rated += 1;
      row.recalled += recalled;
    }
  }
  const perGoal = rows.map(({ row }) => row).filter((row) => row.rated > 0);
  return { overall, goals: perGoal.sort((a, b) => b.rated - a.rated || a.label.localeCompare(b.label)) };
}

/** Whole percent Good or Easy; 0 with no ratings. */
export const retentionPercent = (row: RetentionRow) => (row.rated === 0 ? 0 : Math.round((100 * row.recalled) / row.rated));

/** "Retention over the last 30 days: 80% Good or Easy of 25 ratings; Spanish 90% of 10". */
export function retentionSentence(result: Retention, days: number): string {
  const head = `Retention over the last ${days} days`;
  if (result.overall.rated === 0) return `${head}: no ratings yet`;
  const overall = `${head}: ${retentionPercent(result.overall)}% Good or Easy of ${plural(result.overall.rated, 'rating', 'ratings')}`;
  const goals = result.goals.map((row) => `${row.label} ${retentionPercent(row)}% of ${row.rated}`);
  return goals.length > 0 ? `${overall}; ${goals.join(', ')}` : overall;
}
