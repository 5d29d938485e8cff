/**
 * POST /api/journal-entries/{id}/link-goal: links an entry and a goal both ways and raises the
 * goal's progress by the contribution, once per (entry, goal), by the shared `linkEntryToGoal`.
 */
import type { z } from 'zod';
import { MESSAGES, canLinkGoals, linkEntryToGoal, type JournalEntry, type LearningGoal, type linkGoalInputSchema } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { toWireEntry } from './entries.service';
import { toWireGoal } from './goals.service';
import { findLiveRow, writeRow } from './synced-record.service';

export type LinkGoalInput = z.output<typeof linkGoalInputSchema>;

export async function linkGoal(
  tx: Queries,
  user: UserRow,
  entryId: number,
  input: LinkGoalInput,
  now: Date,
): Promise<{ entry: JournalEntry; goal: LearningGoal }> {
  // Scholar or above, or the trial; checked in the transaction, so a replay still gets its stored answer.
  if (!canLinkGoals(user, now)) throw new HttpError(403, MESSAGES.goalLinkingRequired);
  let entry = await findLiveRow(tx, 'journalEntries', user.id, entryId);
  let goal = await findLiveRow(tx, 'learningGoals', user.id, input.goalId);
  const patch = linkEntryToGoal(entry, goal, input.progressContribution);
  if (patch.entry) entry = await writeRow(tx, 'journalEntries', user.id, entry.id, patch.entry, now);
  if (patch.goal) goal = await writeRow(tx, 'learningGoals', user.id, goal.id, patch.goal, now);
  return { entry: toWireEntry(entry), goal: toWireGoal(goal) };
}
