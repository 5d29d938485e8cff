/**
 * Looks at a JSON body chunk by chunk as it arrives and stops one that would be costly to parse
 * before JSON.parse ever sees it: nesting deeper than any request of ours (a body of brackets
 * builds millions of arrays), more values than any request carries, or a bare literal thousands
 * of characters long. The work per chunk is small, so a large body never blocks the event loop
 * in one go; long strings (photos) are skipped with native `indexOf`, not byte by byte.
 *
 * It is not a JSON validator: JSON.parse still judges syntax. It only bounds the shape. Since it
 * knows where each string starts and ends, it also tells the body reader where the long ones lie
 * (`LongStrings`), so they can be parsed apart (lifted-strings.ts).
 */

export interface JsonShapeLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Most values (counted at every `[`, `{` and `,`). */
  maxValues: number;
  /** Longest run of characters outside strings (numbers, true, false, null). */
  maxLiteral: number;
}

const DEFAULT_JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 32, maxValues: 20_000, maxLiteral: 512 };

export const JSON_SHAPE_MESSAGE = 'Request body is too deeply nested or has too many values';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Where a string literal of at least `minBytes` lies: `start` is its opening quote, `end` just past its closing one. */
export interface LongStrings {
  minBytes: number;
  found(start: number, end: number): void;
}

export interface JsonShapeGuard {
  /** Feeds the next chunk; false once the body went past a limit (stop reading then). */
  push(chunk: Buffer): boolean;
}

export function createJsonShapeGuard(limits: JsonShapeLimits = DEFAULT_JSON_SHAPE_LIMITS, longStrings?: LongStrings): JsonShapeGuard {
  let inString = false;
  /** Bytes fed before the current chunk, and where the open string's quote was. */
  let offset = 0;
  let stringStart = 0;
  /** The previous chunk ended on a backslash inside a string: skip this chunk's first byte. */
  let escapePending = false;
  let depth = 0;
  let values = 0;
  let literal = 0;
  let failed = false;

  /** Index just past the string's closing quote in `chunk` from `from`, or -1 if it goes on. */
  function skipString(chunk: Buffer, from: number): number {
    let i = from;
    if (escapePending) {
      escapePending = false;
      i += 1;
    }
    let quote = chunk.indexOf(QUOTE, i);
    let backslash = chunk.indexOf(BACKSLASH, i);
    for (;;) {
      if (backslash !== -1 && (quote === -1 || backslash < quote)) {
        // An escape: the next byte is part of the string whatever it is.
        i = backslash + 2;
        if (i > chunk.length) {
          escapePending = true;
          return -1;
        }
        if (quote !== -1 && quote < i) quote = chunk.indexOf(QUOTE, i);
        backslash = chunk.indexOf(BACKSLASH, i);
        continue;
      }
      return quote === -1 ? -1 : quote + 1;
    }
  }

  function push(chunk: Buffer): boolean {
    if (failed) return false;
    const base = offset;
    offset += chunk.length;
    let i = 0;
    while (i < chunk.length) {
      if (inString) {
        const end = skipString(chunk, i);
        if (end === -1) return true;
        inString = false;
        i = end;
        if (longStrings && base + end - stringStart >= longStrings.minBytes) longStrings.found(stringStart, base + end);
        continue;
      }
      const byte = chunk[i] as number;
      i += 1;
      if (byte === QUOTE) {
        inString = true;
        stringStart = base + i - 1;
        literal = 0;
      } else if (byte === 0x7b || byte === 0x5b) {
        depth += 1;
        values += 1;
        literal = 0;
      } else if (byte === 0x7d || byte === 0x5d) {
        depth -= 1;
        literal = 0;
      } else if (byte === 0x2c) {
        values += 1;
        literal = 0;
      } else if (byte === 0x3a || isWhitespace(byte)) {
        literal = 0;
      } else {
        literal += 1;
      }
      if (depth > limits.maxDepth || values > limits.maxValues || literal > limits.maxLiteral) {
        failed = true;
        return false;
      }
    }
    return true;
  }

  return { push };
}
