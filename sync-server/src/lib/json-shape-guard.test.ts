import { describe, expect, it } from 'vitest';
import { createJsonShapeGuard, type JsonShapeLimits } from './json-shape-guard';

const LIMITS: JsonShapeLimits = { maxDepth: 3, maxValues: 10, maxLiteral: 8 };

/** Feeds `text` cut into pieces of `size` bytes; true when the guard let all of it through. */
function feed(text: string, size: number, limits = LIMITS): boolean {
  const guard = createJsonShapeGuard(limits);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) if (!guard.push(bytes.subarray(i, i + size))) return false;
  return true;
}

describe('the JSON shape guard', () => {
  it('lets ordinary bodies through however they are cut', () => {
    const body = JSON.stringify({ a: [1, 2, { b: 'x' }], c: 'he said "[[[[" \\ and left' });
    for (const size of [1, 2, 3, 5, 7, 64]) expect(feed(body, size), `size ${size}`).toBe(true);
  });

  it('stops nesting past the limit, but not brackets inside strings', () => {
    expect(feed('[[[[1]]]]', 4)).toBe(false);
    expect(feed(JSON.stringify({ s: '[[[[[[[[{{{{' }), 1)).toBe(true);
  });

  it('follows escapes across chunk boundaries', () => {
    // An escaped quote right at a cut must not end the string: the brackets after it are text.
    const body = `{"s":"ab\\"[[[[[[[[","t":1}`;
    for (const size of [1, 2, 3, 4, 8, 9, 10]) expect(feed(body, size), `size ${size}`).toBe(true);
    expect(feed(`{"s":"\\\\"}`, 1)).toBe(true);
    expect(feed(`{"s":"\\\\"}[[[[`, 1)).toBe(false);
  });

  it('stops too many values and overlong literals', () => {
    expect(feed(`[${'0,'.repeat(10)}0]`, 3)).toBe(false);
    expect(feed('[123456789]', 2)).toBe(false);
    expect(feed('[12345678]', 2)).toBe(true);
  });
});
