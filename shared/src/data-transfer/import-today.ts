/**
 * Imported records dated in the learner's current day are today's writing: they count toward a
 * Seeker's daily limits like any create (decisions: the limits hold through import). The preview
 * says so, on the device and in the API's answer, in these words; the server refuses an import
 * that would pass a limit with the limit's own message, before anything is written.
 */
import { SEEKER_DAILY_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { dayKey } from '../rules/days';
import type { ImportBundle } from './import-bundle';

export interface TodayCounts {
  entries: number;
  resources: number;
}

/**
 * Whether a record is dated `now`'s day in `timeZone` (or later: a future date is written as now).
 * The day's first second is found once, bisecting ~18 dayKey calls (days change on whole seconds),
 * so each record is one comparison: 50,000 records take milliseconds where formatting each date
 * held the server's loop for seconds. (Where a clock falls back across midnight, the hour lived
 * twice counts as today.)
 */
export function datedTodayTest(now: Date, timeZone: string): (record: { createdAt: string }) => boolean {
  const today = dayKey(now, timeZone);
  let before = Math.floor(now.getTime() / 1000) - 50 * 3600;
  let within = Math.floor(now.getTime() / 1000);
  while (within - before > 1) {
    const mid = Math.floor((before + within) / 2);
    if (dayKey(new Date(mid * 1000), timeZone) >= today) within = mid;
    else before = mid;
  }
  const start = within * 1000;
  return (record) => Date.parse(record.createdAt) >= start;
}

export const isDatedToday = (record: { createdAt: string }, now: Date, timeZone: string): boolean => datedTodayTest(now, timeZone)(record);

/** Records of the bundle dated today. */
export function datedToday(bundle: Pick<ImportBundle, 'entries' | 'resources'>, now: Date, timeZone: string): TodayCounts {
  const isToday = datedTodayTest(now, timeZone);
  return { entries: bundle.entries.filter(isToday).length, resources: bundle.resources.filter(isToday).length };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "2 entries and 1 resource are dated today: they count toward today's limits." */
export function todayNote(today: TodayCounts): string | null {
  const parts = [today.entries > 0 ? plural(today.entries, 'entry', 'entries') : null, today.resources > 0 ? plural(today.resources, 'resource', 'resources') : null].filter(Boolean);
  if (parts.length === 0) return null;
  const verb = today.entries + today.resources === 1 ? 'is' : 'are';
  return `${parts.join(' and ')} ${verb} dated today: ${today.entries + today.resources === 1 ? 'it counts' : 'they count'} toward today's limits.`;
}

/** The daily limit's own message when adding `today` to what was `used` today passes a Seeker's limit; else null. */
export function dailyLimitRefusal(today: TodayCounts, used: TodayCounts, unlimited: boolean): string | null {
  if (unlimited) return null;
  if (today.entries > 0 && used.entries + today.entries > SEEKER_DAILY_LIMITS.journalEntries) return MESSAGES.dailyEntryLimit;
  if (today.resources > 0 && used.resources + today.resources > SEEKER_DAILY_LIMITS.resources) return MESSAGES.dailyResourceLimit;
  return null;
}
