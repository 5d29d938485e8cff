/**
 * Reads an answer of `GET /api/sync/changes` as `syncChangesResponseSchema` would, but its (up to
 * 1,000) changes go through the fast row reader: zod's own walk of a page cost a pull of 10,000
 * records a tenth of a second more on the page's thread (changes-answer.test.ts keeps the two equal).
 */
import { syncChangeSchema, type SyncChange, type SyncChangesResponse } from '@learnlog/shared';
import { z } from 'zod';
import { rowReader } from './row-reader';

const pageEnvelope = z.object({ changes: z.array(z.unknown()), cursor: z.number().int(), hasMore: z.boolean() });
const resetAnswer = z.object({ reset: z.literal(true) });
const readChange = rowReader(syncChangeSchema);

function readPage(body: unknown): SyncChangesResponse | undefined {
  const page = pageEnvelope.safeParse(body);
  if (!page.success) return undefined;
  const changes: SyncChange[] = [];
  for (const change of page.data.changes) {
    const read = readChange(change);
    if (!read) return undefined;
    changes.push(read as SyncChange);
  }
  return { ...page.data, changes };
}

/** The answer, or undefined when it is not one this app can read. */
export function readChangesAnswer(body: unknown): SyncChangesResponse | undefined {
  // The union's order: a page first, then a reset.
  const page = readPage(body);
  if (page) return page;
  const reset = resetAnswer.safeParse(body);
  return reset.success ? reset.data : undefined;
}
