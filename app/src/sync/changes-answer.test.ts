/** The pull's reading of a changes answer gives what the shared zod schema gives, for good and bad answers. */
import { describe, expect, it } from 'vitest';
import { syncChangesResponseSchema } from '@learnlog/shared';
import { readChangesAnswer } from './changes-answer';

const row = { id: 7, title: 'A', extra: true };
const change = { table: 'journal_entries', id: 7, version: 3, row };
const ANSWERS: unknown[] = [
  { changes: [change, { ...change, row: null }], cursor: 3, hasMore: false },
  { changes: [], cursor: 0, hasMore: true, more: 'dropped' },
  { reset: true },
  { reset: true, changes: [change], cursor: 3, hasMore: false },
  { reset: true, changes: [{ ...change, table: 'users' }], cursor: 3, hasMore: false },
  { reset: false },
  { changes: [{ ...change, table: 'users' }], cursor: 3, hasMore: false },
  { changes: [{ ...change, version: 1.5 }], cursor: 3, hasMore: false },
  { changes: [{ ...change, id: '7' }], cursor: 3, hasMore: false },
  { changes: [{ ...change, row: [row] }], cursor: 3, hasMore: false },
  { changes: [{ ...change, row: 'row' }], cursor: 3, hasMore: false },
  { changes: [{ table: 'journal_entries', id: 7, version: 3 }], cursor: 3, hasMore: false },
  { changes: [change], cursor: 3.5, hasMore: false },
  { changes: [change], cursor: 3 },
  { changes: change, cursor: 3, hasMore: false },
  null,
  'changes',
  [],
];

describe('readChangesAnswer', () => {
  it('reads every answer as syncChangesResponseSchema does', () => {
    let refused = 0;
    for (const answer of ANSWERS) {
      const parsed = syncChangesResponseSchema.safeParse(answer);
      if (!parsed.success) refused += 1;
      expect(readChangesAnswer(answer)).toEqual(parsed.success ? parsed.data : undefined);
    }
    expect(refused).toBeGreaterThan(10);
  });
});
