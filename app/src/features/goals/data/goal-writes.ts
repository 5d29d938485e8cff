/** Creating, editing and deleting goals on the device; each change is queued for the server. */
import type { CreateLearningGoalInput, UpdateLearningGoalInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalGoal } from '../../../db/local-records';
import { createRecord, deleteRecord, updateRecord } from '../../../sync/record-writes';

export async function createGoal(db: LearnLogDatabase, input: CreateLearningGoalInput): Promise<LocalGoal> {
  return (await createRecord(db, 'learning_goals', input)) as LocalGoal;
}

/** `openedAs`: the record as the edit form first showed it (the conflict base of its text). */
export async function updateGoal(db: LearnLogDatabase, id: number, input: UpdateLearningGoalInput, openedAs?: LocalGoal): Promise<LocalGoal> {
  return (await updateRecord(db, 'learning_goals', id, input, openedAs)) as LocalGoal;
}

export function deleteGoal(db: LearnLogDatabase, id: number): Promise<void> {
  return deleteRecord(db, 'learning_goals', id);
}
