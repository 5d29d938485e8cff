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

/** The calendar day of `instant` in `timeZone` (falls back to UTC for an unknown zone). */
export function dayKey(instant: Date | string, timeZone = 'UTC'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return formatterFor(zone).format(date);
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
