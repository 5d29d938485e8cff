/**
 * When entries were written, from the `createdAt` index's keys alone: the rows' markdown and
 * photos would make 10,000 entries a slow read. Entries whose delete is queued are left out.
 */
import type { StatsEntry } from '@learnlog/shared';
import type { LearnLogDatabase } from '../database';
import { createdAtWindow } from '../entries-by-day';
import { queuedDeleteIds } from './queued-mutations';

/** Every entry's date (the progress figures). */
export async function entryDates(db: LearnLogDatabase): Promise<StatsEntry[]> {
  const hidden = await queuedDeleteIds(db, 'journal_entries');
  const dates: StatsEntry[] = [];
  await db.entries.orderBy('createdAt').eachKey((key, cursor) => {
    if (!hidden.has(cursor.primaryKey)) dates.push({ createdAt: String(key) });
  });
  return dates;
}

/** The dates of the entries of the learner's days `from`…`to` (the insights' year). */
export async function entryDatesBetween(db: LearnLogDatabase, from: string, to: string): Promise<string[]> {
  const [dates, deleting] = await Promise.all([
    db.entries.where('createdAt').between(...createdAtWindow(from, to), true, true).keys() as Promise<string[]>,
    db.outbox.filter((mutation) => mutation.name === 'journal_entries.delete').toArray(),
  ]);
  if (deleting.length === 0) return dates;
  const gone = (await db.entries.bulkGet(deleting.map((mutation) => mutation.args.id as number))).flatMap((entry) => (entry?._deleted ? [entry.createdAt] : []));
  for (const createdAt of gone) {
    const at = dates.indexOf(createdAt);
    if (at !== -1) dates.splice(at, 1);
  }
  return dates;
}
