import { z } from 'zod';
import { REVIEW } from '../constants';
import { isoDateTimeSchema, recordIdSchema, tagsSchema } from './fields';
import { createFields, syncedRowFields } from './sync-fields';

/** How the learner rated a recall, in FSRS's order (1–4). */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * The learner's controls of a card from the card browser, logged like a rating so they sync,
 * never conflict and survive a rebuild of any device's card index: `suspended` keeps the card out
 * of review until `resumed`; `reset` starts its memory over, due the day it was reset.
 */
export const REVIEW_CONTROLS = ['suspended', 'resumed', 'reset'] as const;
export type ReviewControl = (typeof REVIEW_CONTROLS)[number];

/** What one review log row records: a rating, that the question was answered (its card retires), or a control. */
export const REVIEW_ACTIONS = [...REVIEW_RATINGS, 'answered', ...REVIEW_CONTROLS] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** A recall the learner rated (what counts towards the daily limit, the streak and the day's reviews). */
export const isRecallRating = (action: string): action is ReviewRating => (REVIEW_RATINGS as readonly string[]).includes(action);

/** `key`: the entry's key learning; `q-…`: one of its questions (review/review-cards.ts). */
export const cardKeySchema = z.string().regex(/^(key|q-[0-9a-z]{1,16})$/, 'Not a card of an entry');

/**
 * One review, as the append-only log keeps it (a synced kind, never edited). The schedule of a
 * card is not stored: every side replays the card's log in review-time order (review-schedule.ts),
 * so two devices that reviewed the same card offline keep both reviews and agree on the result.
 */
export const reviewLogSchema = z.object({
  ...syncedRowFields,
  entryId: z.number(),
  cardKey: z.string(),
  /** The card's text when it was reviewed: how an edited question is recognised as the same card. */
  cardText: z.string(),
  rating: z.enum(REVIEW_ACTIONS),
  /** When the learner reviewed (the device's clock, never later than the server's). */
  reviewedAt: z.string(),
});
export type ReviewLog = z.infer<typeof reviewLogSchema>;

/** POST /api/review-logs */
export const createReviewLogInputSchema = z.object({
  ...createFields,
  entryId: recordIdSchema,
  cardKey: cardKeySchema,
  cardText: z.string().max(REVIEW.cardTextMax),
  rating: z.enum(REVIEW_ACTIONS),
  reviewedAt: isoDateTimeSchema,
});
export type CreateReviewLogInput = z.input<typeof createReviewLogInputSchema>;

/** The learner's review settings, kept with the account (PUT /api/auth/user) and on each device. */
export const reviewSettingsSchema = z.object({
  dailyLimit: z.number().int().min(1, 'At least 1 card a day').max(REVIEW.maxDailyLimit, `At most ${REVIEW.maxDailyLimit} cards a day`),
  /** Cards of entries with any of these tags are not shown until the tag is resumed. */
  pausedTags: tagsSchema,
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { dailyLimit: REVIEW.defaultDailyLimit, pausedTags: [] };
