import { describe, expect, it } from 'vitest';
import { daysInMonth, monthParam, monthWeeks, shiftMonth, weeksBetween, yearEndingWith } from './calendar-month';

describe('calendar months', () => {
  it('reads a month from the address, and moves by months across years', () => {
    expect(monthParam('2026-10')).toBe('2026-10');
    expect(monthParam('2026-13')).toBeNull();
    expect(monthParam('2026-1')).toBeNull();
    expect(monthParam(null)).toBeNull();
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', -25)).toBe('2024-02');
  });

  it('knows February of leap years', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2000-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(monthWeeks('2024-02').flat().filter(Boolean).at(-1)).toBe('2024-02-29');
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2021 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2021-02')).toHaveLength(4);
  });

  it('gives the heatmap a year of weeks ending with the month shown', () => {
    expect(yearEndingWith('2026-03')).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    const weeks = weeksBetween('2025-04-01', '2026-03-31');
    expect(weeks.flat().filter(Boolean)).toHaveLength(365);
    expect(weeks[0]?.[0]).toBeNull(); // 1 April 2025 is a Tuesday
    expect(weeks[0]?.[1]).toBe('2025-04-01');
    expect(weeks.length).toBeLessThanOrEqual(54);
  });
});
