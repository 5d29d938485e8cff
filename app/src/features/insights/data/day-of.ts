/**
 * The shared `dayKey` for many instants at once: instants in one UTC quarter hour share their day
 * in every zone in use today (offsets are whole quarter hours), so each quarter hour is formatted
 * once; a quarter hour whose two ends fall on different days (an old zone's odd offset) is
 * formatted instant by instant. 30,000 review logs become a few thousand formats, not 30,000.
 */
import { dayKey } from '@learnlog/shared';

const QUARTER_HOUR = 900_000;

export function dayOfIn(timeZone: string): (instant: string) => string {
  const days = new Map<number, string | null>();
  return (instant) => {
    const ms = Date.parse(instant);
    const block = Math.floor(ms / QUARTER_HOUR);
    let day = days.get(block);
    if (day === undefined) {
      const first = dayKey(new Date(block * QUARTER_HOUR), timeZone);
      day = first === dayKey(new Date(block * QUARTER_HOUR + QUARTER_HOUR - 1), timeZone) ? first : null;
      days.set(block, day);
    }
    return day ?? dayKey(new Date(ms), timeZone);
  };
}
