/**
 * Linking an entry to a goal on the device, by the shared `linkEntryToGoal` the server applies
 * too, with the documented link-goal call queued for the server.
 */
import { linkEntryToGoal, linkGoalInputSchema, type LinkGoalInput } from '@learnlog/shared';
import type { z } from 'zod';
import { syncTables, type LearnLogDatabase } from '../../../db/database';
import { stripLocalFields, type LocalEntry, type LocalGoal } from '../../../db/local-records';
import { notifyLocalWrite } from '../../../sync/local-write';
import { appendMutation } from '../../../sync/outbox';
import { RecordNotFoundError } from '../../../sync/record-writes';

export type LinkOutcome = 'linked' | 'already-counted' | 'missing-entry' | 'missing-goal';

function pendingCopy<T extends LocalEntry | LocalGoal>(record: T, changes: Partial<T>): T {
  const next: T = { ...record, ...changes, _pending: true };
  if (!record._pending) next._server = stripLocalFields(record);
  return next;
}

/**
 * Inside the caller's transaction over `syncTables(db)`. A missing record is answered, not
 * thrown: a throw would undo the caller's whole transaction (the entry it just saved).
 */
export async function linkEntryGoalIn(db: LearnLogDatabase, entryId: number, body: z.output<typeof linkGoalInputSchema>): Promise<LinkOutcome> {
  const entry = await db.entries.get(entryId);
  if (!entry || entry._deleted) return 'missing-entry';
  const goal = await db.goals.get(body.goalId);
  if (!goal || goal._deleted) return 'missing-goal';
  const patch = linkEntryToGoal(entry, goal, body.progressContribution);
  if (!patch.goal) return 'already-counted';
  if (patch.entry) await db.entries.put(pendingCopy(entry, patch.entry));
  await db.goals.put(pendingCopy(goal, patch.goal));
  await appendMutation(db, { table: 'journal_entries', recordId: entryId, kind: 'link-goal', method: 'POST', path: `/api/journal-entries/${entryId}/link-goal`, body });
  return 'linked';
}

/** Links once per (entry, goal); answers false when the goal already counted this entry. */
export async function linkEntryGoal(db: LearnLogDatabase, entryId: number, input: LinkGoalInput): Promise<boolean> {
  const body = linkGoalInputSchema.parse(input);
  const outcome = await db.transaction('rw', syncTables(db), () => linkEntryGoalIn(db, entryId, body));
  if (outcome === 'missing-entry') throw new RecordNotFoundError('journal_entries', entryId);
  if (outcome === 'missing-goal') throw new RecordNotFoundError('learning_goals', body.goalId);
  if (outcome === 'linked') notifyLocalWrite(db, 'journal_entries');
  return outcome === 'linked';
}
