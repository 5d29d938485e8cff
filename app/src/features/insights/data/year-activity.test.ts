import { describe, expect, it } from 'vitest';
import { yearActivity } from './year-activity';

describe('the year of activity', () => {
  it('counts entries and ratings by the learner’s day within the year, answers and deleted logs left out', () => {
    const days = yearActivity(
      ['2026-03-01T10:00:00.000Z', '2026-03-01T11:30:00.000Z', '2025-01-01T00:00:00.000Z'],
      [
        { rating: 'good', reviewedAt: '2026-03-01T10:30:00.000Z' },
        { rating: 'answered', reviewedAt: '2026-03-01T10:30:00.000Z' },
        { rating: 'again', reviewedAt: '2026-03-01T10:40:00.000Z', _deleted: true },
      ],
      'Pacific/Auckland',
      '2026-01-01',
      '2026-12-31',
    );
    // 10:00 UTC is 23:00 on 1 March in Auckland; 11:30 UTC is already 2 March.
    expect(Object.fromEntries(days)).toEqual({ '2026-03-01': { entries: 1, reviews: 1 }, '2026-03-02': { entries: 1, reviews: 0 } });
  });
});
