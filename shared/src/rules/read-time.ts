import { READ_TIME } from '../constants';

const WORD = /\S+/g;

/** Read time in minutes: words (split by spaces) / 200, rounded up (core spec 9). */
export function readTimeMinutes(content: string): number {
  // Counts the runs of non-space without making a string of each (every save of an entry runs this).
  let words = 0;
  WORD.lastIndex = 0;
  while (WORD.test(content)) words += 1;
  return Math.ceil(words / READ_TIME.wordsPerMinute);
}

/** What a card shows: the stored read time, or 3 minutes when it is missing. */
export function displayReadTime(readTime: number | null | undefined): number {
  return readTime ?? READ_TIME.defaultMinutes;
}
