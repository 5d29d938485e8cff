import { describe, expect, it } from 'vitest';
import { createJsonShapeGuard } from './json-shape-guard';
import { BodyChunks, LIFT_STRINGS_FROM_BYTES, parseWithLiftedStrings, type Span } from './lifted-strings';

/** Feeds `text` to the guard and the chunk list in pieces of `size` bytes, as the body reader does, and parses it. */
async function parseInPieces(text: string, size: number, longStrings = 1): Promise<unknown> {
  const body = new BodyChunks();
  const spans: Span[] = [];
  const guard = createJsonShapeGuard(undefined, { minBytes: LIFT_STRINGS_FROM_BYTES, found: (start, end) => spans.push({ start, end }) });
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) {
    const chunk = bytes.subarray(i, i + size);
    expect(guard.push(chunk)).toBe(true);
    body.push(chunk);
  }
  expect(spans).toHaveLength(longStrings);
  return parseWithLiftedStrings(body, spans);
}

const long = (fill: string) => fill.repeat(Math.ceil((LIFT_STRINGS_FROM_BYTES * 3) / fill.length));

describe('a body parsed with its long strings apart', () => {
  it('comes out as JSON.parse makes it, however the body is cut', async () => {
    const value = {
      title: 'short',
      photos: [`data:image/jpeg;base64,${long('QUJD')}`, `data:image/png;base64,${long('REVG')}`],
      content: `${long('line "quoted" \\ back\n')}é ☃ 😀 ${long('ü')}`,
      nested: { list: [1, true, null, long('x'), { deep: long('y') }] },
      [long('k')]: 'a long key',
    };
    // JSON.parse makes "__proto__" a plain key; so must the put-back.
    const text = `${JSON.stringify(value).slice(0, -1)},"__proto__":${JSON.stringify(long('p'))}}`;
    const expected: unknown = JSON.parse(text);
    for (const size of [1, 7, 100, 4096, text.length]) {
      const parsed = await parseInPieces(text, size, 7);
      expect(parsed, `size ${size}`).toEqual(expected);
      expect(Object.getPrototypeOf(parsed), `size ${size}`).toBe(Object.prototype);
    }
  });

  it('keeps a learner text that looks like a placeholder as it is', async () => {
    const text = JSON.stringify({ a: '\u0000not-the-nonce:0', b: long('z') });
    expect(await parseInPieces(text, 64)).toEqual(JSON.parse(text));
  });

  it('refuses what JSON.parse refuses, inside a long string or around it', async () => {
    await expect(parseInPieces(`{"a":"${long('x')}\\q"}`, 50)).rejects.toThrow(SyntaxError);
    await expect(parseInPieces(`{"a":"${long('x')}\n"}`, 50)).rejects.toThrow(SyntaxError);
    await expect(parseInPieces(`{"a":"${long('x')}",}`, 50)).rejects.toThrow(SyntaxError);
  });
});
