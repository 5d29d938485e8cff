/** Daily limit, review streak, "On this day" and the Answers section. */
import { describe, expect, it } from 'vitest';
import { appendAnswer } from './review-answers';
import { onThisDayKeys, reviewStreak, reviewsLeftToday } from './review-days';

describe('review days', () => {
  it('counts down the daily limit and never below zero', () => {
    expect(reviewsLeftToday(20, 3)).toBe(17);
    expect(reviewsLeftToday(20, 25)).toBe(0);
  });

  it('counts consecutive review days ending today or yesterday', () => {
    expect(reviewStreak(['2026-03-10', '2026-03-09', '2026-03-07'], '2026-03-10')).toBe(2);
    expect(reviewStreak(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
    expect(reviewStreak(['2026-03-08'], '2026-03-10')).toBe(0);
  });

  it('finds this date in earlier months and years, skipping months without it', () => {
    expect(onThisDayKeys('2026-03-10', '2025-12-01')).toEqual(['2026-02-10', '2026-01-10', '2025-12-10']);
    expect(onThisDayKeys('2026-03-31', '2025-10-15')).toEqual(['2026-01-31', '2025-12-31', '2025-10-31']);
    expect(onThisDayKeys('2026-03-10', '2026-03-10')).toEqual([]);
  });
});

describe('answers', () => {
  it('adds an Answers section the first time, and later answers inside it', () => {
    const once = appendAnswer('Notes.\n', 'Why?', 'Because.');
    expect(once).toBe('Notes.\n\n## Answers\n\n**Why?**\n\nBecause.\n');
    const twice = appendAnswer(`${once}\n## Later\nMore.`, 'How?', 'Like this.');
    expect(twice).toBe('Notes.\n\n## Answers\n\n**Why?**\n\nBecause.\n\n**How?**\n\nLike this.\n\n## Later\nMore.\n');
  });
});
