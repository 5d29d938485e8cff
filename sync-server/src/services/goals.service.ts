/** Learning goals: creatable on every plan (only linking is gated), `completedAt` follows status. */
import type { z } from 'zod';
import {
  SYNCED_KINDS,
  goalPatch,
  newGoalFields,
  type LearningGoal,
  type createLearningGoalInputSchema,
  type updateLearningGoalInputSchema,
} from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { LearningGoalRow, UserRow } from '../db/schema';
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
import { merged } from '../lib/merged';

export type CreateGoalInput = z.output<typeof createLearningGoalInputSchema>;
export type UpdateGoalInput = z.output<typeof updateLearningGoalInputSchema>;

export const toWireGoal = (row: LearningGoalRow): LearningGoal => stripServerColumns(row);

const goalKind: SyncedKind<'learningGoals', LearningGoal> = {
  table: 'learningGoals',
  textFields: SYNCED_KINDS.learning_goals.textFields,
  toWire: toWireGoal,
};

export async function listGoals(db: Queries, userId: number): Promise<LearningGoal[]> {
  return (await listLiveRows(db, 'learningGoals', userId)).map(toWireGoal);
}

export async function createGoal(tx: Queries, user: UserRow, input: CreateGoalInput, now: Date): Promise<LearningGoal> {
  const base = await newRowBase(tx, 'learningGoals', user.id, input, now);
  return toWireGoal(await insertRow(tx, 'learningGoals', merged(base, newGoalFields(input, { now }))));
}

export async function updateGoal(tx: Queries, user: UserRow, id: number, input: UpdateGoalInput, now: Date): Promise<LearningGoal> {
  return updateRecord(tx, goalKind, user.id, id, input, now, (current, changes) => goalPatch(current, changes, { now }));
}

export async function deleteGoal(tx: Queries, user: UserRow, id: number, now: Date): Promise<void> {
  if (await tombstoneRecord(tx, goalKind, user.id, id, now)) await unlinkEverywhere(tx, user.id, 'learning_goals', id, now);
}
