import { READ_TIME } from '../constants';

/** Read time in minutes: words (split by spaces) / 200, rounded up (core spec 9). */
export function readTimeMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / READ_TIME.wordsPerMinute);
}

/** What a card shows: the stored read time, or 3 minutes when it is missing. */
export function displayReadTime(readTime: number | null | undefined): number {
  return readTime ?? READ_TIME.defaultMinutes;
}
