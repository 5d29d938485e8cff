import { describe, expect, it } from 'vitest';
import { computeStreak } from './streak';
import { dayKey, shiftDayKey } from './days';

const now = new Date('2026-03-10T12:00:00Z');

describe('day keys', () => {
  it('uses the learner time zone', () => {
    expect(dayKey('2026-03-10T02:00:00Z', 'UTC')).toBe('2026-03-10');
    expect(dayKey('2026-03-10T02:00:00Z', 'America/New_York')).toBe('2026-03-09');
    expect(dayKey('2026-03-10T02:00:00Z', 'Not/AZone')).toBe('2026-03-10');
  });
  it('shifts across month ends', () => {
    expect(shiftDayKey('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('streak', () => {
  it('counts consecutive days ending today', () => {
    const dates = ['2026-03-10T08:00:00Z', '2026-03-09T08:00:00Z', '2026-03-09T20:00:00Z', '2026-03-08T08:00:00Z', '2026-03-06T08:00:00Z'];
    expect(computeStreak(dates, now)).toBe(3);
  });
  it('still counts when today has no entry yet', () => {
    expect(computeStreak(['2026-03-09T08:00:00Z', '2026-03-08T08:00:00Z'], now)).toBe(2);
  });
  it('is 0 after a missed day, or with no entries', () => {
    expect(computeStreak(['2026-03-08T08:00:00Z'], now)).toBe(0);
    expect(computeStreak([], now)).toBe(0);
  });
  it('follows the time zone', () => {
    // 02:00Z on the 10th is the evening of the 9th in New York.
    expect(computeStreak(['2026-03-10T02:00:00Z'], new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toBe(1);
  });
});
