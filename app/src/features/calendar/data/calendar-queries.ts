/**
 * The calendar's reads, from the device (offline): a year of writing and review activity per
 * day, and (db/entries-by-day.ts) the entries of one day and "On this day", all in the learner's
 * calendar days in their time zone.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dayKey } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { entriesAroundDays, entriesOnDay, entriesOnThisDay } from '../../../db/entries-by-day';
import type { LocalEntry } from '../../../db/local-records';
import { reviewLogsAroundDays } from '../../../db/queries/review-logs';
import { useDatabase } from '../../../sync/sync-context';
import { countActivity, type Activity } from './activity';

export async function activityBetween(db: LearnLogDatabase, from: string, to: string): Promise<Activity> {
  const [entries, reviews] = await Promise.all([
    entriesAroundDays(db, from, to),
    reviewLogsAroundDays(db, from, to),
  ]);
  return countActivity(entries, reviews, db.timeZone, from, to);
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
  return useLiveQuery(() => entriesOnThisDay(db, today), [db, today]);
}

/** The learner's today, as a day key. */
export function useToday(): string {
  const db = useDatabase();
  return dayKey(db.now(), db.timeZone);
}
