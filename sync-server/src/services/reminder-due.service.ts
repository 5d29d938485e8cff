/**
 * What a reminder needs to know about the learner, read on the server from their synced rows:
 * whether they wrote today, how many cards are due (the shared review rules over their entries and
 * review log, as /review counts them), and which goals have their target date tomorrow.
 */
import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, dayKey, reviewCardsOfEntry, reviewsLeftToday, shiftDayKey, type ReviewSettings } from '@learnlog/shared';
import type { Queries } from '../db/database';

/** Entries dated today in any zone were created within the last two days (UTC−12 to UTC+14). */
const TWO_DAYS_MS = 50 * 60 * 60 * 1000;

export async function wroteToday(db: Queries, userId: number, timeZone: string, now: Date): Promise<boolean> {
  const { journalEntries: e } = db.t;
  const today = dayKey(now, timeZone);
  const since = new Date(now.getTime() - TWO_DAYS_MS).toISOString();
  const rows = await db.q
    .select({ createdAt: e.createdAt })
    .from(e)
    .where(and(eq(e.userId, userId), gte(e.createdAt, since), isNull(e.deletedAt)));
  return rows.some((row) => dayKey(row.createdAt, timeZone) === today);
}

/** Cards due today and still within today's limit; cards of entries with a paused tag wait. */
export async function dueCardCount(db: Queries, userId: number, timeZone: string, settings: ReviewSettings | null, now: Date): Promise<number> {
  const { journalEntries: e, reviewLogs: l } = db.t;
  const { dailyLimit, pausedTags } = settings ?? DEFAULT_REVIEW_SETTINGS;
  const today = dayKey(now, timeZone);
  const entries = await db.q
    .select({ id: e.id, keyLearning: e.keyLearning, questions: e.questions, createdAt: e.createdAt, tags: e.tags })
    .from(e)
    .where(and(eq(e.userId, userId), isNull(e.deletedAt)));
  const logs = await db.q
    .select({ id: l.id, entryId: l.entryId, cardKey: l.cardKey, cardText: l.cardText, rating: l.rating, reviewedAt: l.reviewedAt })
    .from(l)
    .where(and(eq(l.userId, userId), isNull(l.deletedAt)));
  const byEntry = new Map<number, typeof logs>();
  const reviewedToday = new Set<string>();
  for (const log of logs) {
    byEntry.set(log.entryId, [...(byEntry.get(log.entryId) ?? []), log]);
    if (dayKey(log.reviewedAt, timeZone) === today) reviewedToday.add(`${log.entryId}:${log.cardKey}`);
  }
  const paused = new Set(pausedTags);
  let due = 0;
  for (const entry of entries) {
    if (entry.tags.some((tag) => paused.has(tag))) continue;
    for (const card of reviewCardsOfEntry(entry, byEntry.get(entry.id) ?? [], timeZone)) if (!card.retired && !card.suspended && card.dueDay <= today) due += 1;
  }
  return Math.min(due, reviewsLeftToday(dailyLimit, reviewedToday.size));
}

/** The learner's active goals whose target date is tomorrow in their zone. */
export async function goalsDueTomorrow(db: Queries, userId: number, timeZone: string, now: Date): Promise<number[]> {
  const { learningGoals: g } = db.t;
  const tomorrow = shiftDayKey(dayKey(now, timeZone), 1);
  const rows = await db.q
    .select({ id: g.id, targetDate: g.targetDate })
    .from(g)
    .where(and(eq(g.userId, userId), eq(g.status, 'active'), isNull(g.deletedAt), isNotNull(g.targetDate)));
  return rows.filter((row) => row.targetDate !== null && (row.targetDate.length === 10 ? row.targetDate : dayKey(row.targetDate, timeZone)) === tomorrow).map((row) => row.id);
}
