/**
 * What one learner's weekly digest says, read from their synced rows: the entries of the last
 * 7 days (title and key learning), how many cards are due now, and active goals whose target
 * date falls in the next 14 days. Nothing in all three: no digest that week.
 */
import { and, asc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { dayKey, shiftDayKey, type ReviewSettings } from '@learnlog/shared';
import type { Queries } from '../db/database';
import { dueCardCount } from './reminder-due.service';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const GOALS_AHEAD_DAYS = 14;
/** A digest lists at most this many entries; the rest are counted. */
const DIGEST_MAX_ENTRIES = 20;

export interface WeeklyDigest {
  entries: { title: string; keyLearning: string | null }[];
  entryCount: number;
  cardsDue: number;
  goals: { title: string; targetDate: string }[];
}

export const isEmptyDigest = (digest: WeeklyDigest): boolean => digest.entryCount === 0 && digest.cardsDue === 0 && digest.goals.length === 0;

export async function weeklyDigestOf(db: Queries, userId: number, timeZone: string, reviewSettings: ReviewSettings | null, now: Date): Promise<WeeklyDigest> {
  const { journalEntries: e, learningGoals: g } = db.t;
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const entries = await db.q
    .select({ title: e.title, keyLearning: e.keyLearning })
    .from(e)
    .where(and(eq(e.userId, userId), gte(e.createdAt, since), isNull(e.deletedAt)))
    .orderBy(asc(e.createdAt));
  const today = dayKey(now, timeZone);
  const last = shiftDayKey(today, GOALS_AHEAD_DAYS);
  const goals = (
    await db.q
      .select({ title: g.title, targetDate: g.targetDate })
      .from(g)
      .where(and(eq(g.userId, userId), eq(g.status, 'active'), isNull(g.deletedAt), isNotNull(g.targetDate)))
  )
    .map((row) => ({ title: row.title, targetDate: row.targetDate === null ? '' : row.targetDate.length === 10 ? row.targetDate : dayKey(row.targetDate, timeZone) }))
    .filter((goal) => goal.targetDate >= today && goal.targetDate <= last)
    .sort((a, b) => a.targetDate.localeCompare(b.targetDate));
  return {
    entries: entries.slice(0, DIGEST_MAX_ENTRIES).map((row) => ({ title: row.title, keyLearning: row.keyLearning?.trim() || null })),
    entryCount: entries.length,
    cardsDue: await dueCardCount(db, userId, timeZone, reviewSettings, now),
    goals,
  };
}
