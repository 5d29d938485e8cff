import { describe, expect, it } from 'vitest';
import { activityLevel, busiestDay, countActivity, monthTotals } from './activity';

const entry = (createdAt: string, extra: { _deleted?: boolean } = {}) => ({ createdAt, ...extra });
const review = (reviewedAt: string, rating = 'good') => ({ reviewedAt, rating });

describe('activity per learner day', () => {
  it('counts an entry on the day where the learner lives, across a month boundary', () => {
    const entries = [entry('2026-10-31T23:30:00.000Z')];
    // Half past midnight on 1 November in Berlin; still 31 October in New York and in UTC.
    expect([...countActivity(entries, [], 'Europe/Berlin', '2026-10-01', '2026-11-30').keys()]).toEqual(['2026-11-01']);
    expect([...countActivity(entries, [], 'America/New_York', '2026-10-01', '2026-11-30').keys()]).toEqual(['2026-10-31']);
    expect([...countActivity(entries, [], 'UTC', '2026-10-01', '2026-11-30').keys()]).toEqual(['2026-10-31']);
    // Early on 1 January UTC is still New Year's Eve in Los Angeles.
    const newYear = countActivity([entry('2027-01-01T05:00:00.000Z')], [], 'America/Los_Angeles', '2026-12-01', '2027-01-31');
    expect(monthTotals(newYear, '2026-12')).toEqual({ entries: 1, reviews: 0 });
    expect(monthTotals(newYear, '2027-01')).toEqual({ entries: 0, reviews: 0 });
  });

  it('counts leap day on its own day', () => {
    const activity = countActivity([entry('2024-02-29T12:00:00.000Z')], [review('2024-02-29T22:30:00.000Z')], 'Asia/Tokyo', '2024-02-01', '2024-03-31');
    // 22:30 UTC on the 29th is 07:30 on 1 March in Tokyo.
    expect(activity.get('2024-02-29')).toEqual({ entries: 1, reviews: 0 });
    expect(activity.get('2024-03-01')).toEqual({ entries: 0, reviews: 1 });
  });

  it('leaves out deleted entries, answers that are not ratings, and days outside the range', () => {
    const activity = countActivity(
      [entry('2026-10-05T10:00:00.000Z'), entry('2026-10-05T11:00:00.000Z', { _deleted: true }), entry('2026-09-30T10:00:00.000Z')],
      [review('2026-10-05T12:00:00.000Z', 'again'), review('2026-10-05T12:01:00.000Z', 'answered'), review('2026-10-06T09:00:00.000Z', 'easy')],
      'UTC',
      '2026-10-01',
      '2026-10-31',
    );
    expect(Object.fromEntries(activity)).toEqual({ '2026-10-05': { entries: 1, reviews: 1 }, '2026-10-06': { entries: 0, reviews: 1 } });
    expect(monthTotals(activity, '2026-10')).toEqual({ entries: 1, reviews: 2 });
    expect(busiestDay(activity)).toBe(2);
  });

  it('shades each day against the busiest day shown', () => {
    expect(activityLevel(undefined, 8)).toBe(0);
    expect(activityLevel({ entries: 0, reviews: 0 }, 0)).toBe(0);
    expect(activityLevel({ entries: 1, reviews: 0 }, 8)).toBe(1);
    expect(activityLevel({ entries: 1, reviews: 3 }, 8)).toBe(2);
    expect(activityLevel({ entries: 2, reviews: 6 }, 8)).toBe(4);
    expect(activityLevel({ entries: 1, reviews: 0 }, 1000)).toBe(1);
  });
});
