/**
 * The fast row reader must accept and return exactly what each kind's zod row schema does: every
 * field of a valid row is swapped in turn for each value below (right and wrong types, bounds,
 * formats, missing), and the reader's answer is compared with `safeParse`.
 */
import { describe, expect, it } from 'vitest';
import { SYNCED_KINDS, SYNCED_TABLES } from '@learnlog/shared';
import { z } from 'zod';
import { rowReader } from './row-reader';

const VALUES: unknown[] = [
  1, 0, -1, 1.5, 2 ** 60, Number.NaN, Infinity, '1', '', 'again', '2024-03-01T10:00:00.000Z', 'not a date', 'again', 'medium', 'active', 'book', true, false, null, undefined,
  [], [1, 2], ['a', 'b'], [1, 'a'], [null], {}, { a: 1 },
];

/** A valid value for `field`: the first of VALUES (or of its enum) the schema takes. */
function validValue(field: z.ZodType): unknown {
  const options = field instanceof z.ZodEnum ? (field.options as unknown[]) : [];
  const value = [...options, ...VALUES].find((candidate) => candidate !== undefined && field.safeParse(candidate).success);
  if (value === undefined && !field.safeParse(undefined).success) throw new Error('no valid sample for a field');
  return value;
}

const sameAsZod = (schema: z.ZodObject, row: unknown) => {
  const parsed = schema.safeParse(row);
  expect(rowReader(schema)(row)).toEqual(parsed.success ? parsed.data : undefined);
  return parsed.success;
};

describe('rowReader', () => {
  for (const table of SYNCED_TABLES) {
    it(`reads ${table} rows as the zod schema does`, () => {
      const schema = SYNCED_KINDS[table].rowSchema;
      const shape = schema.shape as Record<string, z.ZodType>;
      const valid = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validValue(field)]));
      expect(sameAsZod(schema, valid)).toBe(true);
      // Unknown fields are dropped, as zod's default object does.
      expect(rowReader(schema)({ ...valid, _pending: true, extra: 1 })).toEqual(valid);

      let refused = 0;
      for (const key of Object.keys(shape)) {
        for (const value of VALUES) if (!sameAsZod(schema, { ...valid, [key]: value })) refused += 1;
        const { [key]: _left, ...without } = valid;
        sameAsZod(schema, without);
      }
      expect(refused).toBeGreaterThan(Object.keys(shape).length * 10); // the sweep did test refusals
      for (const notARow of [null, undefined, 'row', 3, [valid]]) sameAsZod(schema, notARow);
    });
  }

  it('checks fields with formats and bounds by their own schema', () => {
    const schema = z.object({ at: z.iso.datetime(), n: z.number().int().positive(), tags: z.array(z.string()).max(1), kind: z.enum(['a', 'b']).nullable() });
    const read = rowReader(schema);
    expect(read({ at: '2024-03-01T10:00:00Z', n: 3, tags: ['x'], kind: null })).toEqual({ at: '2024-03-01T10:00:00Z', n: 3, tags: ['x'], kind: null });
    for (const bad of [{ at: 'yesterday' }, { n: 0 }, { n: 1.5 }, { tags: ['x', 'y'] }, { kind: 'c' }]) {
      expect(read({ at: '2024-03-01T10:00:00Z', n: 3, tags: [], kind: 'a', ...bad })).toBeUndefined();
    }
  });
});
