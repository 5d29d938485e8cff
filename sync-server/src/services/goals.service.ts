/** Learning goals: creatable on every plan (only linking is gated), `completedAt` follows status. */
import type { z } from 'zod';
import {
  GOAL_TEXT_FIELDS,
  goalPatch,
  newGoalFields,
  type LearningGoal,
  type createLearningGoalInputSchema,
  type updateLearningGoalInputSchema,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { learningGoals, type LearningGoalRow, type UserRow } from '../db/schema';
import { unlinkEverywhere } from './synced-record-links.service';
import {
  insertRow,
  listLiveRows,
  newRowBase,
  stripServerColumns,
  tombstoneRecord,
  updateRecord,
  type SyncedKind,
} from './synced-record.service';

export type CreateGoalInput = z.output<typeof createLearningGoalInputSchema>;
export type UpdateGoalInput = z.output<typeof updateLearningGoalInputSchema>;

export const toWireGoal = (row: LearningGoalRow): LearningGoal => stripServerColumns(row);

export const goalKind: SyncedKind<typeof learningGoals, LearningGoal> = {
  table: learningGoals,
  textFields: GOAL_TEXT_FIELDS,
  toWire: toWireGoal,
};

export function listGoals(db: DbExecutor, userId: number): LearningGoal[] {
  return listLiveRows(db, learningGoals, userId).map(toWireGoal);
}

export function createGoal(tx: DbExecutor, user: UserRow, input: CreateGoalInput, now: Date): LearningGoal {
  return toWireGoal(insertRow(tx, learningGoals, { ...newRowBase(tx, learningGoals, user.id, input, now), ...newGoalFields(input, { now }) }));
}

export function updateGoal(tx: DbExecutor, user: UserRow, id: number, input: UpdateGoalInput, now: Date): LearningGoal {
  return updateRecord(tx, goalKind, user.id, id, input, now, (current, changes) => goalPatch(current, changes, { now }));
}

export function deleteGoal(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  if (tombstoneRecord(tx, goalKind, user.id, id, now)) unlinkEverywhere(tx, user.id, 'goal', id, now);
}
