/**
 * Review logs (docs/review.md): an append-only synced kind, on every plan (review is the reason
 * to come back). A review names one of the learner's own entries; the shared mutator dates it
 * no later than the server's clock.
 */
import type { z } from 'zod';
import { MESSAGES, newReviewLogFields, type ReviewLog, type createReviewLogInputSchema } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { ReviewLogRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { findRow, insertRow, listLiveRows, newRowBase, stripServerColumns } from './synced-record.service';
import { merged } from '../lib/merged';

export type CreateReviewLogInput = z.output<typeof createReviewLogInputSchema>;

export const toWireReviewLog = (row: ReviewLogRow): ReviewLog => stripServerColumns(row);

export async function listReviewLogs(db: Queries, userId: number): Promise<ReviewLog[]> {
  return (await listLiveRows(db, 'reviewLogs', userId)).map(toWireReviewLog);
}

/**
 * Stores one review. The entry may since have been deleted (a review made offline still counts
 * for the streak), but it must be this learner's: another learner's id answers 404 like one that
 * never existed.
 */
export async function createReviewLog(tx: Queries, user: UserRow, input: CreateReviewLogInput, now: Date): Promise<ReviewLog> {
  if (!(await findRow(tx, 'journalEntries', user.id, input.entryId))) throw new HttpError(404, MESSAGES.notFound);
  const base = await newRowBase(tx, 'reviewLogs', user.id, input, now);
  return toWireReviewLog(await insertRow(tx, 'reviewLogs', merged(base, newReviewLogFields(input, { now }))));
}
