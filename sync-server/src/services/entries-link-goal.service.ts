/**
 * POST /api/journal-entries/{id}/link-goal: links an entry and a goal both ways and raises the
 * goal's progress by the contribution, once per (entry, goal), by the shared `linkEntryToGoal`.
 */
import type { z } from 'zod';
import { linkEntryToGoal, type JournalEntry, type LearningGoal, type linkGoalInputSchema } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { journalEntries, learningGoals, type UserRow } from '../db/schema';
import { toWireEntry } from './entries.service';
import { toWireGoal } from './goals.service';
import { assertGoalLinking } from './synced-record-gates';
import { findLiveRow, writeRow } from './synced-record.service';

export type LinkGoalInput = z.output<typeof linkGoalInputSchema>;

export function linkGoal(
  tx: DbExecutor,
  user: UserRow,
  entryId: number,
  input: LinkGoalInput,
  now: Date,
): { entry: JournalEntry; goal: LearningGoal } {
  assertGoalLinking(user, now);
  let entry = findLiveRow(tx, journalEntries, user.id, entryId);
  let goal = findLiveRow(tx, learningGoals, user.id, input.goalId);
  const patch = linkEntryToGoal(entry, goal, input.progressContribution);
  if (patch.entry) entry = writeRow(tx, journalEntries, user.id, entry.id, patch.entry, now);
  if (patch.goal) goal = writeRow(tx, learningGoals, user.id, goal.id, patch.goal, now);
  return { entry: toWireEntry(entry), goal: toWireGoal(goal) };
}
