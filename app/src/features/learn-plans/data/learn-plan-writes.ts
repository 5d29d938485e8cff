/** Creating, editing and deleting learn plans on the device; each change is queued for the server. */
import type { CreateLearnPlanInput, UpdateLearnPlanInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalLearnPlan } from '../../../db/local-records';
import { createRecord, deleteRecord, updateRecord } from '../../../sync/record-writes';

export async function createLearnPlan(db: LearnLogDatabase, input: CreateLearnPlanInput): Promise<LocalLearnPlan> {
  return (await createRecord(db, 'learn_plans', input)) as LocalLearnPlan;
}

/** `openedAs`: the record as the edit form first showed it (the conflict base of its text). */
export async function updateLearnPlan(db: LearnLogDatabase, id: number, input: UpdateLearnPlanInput, openedAs?: LocalLearnPlan): Promise<LocalLearnPlan> {
  return (await updateRecord(db, 'learn_plans', id, input, openedAs)) as LocalLearnPlan;
}

export function deleteLearnPlan(db: LearnLogDatabase, id: number): Promise<void> {
  return deleteRecord(db, 'learn_plans', id);
}
