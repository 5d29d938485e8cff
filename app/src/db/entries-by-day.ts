/**
 * Entries by the learner's calendar day (in their zone): a day's entries, and "On this day" (the
 * same date in earlier months and years, the shared rule), for review and the calendar alike.
 * A learner's day lies within a day of the same UTC date: each read takes that window from the
 * `createdAt` index and keeps the day.
 */
import { dayKey, onThisDayKeys, shiftDayKey } from '@learnlog/shared';
import type { LearnLogDatabase } from './database';
import type { LocalEntry } from './local-records';

/** The index range that holds every entry of the learner's days `from`..`to`. */
export const createdAtWindow = (from: string, to: string): [string, string] => [`${shiftDayKey(from, -1)}T00:00:00.000Z`, `${shiftDayKey(to, 1)}T23:59:59.999Z`];

/** Every entry of the learner's days `from`..`to`, and up to a day either side (the caller keeps its days). */
export function entriesAroundDays(db: LearnLogDatabase, from: string, to: string): Promise<LocalEntry[]> {
  return db.entries.where('createdAt').between(...createdAtWindow(from, to), true, true).toArray();
}

const newestFirst = (a: LocalEntry, b: LocalEntry) => b.createdAt.localeCompare(a.createdAt);

/** The visible entries written on `day`, newest first. */
export async function entriesOnDay(db: LearnLogDatabase, day: string): Promise<LocalEntry[]> {
  const rows = await db.entries
    .where('createdAt')
    .between(...createdAtWindow(day, day), true, true)
    .filter((entry) => !entry._deleted && dayKey(entry.createdAt, db.timeZone) === day)
    .toArray();
  return rows.sort(newestFirst);
}

/** Entries written on `today`'s date in earlier months and years, nearest first, at most `limit`. */
export async function entriesOnThisDay(db: LearnLogDatabase, today: string, limit = Infinity): Promise<LocalEntry[]> {
  const oldest = await db.entries.orderBy('createdAt').first();
  if (!oldest) return [];
  const found: LocalEntry[] = [];
  for (const day of onThisDayKeys(today, dayKey(oldest.createdAt, db.timeZone))) {
    found.push(...(await entriesOnDay(db, day)));
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}
