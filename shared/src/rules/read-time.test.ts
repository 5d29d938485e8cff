import { describe, expect, it } from 'vitest';
import { displayReadTime, readTimeMinutes } from './read-time';

describe('read time', () => {
  it('is words / 200 rounded up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('one')).toBe(1);
    expect(readTimeMinutes(Array(200).fill('w').join(' '))).toBe(1);
    expect(readTimeMinutes(Array(201).fill('w').join(' '))).toBe(2);
  });
  it('ignores repeated whitespace and newlines', () => {
    expect(readTimeMinutes('  a \n\n b\t c  ')).toBe(1);
  });
  it('shows 3 minutes when missing', () => {
    expect(displayReadTime(null)).toBe(3);
    expect(displayReadTime(undefined)).toBe(3);
    expect(displayReadTime(7)).toBe(7);
  });
});
