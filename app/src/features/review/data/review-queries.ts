/**
 * Reads of review state on the device (docs/review.md): today's cards by the `dueDay` index of the
 * card index (db/review-cards.ts), so the first card shows without reading every entry; the
 * cards already reviewed today, the review streak and "On this day".
 */
import { REVIEW, dayKey, isRecallRating, reviewStreak, reviewsLeftToday, shiftDayKey, type ReviewSettings } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { entriesOnThisDay } from '../../../db/entries-by-day';
import type { LocalEntry } from '../../../db/local-records';
import type { LocalReviewCard } from '../../../db/review-cards';
import { cardsDueBy, dueCountBy, firstCardDueAfter } from '../../../db/queries/card-index';
import { reviewLogsAfter, walkReviewsNewestFirst } from '../../../db/queries/review-logs';

export interface ReviewQueue {
  /** Today's cards, oldest due first, at most what the daily limit leaves. */
  cards: LocalReviewCard[];
  /** Distinct cards rated today. */
  reviewedToday: number;
  /** Cards due today that the daily limit holds back until tomorrow. */
  heldBack: boolean;
  /** The learner's day the next card is due, after today's; null when no card is waiting. */
  nextDueDay: string | null;
  today: string;
}

/** A card of an entry with a paused tag waits until the tag is resumed; a suspended card until it is resumed. */
function pausedFilter(settings: ReviewSettings): (card: LocalReviewCard) => boolean {
  const paused = new Set(settings.pausedTags.map((tag) => tag.toLowerCase()));
  if (paused.size === 0) return (card) => !card.suspended;
  return (card) => !card.suspended && !card.tags.some((tag) => paused.has(tag.toLowerCase()));
}

/** Distinct cards rated on the learner's `today` (an answer is not a rating). */
export async function cardsReviewedToday(db: LearnLogDatabase, today: string): Promise<number> {
  // Every zone's day lies within a day and a half of UTC midnight: read that much, then filter.
  const since = `${shiftDayKey(today, -1)}T00:00:00.000Z`;
  const logs = await reviewLogsAfter(db, since);
  const cards = new Set(logs.filter((log) => isRecallRating(log.rating) && dayKey(log.reviewedAt, db.timeZone) === today).map((log) => `${log.entryId}:${log.cardKey}`));
  return cards.size;
}

export async function loadReviewQueue(db: LearnLogDatabase, settings: ReviewSettings, now: Date = db.now()): Promise<ReviewQueue> {
  const today = dayKey(now, db.timeZone);
  const shown = pausedFilter(settings);
  const reviewedToday = await cardsReviewedToday(db, today);
  const left = reviewsLeftToday(settings.dailyLimit, reviewedToday);
  // One card past the limit says whether the limit holds any back.
  const batch = await cardsDueBy(db, today, shown, left + 1);
  const cards = batch.slice(0, left);
  const heldBack = batch.length > left;
  const next = heldBack ? null : await firstCardDueAfter(db, today, shown);
  return { cards, reviewedToday, heldBack, nextDueDay: heldBack ? shiftDayKey(today, 1) : (next?.dueDay ?? null), today };
}

/** How many cards /review shows today (the daily limit counted). */
export async function dueTodayCount(db: LearnLogDatabase, settings: ReviewSettings, now: Date = db.now()): Promise<number> {
  const today = dayKey(now, db.timeZone);
  const left = reviewsLeftToday(settings.dailyLimit, await cardsReviewedToday(db, today));
  if (left === 0) return 0;
  return dueCountBy(db, today, pausedFilter(settings), left);
}

/** Consecutive days with a review, walking the log back from the newest only as far as the streak goes. */
export async function reviewStreakOnDevice(db: LearnLogDatabase, now: Date = db.now()): Promise<number> {
  const today = dayKey(now, db.timeZone);
  const days = new Set<string>();
  let oldest = today;
  await walkReviewsNewestFirst(db, (log) => {
    // Suspending or resetting a card in the card browser is not a day of review.
    if (!isRecallRating(log.rating) && log.rating !== 'answered') return false;
    const day = dayKey(log.reviewedAt, db.timeZone);
    if (day < shiftDayKey(oldest, -1)) return true;
    days.add(day);
    if (day < oldest) oldest = day;
    return false;
  });
  return reviewStreak(days, today);
}

/** Entries written on today's date in earlier months and years, newest first. */
export function onThisDayEntries(db: LearnLogDatabase, now: Date = db.now(), limit: number = REVIEW.onThisDayEntries): Promise<LocalEntry[]> {
  return entriesOnThisDay(db, dayKey(now, db.timeZone), limit);
}
