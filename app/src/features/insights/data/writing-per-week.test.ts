import { describe, expect, it } from 'vitest';
import { writingPerWeek, writingSentence } from './writing-per-week';

const days = (counts: Record<string, number>) => new Map(Object.entries(counts).map(([day, entries]) => [day, { entries, reviews: 7 }]));

describe('writing per week', () => {
  it('adds each day’s entries to its Monday-first week and leaves out older weeks', () => {
    const weeks = writingPerWeek(days({ '2026-11-02': 2, '2026-11-08': 3, '2026-11-09': 1, '2026-10-01': 9 }), '2026-11-10', 3);
    expect(weeks).toEqual([
      { week: '2026-10-26', entries: 0 },
      { week: '2026-11-02', entries: 5 },
      { week: '2026-11-09', entries: 1 },
    ]);
  });

  it('says the total and the busiest week in words', () => {
    const weeks = writingPerWeek(days({ '2026-11-03': 5, '2026-11-10': 2 }), '2026-11-10', 12);
    expect(writingSentence(weeks)).toBe('Writing per week: 7 entries in the last 12 weeks, most in the week of 2 Nov (5)');
    expect(writingSentence(writingPerWeek(new Map(), '2026-11-10', 12))).toBe('Writing per week: no entries in the last 12 weeks');
  });
});
