/**
 * The calendar's reads, from the device (offline): a year of writing and review activity per
 * day, the entries of one day, and "On this day". Days are the learner's calendar days in their
 * time zone (the shared day rules); each read takes a stretch of the `createdAt` (or `reviewedAt`)
 * index a day wider either side, since a learner's day lies within a day of the same UTC date.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dayKey, onThisDayKeys, shiftDayKey } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { countActivity, type Activity } from './activity';

const lower = (from: string) => `${shiftDayKey(from, -1)}T00:00:00.000Z`;
const upper = (to: string) => `${shiftDayKey(to, 1)}T23:59:59.999Z`;

async function entriesBetween(db: LearnLogDatabase, from: string, to: string): Promise<LocalEntry[]> {
  const rows = await db.entries.where('createdAt').between(lower(from), upper(to), true, true).toArray();
  return rows.filter((row) => {
    if (row._deleted) return false;
    const day = dayKey(row.createdAt, db.timeZone);
    return day >= from && day <= to;
  });
}

export async function activityBetween(db: LearnLogDatabase, from: string, to: string): Promise<Activity> {
  const [entries, reviews] = await Promise.all([
    db.entries.where('createdAt').between(lower(from), upper(to), true, true).toArray(),
    db.reviewLogs.where('reviewedAt').between(lower(from), upper(to), true, true).toArray(),
  ]);
  return countActivity(entries, reviews, db.timeZone, from, to);
}

const newestFirst = (a: LocalEntry, b: LocalEntry) => b.createdAt.localeCompare(a.createdAt);

export async function entriesOnDay(db: LearnLogDatabase, day: string): Promise<LocalEntry[]> {
  return (await entriesBetween(db, day, day)).sort(newestFirst);
}

/** Entries written on `today`'s date in every earlier month and year (the shared rule), newest first. */
export async function onThisDay(db: LearnLogDatabase, today: string): Promise<LocalEntry[]> {
  const oldest = await db.entries.orderBy('createdAt').first();
  if (!oldest) return [];
  const days = onThisDayKeys(today, dayKey(oldest.createdAt, db.timeZone));
  const found = await Promise.all(days.map((day) => entriesOnDay(db, day)));
  return found.flat();
}

export function useActivity(from: string, to: string): Activity | undefined {
  const db = useDatabase();
  return useLiveQuery(() => activityBetween(db, from, to), [db, from, to]);
}

export function useEntriesOnDay(day: string): LocalEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => entriesOnDay(db, day), [db, day]);
}

export function useOnThisDay(today: string): LocalEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => onThisDay(db, today), [db, today]);
}

/** The learner's today, as a day key. */
export function useToday(): string {
  const db = useDatabase();
  return dayKey(db.now(), db.timeZone);
}
