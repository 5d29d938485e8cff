/**
 * Reads server rows as fast as a pull needs: zod's parser cannot use its fast path under the
 * app's CSP (it compiles it with `new Function`). Why: docs/decisions/007-batched-push.md. A reader is derived once from the kind's shared row schema:
 * plain fields (string, finite number, boolean, enum, nullable and arrays of these) are checked
 * inline, any other field (ids and versions with their bounds, formats) by its own zod schema.
 * It accepts and returns exactly what `schema.parse` would: the schema's fields only, unknown
 * ones dropped; a row it refuses is undefined (row-reader.test.ts holds it to that).
 */
import { z } from 'zod';

/** What a field reader answers for a value its schema refuses. */
const REFUSED: unique symbol = Symbol('refused');
type FieldReader = (value: unknown) => unknown;

const checksOf = (schema: z.ZodType) => (schema.def as { checks?: unknown[] }).checks ?? [];
/** No refinements (`.refine`, `.min`, `.int`…) on this schema itself. */
const unchecked = (schema: z.ZodType) => checksOf(schema).length === 0;
/** A scalar with no checks or format (z.iso.datetime() is a string with one): its type alone decides. */
const isBare = (schema: z.ZodType) => unchecked(schema) && Object.keys(schema.def).every((key) => key === 'type' || key === 'checks');

function fieldReader(schema: z.ZodType): FieldReader {
  if (schema instanceof z.ZodString && isBare(schema)) return (v) => (typeof v === 'string' ? v : REFUSED);
  // z.number() refuses NaN and ±Infinity.
  if (schema instanceof z.ZodNumber && isBare(schema)) return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : REFUSED);
  if (schema instanceof z.ZodBoolean && isBare(schema)) return (v) => (typeof v === 'boolean' ? v : REFUSED);
  if (schema instanceof z.ZodEnum && unchecked(schema)) {
    const options = new Set<unknown>(schema.options);
    return (v) => (options.has(v) ? v : REFUSED);
  }
  if (schema instanceof z.ZodNullable && unchecked(schema)) {
    const inner = fieldReader(schema.unwrap() as z.ZodType);
    return (v) => (v === null ? null : inner(v));
  }
  if (schema instanceof z.ZodArray && unchecked(schema)) {
    const element = fieldReader(schema.element as z.ZodType);
    return (v) => {
      if (!Array.isArray(v)) return REFUSED;
      const out: unknown[] = new Array(v.length);
      for (let i = 0; i < v.length; i += 1) {
        const read = element(v[i]);
        if (read === REFUSED) return REFUSED;
        out[i] = read;
      }
      return out;
    };
  }
  return (v) => {
    const parsed = schema.safeParse(v);
    return parsed.success ? parsed.data : REFUSED;
  };
}

export type RowReader = (row: unknown) => Record<string, unknown> | undefined;

/** A reader for rows of `schema` (a `z.object` with the default strip of unknown keys). */
export function rowReader(schema: z.ZodObject): RowReader {
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, fieldReader(field)] as const);
  return (row) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
    const source = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, read] of fields) {
      const value = read(source[key]);
      if (value === REFUSED) return undefined;
      // An optional field left out stays out, as zod leaves it.
      if (value !== undefined || key in source) out[key] = value;
    }
    return out;
  };
}
