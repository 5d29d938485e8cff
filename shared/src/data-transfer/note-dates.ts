/**
 * A note's date, from what it says: front matter in any spelling ("date", "Created",
 * "created_at", with or without an offset), else its file name (Jekyll's "2020-05-14-….md",
 * Logseq's "2020_05_14.md"), else the file's time in the zip.
 */
import { instantOf, noonOf } from './zoned-time';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** A file name that starts with a day: "2020-05-14-welcome", "2020_05_14", "2024-02-01 SQL joins". */
const DATED_NAME = /^(\d{4})[-_.](\d{2})[-_.](\d{2})(?:$|[-_ .]+(.*)$)/;

const validDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const offsetMs = (offset: string) => {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const ms = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60_000;
  return offset.startsWith('-') ? -ms : ms;
};

/**
 * A date as written in front matter, as an ISO instant: an offset is honoured, a time without
 * one is the learner's clock (`timeZone`), a bare day is noon there so no zone moves its day.
 */
export function noteDateFrom(value: unknown, timeZone?: string): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') {
    // Seconds or milliseconds since 1970 (some exporters write these); a bare year is not a date.
    if (!Number.isFinite(value) || value < 1e9) return null;
    const date = new Date(value < 1e11 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DATE_TIME.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (!validDay(year, month, day)) return null;
    if (match[4] === undefined) return noonOf(`${match[1]}-${match[2]}-${match[3]}`, timeZone).toISOString();
    const clock = {
      year,
      month,
      day,
      hour: Number(match[4]),
      minute: Number(match[5]),
      second: Number(match[6] ?? 0),
      millisecond: Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3)),
    };
    if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return null;
    if (match[8]) {
      const utc = Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second, clock.millisecond);
      return new Date(utc - offsetMs(match[8])).toISOString();
    }
    return instantOf(clock, timeZone).toISOString();
  }
  // Other spellings an engine reads ("May 14, 2020 10:00 GMT+2"); a lone number is not one.
  if (!/[a-z]/i.test(text) && !/\d{4}.*\d/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface DatedName {
  /** 'YYYY-MM-DD' */
  day: string;
  /** What follows the day ("welcome-to-jekyll"), or '' when the name is the day alone. */
  rest: string;
}

/** The day a file name starts with, and the rest of the name. */
export function datedName(name: string): DatedName | null {
  const match = DATED_NAME.exec(name);
  if (!match || !validDay(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return { day: `${match[1]}-${match[2]}-${match[3]}`, rest: (match[4] ?? '').trim() };
}

/**
 * A dated file name's day as an instant: the file's time in the zip when it falls on that day
 * (it has the hour), else noon of the day in the learner's zone.
 */
export function dateOfDay(day: string, fileTime: Date | null, timeZone?: string): string {
  if (fileTime && fileTime.toISOString().slice(0, 10) === day) return fileTime.toISOString();
  return noonOf(day, timeZone).toISOString();
}
