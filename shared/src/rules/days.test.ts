import { describe, expect, it } from 'vitest';
import { dayKey } from './days';

describe('dayKey', () => {
  it('is the calendar day where the learner is, to the millisecond around midnight', () => {
    expect(dayKey('2025-03-01T22:59:59.999Z', 'Europe/Paris')).toBe('2025-03-01');
    expect(dayKey('2025-03-01T23:00:00.000Z', 'Europe/Paris')).toBe('2025-03-02');
    expect(dayKey('2025-03-01T23:00:00.000Z', 'UTC')).toBe('2025-03-01');
    expect(dayKey('2025-03-01T23:00:00.000Z', 'Pacific/Honolulu')).toBe('2025-03-01');
    expect(dayKey('2025-03-01T23:00:00.000Z', 'Pacific/Kiritimati')).toBe('2025-03-02');
  });

  it('answers each zone its own day for one instant, asked again and again', () => {
    const instant = new Date('2025-06-30T23:30:00.000Z');
    for (let round = 0; round < 3; round += 1) {
      expect(dayKey(instant, 'Asia/Tokyo')).toBe('2025-07-01');
      expect(dayKey(instant, 'America/New_York')).toBe('2025-06-30');
      expect(dayKey(instant)).toBe('2025-06-30');
    }
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(dayKey('2025-03-01T23:30:00.000Z', 'Mars/Olympus_Mons')).toBe('2025-03-01');
    expect(dayKey('2025-03-02T00:30:00.000Z', 'Mars/Olympus_Mons')).toBe('2025-03-02');
  });
});
