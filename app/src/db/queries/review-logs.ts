/** Reads of the synced review log by its `reviewedAt` and `entryId` indexes. */
import type { LearnLogDatabase } from '../database';
import { createdAtWindow } from '../entries-by-day';
import type { LocalReviewLog } from '../local-records';

/** Every review of the learner's days `from`…`to` (and up to a day either side: the caller keeps its days). */
export function reviewLogsAroundDays(db: LearnLogDatabase, from: string, to: string): Promise<LocalReviewLog[]> {
  return db.reviewLogs.where('reviewedAt').between(...createdAtWindow(from, to), true, true).toArray();
}

/** The reviews after `since` (an ISO time). */
export function reviewLogsAfter(db: LearnLogDatabase, since: string): Promise<LocalReviewLog[]> {
  return db.reviewLogs.where('reviewedAt').above(since).toArray();
}

/** The whole log (cards learned needs every card's first rating). */
export function allReviewLogs(db: LearnLogDatabase): Promise<LocalReviewLog[]> {
  return db.reviewLogs.toArray();
}

/** One card's visible reviews, in no particular order. */
export function logsOfCard(db: LearnLogDatabase, entryId: number, cardKey: string): Promise<LocalReviewLog[]> {
  return db.reviewLogs.where('entryId').equals(entryId).filter((log) => log.cardKey === cardKey && !log._deleted).toArray();
}

/** Walks the log newest first until `done` says so, reading no further. */
export async function walkReviewsNewestFirst(db: LearnLogDatabase, done: (log: LocalReviewLog) => boolean): Promise<void> {
  await db.reviewLogs.orderBy('reviewedAt').reverse().until(done).toArray();
}
