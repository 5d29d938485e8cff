/**
 * The progress figures computed on the device with the shared rules (the same ones /api/stats
 * uses), so they are right offline and include changes not yet synced.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { computeStats, type ProgressStats, type StatsEntry, type StatsGoal, type StatsResource } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { mutationEffect, mutationRecord } from '../../../db/outbox-mutation';
import type { LocalGoal, LocalResource } from '../../../db/local-records';
import { deviceTimeZone } from '../../../lib/api-client';
import { listRecords } from '../../../sync/record-queries';
import { useDatabase } from '../../../sync/sync-context';

/** Ids whose delete is queued: they are hidden everywhere, so they count nowhere either. */
async function hiddenIds(db: LearnLogDatabase, table: 'journal_entries'): Promise<Set<number>> {
  const deletes = await db.outbox
    .where('recordKey')
    .startsWith(`${table}:`)
    .filter((m) => mutationEffect(m) === 'delete')
    .toArray();
  return new Set(deletes.flatMap((m) => mutationRecord(m)?.id ?? []));
}

/**
 * Entries only matter by their dates: read them from the createdAt index (keys only), not the
 * rows, whose markdown and photos would make 10,000 entries a slow read.
 */
async function entryDates(db: LearnLogDatabase): Promise<StatsEntry[]> {
  const hidden = await hiddenIds(db, 'journal_entries');
  const dates: StatsEntry[] = [];
  await db.entries.orderBy('createdAt').eachKey((key, cursor) => {
    if (!hidden.has(cursor.primaryKey)) dates.push({ createdAt: String(key) });
  });
  return dates;
}

export async function readProgressStats(db: LearnLogDatabase, now: Date, timeZone: string): Promise<ProgressStats> {
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
