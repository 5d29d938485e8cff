/**
 * Calendar days in the learner's time zone, as 'YYYY-MM-DD' keys. Limits, streaks and weekly
 * counts are all per calendar day where the learner lives (decisions), never by the device clock.
 * Keys are assembled from formatToParts, never from a locale's formatted string: engines' locale
 * data disagree on how even en-CA writes a date (WebKit answers MM/DD/YYYY).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and field set, cached: making one costs ~10 ms the first time (ICU's zone data). */
function formatterFor(timeZone: string, withTime = false): Intl.DateTimeFormat {
  const key = withTime ? `${timeZone} time` : timeZone;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...(withTime ? { hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The zone's formatter with hours, minutes and seconds (24-hour clock) beside the day. */
export const dayAndTimeFormatter = (timeZone: string): Intl.DateTimeFormat => formatterFor(timeZone, true);

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' from numbers; years outside 0–9999 never reach here (dates are ISO strings). */
function dayKeyOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function formatDay(date: Date, timeZone: string): string {
  let year = NaN;
  let month = NaN;
  let day = NaN;
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  if (Number.isNaN(year) || Number.isNaN(month) || Number.isNaN(day)) throw new RangeError(`No calendar day for ${String(date)}`);
  return dayKeyOf(year, month, day);
}

/**
 * The last day key of each zone and the second it was for. Every zone's offset is a whole number
 * of seconds, so a day never changes within a second: writes arriving together (and a write's
 * several checks) format the date once instead of every time.
 */
const lastKeys = new Map<string, { second: number; key: string }>();

/** The calendar day of `instant` in `timeZone` (falls back to UTC for an unknown zone). */
export function dayKey(instant: Date | string, timeZone = 'UTC'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const second = Math.floor(date.getTime() / 1000);
  const last = lastKeys.get(timeZone);
  if (last?.second === second) return last.key;
  if (!isValidTimeZone(timeZone)) return formatDay(date, 'UTC');
  const key = formatDay(date, timeZone);
  lastKeys.set(timeZone, { second, key });
  return key;
}

/** The day key `days` days before `key` (calendar arithmetic, no time zone involved). */
export function shiftDayKey(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return dayKeyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The last `count` day keys ending with `today`, newest first. */
export function recentDayKeys(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDayKey(today, -i));
}
