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
  it('counts words between any kind of space, as splitting on \\s would', () => {
    const spaces = [' ', '\n', '\t', '\u00a0', '\u3000', '\u2009', ' \r\n '];
    const text = Array.from({ length: 201 }, (_, i) => `w${i}${spaces[i % spaces.length]}`).join('');
    expect(text.split(/\s+/).filter(Boolean)).toHaveLength(201);
    expect(readTimeMinutes(text)).toBe(2);
    expect(readTimeMinutes(text.slice(0, text.lastIndexOf('w200')))).toBe(1);
  });
  it('shows 3 minutes when missing', () => {
    expect(displayReadTime(null)).toBe(3);
    expect(displayReadTime(undefined)).toBe(3);
    expect(displayReadTime(7)).toBe(7);
  });
});
