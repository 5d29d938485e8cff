import { describe, expect, it } from 'vitest';
import { dateOfDay, datedName, noteDateFrom } from './note-dates';
import { instantOf, noonOf } from './zoned-time';

describe('a note’s date as written', () => {
  it('honours offsets, reads a time without one on the learner’s clock, and a bare day as noon there', () => {
    expect(noteDateFrom('2020-05-14 21:05:00 +0200')).toBe('2020-05-14T19:05:00.000Z');
    expect(noteDateFrom('2021-05-02T18:00:00+02:00')).toBe('2021-05-02T16:00:00.000Z');
    expect(noteDateFrom('2021-03-28 10:20:00Z')).toBe('2021-03-28T10:20:00.000Z');
    expect(noteDateFrom('2023-06-01 09:30', 'Europe/Berlin')).toBe('2023-06-01T07:30:00.000Z');
    expect(noteDateFrom('2023-01-10', 'America/New_York')).toBe('2023-01-10T17:00:00.000Z');
    expect(noteDateFrom('2023-01-10')).toBe('2023-01-10T12:00:00.000Z');
    expect(noteDateFrom(new Date('2020-01-01T00:00:00Z'))).toBe('2020-01-01T00:00:00.000Z');
    expect(noteDateFrom(1_600_000_000)).toBe('2020-09-13T12:26:40.000Z');
  });

  it('is null for what is not a date', () => {
    for (const value of ['someday', '2023-02-30', '2024', 2024, '', null, undefined, ['2020-01-01']]) expect(noteDateFrom(value)).toBeNull();
  });

  it('finds the day a file name starts with (Jekyll, Logseq), and the rest of the name', () => {
    expect(datedName('2020-05-14-welcome-to-jekyll')).toEqual({ day: '2020-05-14', rest: 'welcome-to-jekyll' });
    expect(datedName('2020_05_14')).toEqual({ day: '2020-05-14', rest: '' });
    expect(datedName('2024-02-01 SQL joins')).toEqual({ day: '2024-02-01', rest: 'SQL joins' });
    expect(datedName('20200514 notes')).toBeNull();
    expect(datedName('2020-13-01 x')).toBeNull();
  });

  it('takes the zip time for a dated name when it falls on that day, else noon', () => {
    expect(dateOfDay('2024-02-01', new Date('2024-02-01T21:15:00Z'))).toBe('2024-02-01T21:15:00.000Z');
    expect(dateOfDay('2024-02-01', new Date('2024-03-01T21:15:00Z'), 'Europe/Berlin')).toBe('2024-02-01T11:00:00.000Z');
  });
});

describe('wall clocks across zones', () => {
  it('finds the instant a clock shows in a zone, across daylight saving', () => {
    expect(instantOf({ year: 2023, month: 3, day: 26, hour: 1, minute: 30, second: 0 }, 'Europe/Berlin').toISOString()).toBe('2023-03-26T00:30:00.000Z');
    expect(instantOf({ year: 2023, month: 3, day: 26, hour: 3, minute: 30, second: 0 }, 'Europe/Berlin').toISOString()).toBe('2023-03-26T01:30:00.000Z');
    expect(noonOf('2023-10-29', 'Europe/Berlin').toISOString()).toBe('2023-10-29T11:00:00.000Z');
    expect(noonOf('2023-07-01', 'Not/AZone').toISOString()).toBe('2023-07-01T12:00:00.000Z');
  });
});
