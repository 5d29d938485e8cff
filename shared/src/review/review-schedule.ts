/**
 * When a card comes back, by FSRS (ts-fsrs): the schedule of a card is its review log replayed in
 * review-time order, so it is the same wherever it is computed and two devices' offline reviews
 * of one card both count, the later one last (docs/review.md, "Conflicts"). Days are the
 * learner's calendar days. Long-term scheduling only: every rating brings the card back on a
 * later day, so it leaves today's queue.
 */
import { State, createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ReviewAction, ReviewRating } from '../entities/review-log.schema';
import { REVIEW_RATINGS } from '../entities/review-log.schema';
import { dayKey, shiftDayKey } from '../rules/days';

const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

const GRADE: Record<ReviewRating, Grade> = { again: 1, hard: 2, good: 3, easy: 4 };

/** A card's memory state after its reviews, plus the learner's day it is due on. */
export interface CardSchedule {
  /** The learner's calendar day (YYYY-MM-DD) the card is due. */
  dueDay: string;
  /** FSRS's due time; null before the first review. */
  due: string | null;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: 'new' | 'review' | 'relearning' | 'learning';
  lastReview: string | null;
  /** The question was answered: the card is done. */
  retired: boolean;
  /** Suspended from the card browser: never due until resumed. */
  suspended: boolean;
}

export interface LoggedReview {
  id: number;
  rating: ReviewAction;
  reviewedAt: string;
}

const STATE_NAMES: Record<State, CardSchedule['state']> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<CardSchedule['state'], State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

/** A card is first due the day after its entry was written (so an older entry is due at once). */
export function firstDueDay(entryCreatedAt: string, timeZone: string): string {
  return shiftDayKey(dayKey(entryCreatedAt, timeZone), 1);
}

export function newCardSchedule(entryCreatedAt: string, timeZone: string): CardSchedule {
  return {
    dueDay: firstDueDay(entryCreatedAt, timeZone),
    due: null,
    stability: 0,
    difficulty: 0,
    scheduledDays: 0,
    reps: 0,
    lapses: 0,
    state: 'new',
    lastReview: null,
    retired: false,
    suspended: false,
  };
}

function toFsrsCard(schedule: CardSchedule, now: Date): Card {
  if (schedule.state === 'new' || schedule.lastReview === null) return createEmptyCard(now);
  return {
    due: new Date(schedule.due ?? now),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: 0,
    scheduled_days: schedule.scheduledDays,
    learning_steps: 0,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATE_OF[schedule.state],
    last_review: new Date(schedule.lastReview),
  };
}

function fromFsrsCard(card: Card, kept: Pick<CardSchedule, 'retired' | 'suspended'>, timeZone: string): CardSchedule {
  return {
    dueDay: dayKey(card.due, timeZone),
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
    retired: kept.retired,
    suspended: kept.suspended,
  };
}

/**
 * The schedule after one more log row: a rating moves it by FSRS; an answer retires the card and
 * keeps its memory state; suspend and resume only switch it off and on; a reset makes it a new
 * card due on the day of the reset (still suspended if it was).
 */
export function applyReview(schedule: CardSchedule, rating: ReviewAction, reviewedAt: Date, timeZone: string): CardSchedule {
  if (rating === 'answered') return { ...schedule, retired: true };
  if (rating === 'suspended' || rating === 'resumed') return { ...schedule, suspended: rating === 'suspended' };
  if (rating === 'reset') return { ...newCardSchedule(reviewedAt.toISOString(), timeZone), dueDay: dayKey(reviewedAt, timeZone), retired: schedule.retired, suspended: schedule.suspended };
  const next = scheduler.next(toFsrsCard(schedule, reviewedAt), reviewedAt, GRADE[rating]).card;
  return fromFsrsCard(next, schedule, timeZone);
}

/** Review-time order; the log row id breaks a tie, so every side replays the same sequence. */
export function inReviewOrder<T extends LoggedReview>(logs: readonly T[]): T[] {
  return [...logs].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt) || a.id - b.id);
}

/** A card's schedule: its log (any order) replayed from the new card its entry made. */
export function replaySchedule(logs: readonly LoggedReview[], entryCreatedAt: string, timeZone: string): CardSchedule {
  let schedule = newCardSchedule(entryCreatedAt, timeZone);
  for (const log of inReviewOrder(logs)) schedule = applyReview(schedule, log.rating, new Date(log.reviewedAt), timeZone);
  return schedule;
}

export interface RatingPreview {
  rating: ReviewRating;
  dueDay: string;
  /** "tomorrow", "in 3 days", "in 2 months". */
  label: string;
}

/** When the card would come back for each rating, as its button says. */
export function previewRatings(schedule: CardSchedule, now: Date, timeZone: string): RatingPreview[] {
  const today = dayKey(now, timeZone);
  return REVIEW_RATINGS.map((rating) => {
    const { dueDay } = applyReview(schedule, rating, now, timeZone);
    return { rating, dueDay, label: comesBackLabel(today, dueDay) };
  });
}

/** Whole days from one day key to another. */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How far away a day is, in the words a rating button uses. */
export function comesBackLabel(today: string, dueDay: string): string {
  const days = daysBetween(today, dueDay);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days < 30) return `in ${plural(days, 'day')}`;
  if (days < 365) return `in ${plural(Math.round(days / 30), 'month')}`;
  return `in ${plural(Math.round(days / 365), 'year')}`;
}
