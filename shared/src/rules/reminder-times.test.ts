import { describe, expect, it } from 'vitest';
import { isQuietAt, localMinutes, minutesOf } from './reminder-times';

describe('reminder times', () => {
  it('read the wall clock in the learner’s zone, across a DST change', () => {
    expect(localMinutes(new Date('2026-01-12T17:00:00Z'), 'Europe/Paris')).toBe(18 * 60);
    expect(localMinutes(new Date('2026-07-12T17:00:00Z'), 'Europe/Paris')).toBe(19 * 60);
    expect(localMinutes(new Date('2026-01-12T23:30:00Z'), 'UTC')).toBe(23 * 60 + 30);
    expect(localMinutes(new Date('2026-01-12T00:05:00Z'), 'America/Los_Angeles')).toBe(16 * 60 + 5);
    expect(minutesOf('00:00')).toBe(0);
  });

  it('hold quiet hours that span midnight, from included, to excluded', () => {
    expect(isQuietAt(minutesOf('22:00'), '22:00', '07:00')).toBe(true);
    expect(isQuietAt(minutesOf('03:00'), '22:00', '07:00')).toBe(true);
    expect(isQuietAt(minutesOf('07:00'), '22:00', '07:00')).toBe(false);
    expect(isQuietAt(minutesOf('12:00'), '22:00', '07:00')).toBe(false);
    expect(isQuietAt(minutesOf('13:30'), '13:00', '14:00')).toBe(true);
    expect(isQuietAt(minutesOf('14:00'), '13:00', '14:00')).toBe(false);
    expect(isQuietAt(minutesOf('09:00'), undefined, undefined)).toBe(false);
    expect(isQuietAt(minutesOf('09:00'), '09:00', '09:00')).toBe(false);
  });
});
