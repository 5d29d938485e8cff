/**
 * POST /api/journal-entries/{id}/link-goal: links an entry and a goal both ways and raises the
 * goal's progress by the contribution (capped at 100), once per (entry, goal). "Once" is judged
 * by the goal's list, not the entry's: the entry dialog saves `linkedGoals` with the entry and
 * then calls link-goal for each, and that first call must still count.
 */
import type { z } from 'zod';
import type { JournalEntry, LearningGoal, linkGoalInputSchema } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { journalEntries, learningGoals, type UserRow } from '../db/schema';
import { toWireEntry } from './entries.service';
import { toWireGoal } from './goals.service';
import { assertGoalLinking } from './synced-record-gates';
import { findLiveRow, writeRow } from './synced-record.service';

export type LinkGoalInput = z.output<typeof linkGoalInputSchema>;

export const MAX_GOAL_PROGRESS = 100;

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

  if (!entry.linkedGoals.includes(goal.id)) {
    entry = writeRow(tx, journalEntries, user.id, entry.id, { linkedGoals: [...entry.linkedGoals, goal.id] }, now);
  }
  if (!goal.linkedJournalEntries.includes(entry.id)) {
    goal = writeRow(
      tx,
      learningGoals,
      user.id,
      goal.id,
      {
        linkedJournalEntries: [...goal.linkedJournalEntries, entry.id],
        progress: Math.min(MAX_GOAL_PROGRESS, goal.progress + input.progressContribution),
      },
      now,
    );
  }
  return { entry: toWireEntry(entry), goal: toWireGoal(goal) };
}
