/**
 * The shared `dayKey` for many instants at once (a year of entries and reviews): per UTC day,
 * the learner's day before and after the one instant it changes, found by halving (in quarter
 * hours, the offsets of every zone in use today, then in seconds for an old zone's odd one), so
 * a year costs a few thousand formats instead of one per instant. A UTC day on which the
 * learner's day does anything else (skips a day, repeats one) is formatted instant by instant.
 */
import { dayKey, shiftDayKey } from '@learnlog/shared';

const DAY = 86_400_000;
const QUARTER_HOUR = 900_000;
const SECOND = 1_000;

interface DaySplit {
  before: string;
  /** The first instant (ms) of `after`. */
  at: number;
  after: string;
}

/** Halves `lo`…`hi` (whole steps apart; day(lo) is `before`, day(hi) is not) down to one step; returns that step's end. */
function halve(lo: number, hi: number, step: number, before: string, dayAt: (ms: number) => string): number {
  while (hi - lo > step) {
    const mid = lo + Math.floor((hi - lo) / step / 2) * step;
    if (dayAt(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

export function dayOfIn(timeZone: string): (instant: string) => string {
  const dayAt = (ms: number) => dayKey(new Date(ms), timeZone);
  const splits = new Map<number, DaySplit | null>();

  function splitOf(utcDay: number): DaySplit | null {
    const start = utcDay * DAY;
    const before = dayAt(start);
    const after = dayAt(start + DAY - 1);
    if (before === after) return { before, at: start + DAY, after };
    if (shiftDayKey(before, 1) !== after) return null;
    // The change lies in a quarter hour; at its end unless the zone's offset is not whole quarter hours.
    const quarterEnd = halve(start, start + DAY, QUARTER_HOUR, before, (ms) => dayAt(Math.min(ms, start + DAY - 1)));
    const at = dayAt(quarterEnd - 1) === before ? quarterEnd : halve(quarterEnd - QUARTER_HOUR, quarterEnd, SECOND, before, dayAt);
    return dayAt(at) === after && dayAt(at - 1) === before ? { before, at, after } : null;
  }

  return (instant) => {
    const ms = Date.parse(instant);
    const utcDay = Math.floor(ms / DAY);
    let split = splits.get(utcDay);
    if (split === undefined) {
      split = splitOf(utcDay);
      splits.set(utcDay, split);
    }
    if (!split) return dayAt(ms);
    return ms < split.at ? split.before : split.after;
  };
}
