import { describe, expect, it } from 'vitest';
import type { ReviewAction } from '@learnlog/shared';
import { cardsLearned, cardsLearnedSentence } from './cards-learned';

const log = (entryId: number, cardKey: string, rating: ReviewAction, reviewedAt: string) => ({ entryId, cardKey, rating, reviewedAt });

describe('cards learned', () => {
  it('counts each card once, in the week of its first rating, with the total at each week’s end', () => {
    const logs = [
      log(1, 'key', 'good', '2026-09-01T08:00:00.000Z'), // before the weeks shown
      log(1, 'key', 'good', '2026-11-03T08:00:00.000Z'), // the same card again
      log(2, 'key', 'again', '2026-11-04T08:00:00.000Z'),
      log(2, 'q-abc', 'easy', '2026-11-10T08:00:00.000Z'),
      log(3, 'key', 'answered', '2026-11-10T08:00:00.000Z'), // answered only: not learned
    ];
    expect(cardsLearned(logs, '2026-11-10', 'UTC', 3)).toEqual([
      { week: '2026-10-26', added: 0, total: 1 },
      { week: '2026-11-02', added: 1, total: 2 },
      { week: '2026-11-09', added: 1, total: 3 },
    ]);
  });

  it('puts a first rating in the learner’s week, not the UTC one', () => {
    // Sunday 8 Nov 20:00 UTC is Monday 9 Nov in Tokyo.
    const logs = [log(1, 'key', 'good', '2026-11-08T20:00:00.000Z')];
    expect(cardsLearned(logs, '2026-11-10', 'Asia/Tokyo', 2).map((week) => week.added)).toEqual([0, 1]);
    expect(cardsLearned(logs, '2026-11-10', 'UTC', 2).map((week) => week.added)).toEqual([1, 0]);
  });

  it('says the total and this span’s new cards in words', () => {
    const weeks = cardsLearned([log(1, 'key', 'good', '2026-06-01T08:00:00.000Z'), log(2, 'key', 'good', '2026-11-10T08:00:00.000Z')], '2026-11-10', 'UTC', 12);
    expect(cardsLearnedSentence(weeks)).toBe('Cards learned: 2 cards rated at least once, 1 of them for the first time in the last 12 weeks');
    expect(cardsLearnedSentence(cardsLearned([], '2026-11-10', 'UTC', 12))).toBe('Cards learned: no cards rated yet');
  });
});
