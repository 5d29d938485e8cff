/**
 * The progress figures computed on the device with the shared rules (the same ones /api/stats
 * uses), so they are right offline and include changes not yet synced.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { computeStats, type ProgressStats, type StatsGoal, type StatsResource } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalGoal, LocalResource } from '../../../db/local-records';
import { entryDates } from '../../../db/queries/entry-dates';
import { deviceTimeZone } from '../../../lib/api-client';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

// Entries only matter by their dates: entryDates reads the createdAt index's keys, not the rows.
async function readProgressStats(db: LearnLogDatabase, now: Date, timeZone: string): Promise<ProgressStats> {
  const [entries, resources, goals] = await Promise.all([
    entryDates(db),
    listRecords(db, 'resources') as Promise<LocalResource[]>,
    listRecords(db, 'learning_goals') as Promise<LocalGoal[]>,
  ]);
  return computeStats({ entries, resources: resources satisfies StatsResource[], goals: goals satisfies StatsGoal[] }, now, timeZone);
}

/** Live figures; undefined while the first read is on its way. */
export function useProgressStats(): ProgressStats | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readProgressStats(db, new Date(), deviceTimeZone()), [db]);
}
