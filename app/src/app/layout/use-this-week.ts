/**
 * The sidebar's This Week figures, from the device's own records (so they move the moment a
 * learner writes, online or not). Only the last few days are read, through the createdAt and
 * status indexes, because the sidebar is on every screen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { computeStats } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../db/database';
import { createdSince } from '../../db/queries/recent-records';
import { resourcesCompletedSince } from '../../db/queries/resources-by-status';
import { useSignedInUser } from '../../features/auth/current-user';
import { useDatabase } from '../../sync/sync-context';

export interface WeekCounts {
  entries: number;
  resources: number;
  completed: number;
}

/** Eight days back covers the last seven calendar days in any time zone. */
const LOOKBACK_MS = 8 * 86_400_000;

async function readWeekCounts(db: LearnLogDatabase, timeZone: string): Promise<WeekCounts> {
  const now = new Date();
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const [entries, added, completed] = await Promise.all([
    createdSince(db, 'entries', since),
    createdSince(db, 'resources', since),
    resourcesCompletedSince(db, since),
  ]);
  // The shared stats rule decides what "this week" means; each list only holds recent rows.
  const recent = computeStats({ entries, resources: added, goals: [] }, now, timeZone);
  const done = computeStats({ entries: [], resources: completed, goals: [] }, now, timeZone);
  return { entries: recent.weeklyEntries, resources: recent.weeklyResources, completed: done.weeklyCompleted };
}

export function useThisWeek(): WeekCounts | undefined {
  const db = useDatabase();
  const { timeZone } = useSignedInUser();
  return useLiveQuery(() => readWeekCounts(db, timeZone), [db, timeZone]);
}
