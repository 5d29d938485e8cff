import { describe, expect, it } from 'vitest';
import { busiest, lastMonths, lastWeeks, nextDays, weekOf } from './periods';

describe('insight periods', () => {
  it('starts weeks on Monday, across a month and a year end', () => {
    expect(weekOf('2026-11-08')).toBe('2026-11-02'); // a Sunday
    expect(weekOf('2026-11-02')).toBe('2026-11-02');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lists the last weeks oldest first, ending with this one', () => {
    expect(lastWeeks('2026-11-04', 3)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
  });

  it('lists the next days and the last months across a leap day and a year end', () => {
    expect(nextDays('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(lastMonths('2027-01-31', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('finds the first of the largest values, none when all are 0', () => {
    expect(busiest([1, 3, 3, 0])).toBe(1);
    expect(busiest([0, 0])).toBe(-1);
  });
});
