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

  it('agrees in old zones whose offsets were not whole quarter hours (Amsterdam 1930 +00:19:32, Paris 1890 +00:09:21)', () => {
    for (const [zone, midnight] of [['Europe/Amsterdam', Date.UTC(1930, 5, 1, 23, 40, 28)], ['Europe/Paris', Date.UTC(1890, 5, 1, 23, 50, 39)]] as const) {
      const dayOf = dayOfIn(zone);
      for (let second = -1_800; second < 1_800; second += 37) {
        const instant = new Date(midnight + second * 1_000).toISOString();
        expect(dayOf(instant)).toBe(dayKey(instant, zone));
      }
    }
  });
});
