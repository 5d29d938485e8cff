/**
 * Linking an entry to a goal on the device, by the shared `linkEntryToGoal` the server applies
 * too, with the documented link-goal call queued for the server.
 */
import { linkEntryToGoal, linkGoalInputSchema, type LinkGoalInput } from '@learnlog/shared';
import type { z } from 'zod';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry, LocalGoal } from '../../../db/local-records';
import { inSyncTransaction, liveRecord, putPending } from '../../../sync/local-edits';
import { notifyLocalWrite } from '../../../sync/local-write';
import { queueMutation } from '../../../sync/outbox';
import { RecordNotFoundError } from '../../../sync/record-writes';

export type LinkOutcome = 'linked' | 'already-counted' | 'missing-entry' | 'missing-goal';

/**
 * Inside the caller's transaction over `syncTables(db)`. A missing record is answered, not
 * thrown: a throw would undo the caller's whole transaction (the entry it just saved).
 */
export async function linkEntryGoalIn(db: LearnLogDatabase, entryId: number, body: z.output<typeof linkGoalInputSchema>): Promise<LinkOutcome> {
  const entry = await liveRecord<LocalEntry>(db, 'journal_entries', entryId);
  if (!entry) return 'missing-entry';
  const goal = await liveRecord<LocalGoal>(db, 'learning_goals', body.goalId);
  if (!goal) return 'missing-goal';
  const patch = linkEntryToGoal(entry, goal, body.progressContribution);
  if (!patch.goal) return 'already-counted';
  if (patch.entry) await putPending(db, 'journal_entries', entry, patch.entry);
  await putPending(db, 'learning_goals', goal, patch.goal);
  await queueMutation(db, 'journal_entries.linkGoal', { id: entryId, ...body });
  return 'linked';
}

/** Links once per (entry, goal); answers false when the goal already counted this entry. */
export async function linkEntryGoal(db: LearnLogDatabase, entryId: number, input: LinkGoalInput): Promise<boolean> {
  const body = linkGoalInputSchema.parse(input);
  const outcome = await inSyncTransaction(db, () => linkEntryGoalIn(db, entryId, body));
  if (outcome === 'missing-entry') throw new RecordNotFoundError('journal_entries', entryId);
  if (outcome === 'missing-goal') throw new RecordNotFoundError('learning_goals', body.goalId);
  if (outcome === 'linked') notifyLocalWrite(db, 'journal_entries');
  return outcome === 'linked';
}
