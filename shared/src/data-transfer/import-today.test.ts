/**
 * The one rule both import previews (the device's and the API's) and the server's import apply to
 * a Seeker's daily limits (issue 34, points 3 and 6): records dated the learner's today count.
 */
import { describe, expect, it } from 'vitest';
import { SEEKER_DAILY_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { dayKey } from '../rules/days';
import { dailyLimitRefusal, datedToday, datedTodayTest, todayNote } from './import-today';

const now = new Date('2024-05-01T22:30:00.000Z');

describe("an import and a Seeker's daily limits", () => {
  it("counts records dated today in the learner's zone, and future ones, never older ones", () => {
    const bundle = {
      entries: [{ createdAt: '2024-05-01T08:00:00.000Z' }, { createdAt: '2024-04-30T23:00:00.000Z' }, { createdAt: '2030-01-01T00:00:00.000Z' }],
      resources: [{ createdAt: '2024-05-01T23:00:00.000Z' }],
    } as Parameters<typeof datedToday>[0];
    expect(datedToday(bundle, now, 'UTC')).toEqual({ entries: 2, resources: 1 });
    // In Tokyo it is already 2 May: 1 May's entry is yesterday's there; the resource is 2 May's.
    expect(datedToday(bundle, now, 'Asia/Tokyo')).toEqual({ entries: 1, resources: 1 });
  });

  it('tells today from the day before exactly as the calendar day does, across zones and clock changes', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Sao_Paulo', 'Not/AZone'];
    // Around clock changes (Berlin and New York in March, Sao Paulo's midnight spring-forward of 2018) and an ordinary day.
    const nows = ['2024-03-31T01:30:00.000Z', '2024-03-10T07:30:00.000Z', '2018-11-04T03:30:00.000Z', '2024-07-15T12:00:00.000Z'].map((iso) => new Date(iso));
    for (const timeZone of zones) {
      for (const now of nows) {
        const isToday = datedTodayTest(now, timeZone);
        for (let minutes = -30 * 60; minutes <= 60; minutes += 7) {
          const createdAt = new Date(now.getTime() + minutes * 60_000).toISOString();
          expect(isToday({ createdAt }), `${timeZone} ${now.toISOString()} ${createdAt}`).toBe(dayKey(createdAt, timeZone) >= dayKey(now, timeZone));
        }
      }
    }
  });

  it("refuses with the limit's own message only past a limit, and never without limits", () => {
    const none = { entries: 0, resources: 0 };
    expect(dailyLimitRefusal({ entries: 1, resources: 0 }, none, false)).toBeNull();
    expect(dailyLimitRefusal({ entries: 1, resources: 0 }, { entries: SEEKER_DAILY_LIMITS.journalEntries, resources: 0 }, false)).toBe(MESSAGES.dailyEntryLimit);
    expect(dailyLimitRefusal({ entries: SEEKER_DAILY_LIMITS.journalEntries + 1, resources: 0 }, none, false)).toBe(MESSAGES.dailyEntryLimit);
    expect(dailyLimitRefusal({ entries: 0, resources: SEEKER_DAILY_LIMITS.resources }, none, false)).toBeNull();
    expect(dailyLimitRefusal({ entries: 0, resources: 1 }, { entries: 0, resources: SEEKER_DAILY_LIMITS.resources }, false)).toBe(MESSAGES.dailyResourceLimit);
    // Over the entry limit already, an import with no entry dated today is still welcome.
    expect(dailyLimitRefusal({ entries: 0, resources: 1 }, { entries: 5, resources: 0 }, false)).toBeNull();
    expect(dailyLimitRefusal({ entries: 50, resources: 50 }, { entries: 9, resources: 9 }, true)).toBeNull();
  });

  it('says what counts today in words', () => {
    expect(todayNote({ entries: 0, resources: 0 })).toBeNull();
    expect(todayNote({ entries: 1, resources: 0 })).toBe("1 entry is dated today: it counts toward today's limits.");
    expect(todayNote({ entries: 2, resources: 1 })).toBe("2 entries and 1 resource are dated today: they count toward today's limits.");
  });
});
