import { describe, expect, it } from 'vitest';
import { forecastSentence, reviewForecast } from './review-forecast';

describe('review forecast', () => {
  it('counts cards per due day, overdue ones today, none past the span', () => {
    const days = reviewForecast(['2026-10-01', '2026-11-10', '2026-11-12', '2026-11-12', '2026-11-13'], '2026-11-10', 3);
    expect(days).toEqual([
      { day: '2026-11-10', cards: 2 },
      { day: '2026-11-11', cards: 0 },
      { day: '2026-11-12', cards: 2 },
    ]);
  });

  it('says the total, today’s and the busiest day in words', () => {
    const days = reviewForecast(['2026-11-10', '2026-11-12', '2026-11-12'], '2026-11-10', 30);
    expect(forecastSentence(days)).toBe('Review forecast: 3 cards due in the next 30 days, 1 of them today; most on 12 Nov (2)');
    expect(forecastSentence(reviewForecast([], '2026-11-10', 30))).toBe('Review forecast: no cards due in the next 30 days');
  });
});
