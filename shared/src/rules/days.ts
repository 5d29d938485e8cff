/**
 * Calendar days in the learner's time zone, as 'YYYY-MM-DD' keys. Limits, streaks and weekly
 * counts are all per calendar day where the learner lives (decisions), never by the device clock.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
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
  if (!isValidTimeZone(timeZone)) return formatterFor('UTC').format(date);
  const key = formatterFor(timeZone).format(date);
  lastKeys.set(timeZone, { second, key });
  return key;
}

/** The day key `days` days before `key` (calendar arithmetic, no time zone involved). */
export function shiftDayKey(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** The last `count` day keys ending with `today`, newest first. */
export function recentDayKeys(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDayKey(today, -i));
}
