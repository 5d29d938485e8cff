/**
 * Parses a large JSON body without one long event-loop turn. Making megabytes of new strings at
 * once is what costs (an 8 MB body: ~30 ms to decode, as much again for JSON.parse to copy its
 * strings out), so the long string literals the shape guard found are cut out of the bytes: the
 * rest, small, is parsed with a placeholder for each, then the literals are parsed a few hundred
 * KB per turn and put back in place. A literal with escapes goes through JSON.parse itself, so
 * escapes and errors are judged exactly as in one JSON.parse of the whole body.
 * Why and its figures: docs/decisions/010-photos-stored-apart.md
 */
import { randomUUID } from 'node:crypto';

/** A string literal's bytes in the body: its opening quote to just past its closing one. */
export interface Span {
  start: number;
  end: number;
}

/** Strings shorter than this stay in the body parsed in one go: 20,000 values of it at most. */
export const LIFT_STRINGS_FROM_BYTES = 256;

/** Literal bytes parsed per event-loop turn. */
const BYTES_PER_TURN = 256 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The body's bytes kept as they arrived, and where each chunk starts. */
export class BodyChunks {
  private readonly chunks: Buffer[] = [];
  private readonly starts: number[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.starts.push(this.length);
    this.length += chunk.length;
  }

  /** The bytes from `start` to `end` as views of the chunks, without copying. */
  slice(start: number, end: number): Buffer[] {
    const out: Buffer[] = [];
    let index = this.chunkAt(start);
    while (start < end) {
      const chunk = this.chunks[index] as Buffer;
      const from = start - (this.starts[index] as number);
      const to = Math.min(chunk.length, end - (this.starts[index] as number));
      out.push(chunk.subarray(from, to));
      start += to - from;
      index += 1;
    }
    return out;
  }

  joined(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }

  /** The chunk holding byte `at` (binary search: a large body has hundreds of chunks). */
  private chunkAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** JSON.parse of the whole body, its long literals (in order, not overlapping) parsed in turns of their own. */
export async function parseWithLiftedStrings(body: BodyChunks, spans: readonly Span[]): Promise<unknown> {
  // A random prefix per body: the learner's own text cannot name a placeholder.
  const prefix = `\u0000${randomUUID()}:`;
  const pieces: Buffer[] = [];
  let at = 0;
  spans.forEach((span, n) => {
    pieces.push(...body.slice(at, span.start), Buffer.from(JSON.stringify(`${prefix}${n}`)));
    at = span.end;
  });
  pieces.push(...body.slice(at, body.length));
  const parsed: unknown = JSON.parse(Buffer.concat(pieces).toString('utf8'));

  const values: string[] = [];
  let bytesThisTurn = 0;
  for (const span of spans) {
    if (bytesThisTurn >= BYTES_PER_TURN) {
      await nextTurn();
      bytesThisTurn = 0;
    }
    values.push(parseLiteral(Buffer.concat(body.slice(span.start, span.end))));
    bytesThisTurn += span.end - span.start;
  }
  return restore(parsed, prefix, values);
}

const BACKSLASH = 0x5c;
/** Characters JSON allows in a string only escaped. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** A literal without escapes or control characters (a photo) is its bytes decoded: one string made, not two. */
function parseLiteral(bytes: Buffer): string {
  if (bytes.indexOf(BACKSLASH) === -1) {
    const text = bytes.toString('utf8', 1, bytes.length - 1);
    if (!CONTROL_CHARACTER.test(text)) return text;
  }
  return JSON.parse(bytes.toString('utf8')) as string;
}

function restore(value: unknown, prefix: string, values: readonly string[]): unknown {
  if (typeof value === 'string') return value.startsWith(prefix) ? values[Number(value.slice(prefix.length))] : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = restore(value[i], prefix, values);
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!keys.some((key) => key.startsWith(prefix))) {
    for (const key of keys) record[key] = restore(record[key], prefix, values);
    return record;
  }
  // A long key: rebuilt in order, defined rather than assigned so "__proto__" stays a plain key as JSON.parse made it.
  const rebuilt: Record<string, unknown> = {};
  for (const key of keys) {
    const name = key.startsWith(prefix) ? (values[Number(key.slice(prefix.length))] as string) : key;
    Object.defineProperty(rebuilt, name, { value: restore(record[key], prefix, values), enumerable: true, writable: true, configurable: true });
  }
  return rebuilt;
}
