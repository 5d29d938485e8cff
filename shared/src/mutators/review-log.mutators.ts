/** Review logs: append-only; a review is never dated later than the writer's clock. */
import type { z } from 'zod';
import type { ReviewLog, createReviewLogInputSchema } from '../entities/review-log.schema';
import type { MutatorContext, SyncColumns } from './mutator-context';

export type ReviewLogFields = Omit<ReviewLog, SyncColumns>;
export type ReviewLogCreate = z.output<typeof createReviewLogInputSchema>;

export function newReviewLogFields(input: ReviewLogCreate, ctx: MutatorContext): ReviewLogFields {
  // A device clock ahead of the server's must not put its review after every later one.
  const reviewedAt = new Date(Math.min(Date.parse(input.reviewedAt), ctx.now.getTime())).toISOString();
  return { entryId: input.entryId, cardKey: input.cardKey, cardText: input.cardText, rating: input.rating, reviewedAt };
}
