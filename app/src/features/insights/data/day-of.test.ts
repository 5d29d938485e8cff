import { describe, expect, it } from 'vitest';
import { dayKey } from '@learnlog/shared';
import { dayOfIn } from './day-of';

describe('day of many instants', () => {
  it('agrees with the shared dayKey around midnight in whole, half and quarter hour zones', () => {
    for (const zone of ['UTC', 'Pacific/Auckland', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham']) {
      const dayOf = dayOfIn(zone);
      for (let minute = 0; minute < 48 * 60; minute += 7) {
        const instant = new Date(Date.UTC(2026, 2, 28) + minute * 60_000 + 13_000).toISOString();
        expect(dayOf(instant)).toBe(dayKey(instant, zone));
      }
    }
  });

  it('agrees in an old zone whose offset was not whole quarter hours (Amsterdam, 1930: +00:19:32)', () => {
    const dayOf = dayOfIn('Europe/Amsterdam');
    for (let second = -1_800; second < 1_800; second += 37) {
      const instant = new Date(Date.UTC(1930, 5, 1, 23, 40, 28) + second * 1_000).toISOString();
      expect(dayOf(instant)).toBe(dayKey(instant, 'Europe/Amsterdam'));
    }
  });
});
