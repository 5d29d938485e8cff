/**
 * The insights' reads, from the device (offline), by index keys where they serve, so 10,000
 * entries are never read whole: entries' `createdAt` keys for the year (writing per week and the
 * heatmap), the card index's `dueDay` keys for the forecast, each goal's entries by the link
 * index's keys. The review log is read once, whole (cards learned needs every card's first
 * rating), and serves the heatmap, retention and cards learned; resources and goals are few.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dayKey, shiftDayKey } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalReviewCard } from '../../../db/review-cards';
import { getMeta } from '../../../db/meta';
import { cardsDueBy } from '../../../db/queries/card-index';
import { entryDatesBetween } from '../../../db/queries/entry-dates';
import { goalsWithEntryIds } from '../../../db/queries/goal-entry-ids';
import { entriesByIds } from '../../../db/queries/records-by-id';
import { allResources } from '../../../db/queries/resources-by-status';
import { allReviewLogs } from '../../../db/queries/review-logs';
import { useDatabase } from '../../../sync/sync-context';
import { firstDay, lastDay, type Activity } from '../../calendar';
import { yearActivity } from './year-activity';
import { writingPerWeek, type WeekCount } from './writing-per-week';
import { reviewForecast, type DayCount } from './review-forecast';
import { retention, type Retention } from './retention';
import { cardsLearned, type WeekLearned } from './cards-learned';
import { resourcesCompleted, type MonthCount } from './resources-completed';
import { goalStandings, type GoalStanding } from './goal-standing';

export const INSIGHT_SPANS = { weeks: 12, forecastDays: 30, retentionDays: 30, months: 12 } as const;

export interface ReviewInsights {
  /** The year's writing and reviews per day, for the heatmap. */
  activity: Activity;
  writing: WeekCount[];
  forecast: DayCount[];
  retention: Retention;
  learned: WeekLearned[];
}

export interface RecordInsights {
  resources: MonthCount[];
  goals: GoalStanding[];
}

const todayOn = (db: LearnLogDatabase) => dayKey(db.now(), db.timeZone);

/** The due days of the cards the review will show: a suspended card, or one of an entry with a paused tag, waits. */
async function dueDaysUntil(db: LearnLogDatabase, last: string): Promise<string[]> {
  const paused = new Set(((await getMeta(db, 'cachedUser'))?.reviewSettings?.pausedTags ?? []).map((tag) => tag.toLowerCase()));
  const shown = (card: LocalReviewCard) => !card.suspended && !card.tags.some((tag) => paused.has(tag.toLowerCase()));
  return (await cardsDueBy(db, last, shown)).map((card) => card.dueDay);
}

/** The year shown: the twelve months ending with this one. */
function yearOf(months: readonly string[]): { from: string; to: string } {
  return { from: firstDay(months[0]!), to: lastDay(months.at(-1)!) };
}

export async function loadReviewInsights(db: LearnLogDatabase, months: readonly string[], today = todayOn(db)): Promise<ReviewInsights> {
  const { from, to } = yearOf(months);
  const [dueDays, logs, goals, written] = await Promise.all([
    dueDaysUntil(db, shiftDayKey(today, INSIGHT_SPANS.forecastDays - 1)),
    allReviewLogs(db),
    goalsWithEntryIds(db),
    entryDatesBetween(db, from, to),
  ]);
  const activity = yearActivity(written, logs, db.timeZone, from, to);
  return {
    activity,
    writing: writingPerWeek(activity, today, INSIGHT_SPANS.weeks),
    forecast: reviewForecast(dueDays, today, INSIGHT_SPANS.forecastDays),
    retention: retention(logs, goals.map(({ goal, entryIds }) => ({ title: goal.title, entryIds })), today, db.timeZone, INSIGHT_SPANS.retentionDays),
    learned: cardsLearned(logs, today, db.timeZone, INSIGHT_SPANS.weeks),
  };
}

export async function loadRecordInsights(db: LearnLogDatabase, today = todayOn(db)): Promise<RecordInsights> {
  const [resources, goals] = await Promise.all([allResources(db), goalsWithEntryIds(db)]);
  // Only the linked entries' dates are wanted: read those rows, a few per goal.
  const linked = [...new Set(goals.flatMap(({ entryIds }) => [...entryIds]))];
  const entries = await entriesByIds(db, linked);
  const createdAt = new Map(entries.flatMap((entry) => (entry && !entry._deleted ? [[entry.id, entry.createdAt] as const] : [])));
  const dates = new Map(goals.map(({ goal, entryIds }) => [goal.id, [...entryIds].flatMap((id) => createdAt.get(id) ?? [])]));
  return {
    resources: resourcesCompleted(resources, today, db.timeZone, INSIGHT_SPANS.months),
    goals: goalStandings(goals.map(({ goal }) => goal), dates, today, db.timeZone, INSIGHT_SPANS.months),
  };
}

export function useReviewInsights(months: readonly string[], today: string): ReviewInsights | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadReviewInsights(db, months, today), [db, months, today]);
}

export function useRecordInsights(today: string): RecordInsights | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadRecordInsights(db, today), [db, today]);
}

/** The learner's today, as a day key. */
export function useInsightsToday(): string {
  return todayOn(useDatabase());
}
