/**
 * Wall-clock times in a time zone, for imports whose dates are written as a day and a time
 * somewhere (a Day One all-day entry, a note's "2020-05-14 10:00") rather than as an instant.
 */
import { dayAndTimeFormatter, isValidTimeZone } from '../rules/days';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond?: number;
}

const zoneOrUtc = (timeZone: string | undefined) => (timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC');

/** The date and time `instant` shows in `timeZone` (UTC for an unknown zone). */
export function wallClockIn(instant: Date, timeZone: string | undefined): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: instant.getUTCMilliseconds() };
  for (const part of dayAndTimeFormatter(zoneOrUtc(timeZone)).formatToParts(instant)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute' || part.type === 'second') {
      clock[part.type] = Number(part.value);
    }
  }
  return clock;
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, clock.millisecond ?? 0);

/** The zone's offset from UTC at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string) => asUtc(wallClockIn(new Date(instant), timeZone)) - instant;

/** The instant a clock in `timeZone` shows `clock` (in a daylight-saving gap, the hour after it). */
export function instantOf(clock: WallClock, timeZone: string | undefined): Date {
  const zone = zoneOrUtc(timeZone);
  const guess = asUtc(clock);
  const first = guess - offsetAt(guess, zone);
  // Once more at the found instant: the offset there is the one that holds across a change.
  return new Date(guess - offsetAt(first, zone));
}

/** Noon of `dayKey` ('YYYY-MM-DD') in `timeZone`: no zone a few hours away moves its day. */
export function noonOf(dayKey: string, timeZone: string | undefined): Date {
  const [year = 1970, month = 1, day = 1] = dayKey.split('-').map(Number);
  return instantOf({ year, month, day, hour: 12, minute: 0, second: 0 }, timeZone);
}
