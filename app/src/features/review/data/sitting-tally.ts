/** How a sitting went, for its summary: each rating counted, and when it began and last moved on. */
import type { ReviewRating } from '@learnlog/shared';

export interface SittingTally {
  counts: Record<ReviewRating | 'answered', number>;
  /** Device clock (ms) when the sitting's cards were read. */
  startedAt: number;
  /** Device clock (ms) of the last rating or answer; null before the first. */
  lastAt: number | null;
}

export const emptyTally = (startedAt: number): SittingTally => ({ counts: { again: 0, hard: 0, good: 0, easy: 0, answered: 0 }, startedAt, lastAt: null });

export const tallied = (tally: SittingTally, action: ReviewRating | 'answered', at: number): SittingTally => ({
  ...tally,
  counts: { ...tally.counts, [action]: tally.counts[action] + 1 },
  lastAt: at,
});

/** Cards the sitting got through (rated or answered). */
export const cardsDone = (tally: SittingTally): number => Object.values(tally.counts).reduce((sum, n) => sum + n, 0);

/** The time spent, in whole seconds (a sitting shorter than a second says 1 s). */
export const secondsSpent = (tally: SittingTally): number => (tally.lastAt === null ? 0 : Math.max(1, Math.round((tally.lastAt - tally.startedAt) / 1000)));
