/** Learn plans (premium): synced like the other kinds; deleting one removes its milestones. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLAN_TEXT_FIELDS,
  learnPlanPatch,
  newLearnPlanFields,
  type LearnPlan,
  type createLearnPlanInputSchema,
  type updateLearnPlanInputSchema,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { learnPlanMilestones, learnPlans, type LearnPlanRow, type UserRow } from '../db/schema';
import { assertPremium } from './synced-record-gates';
import {
  insertRow,
  listLiveRows,
  newRowBase,
  stripServerColumns,
  tombstoneRecord,
  updateRecord,
  type SyncedKind,
} from './synced-record.service';

export type CreateLearnPlanInput = z.output<typeof createLearnPlanInputSchema>;
export type UpdateLearnPlanInput = z.output<typeof updateLearnPlanInputSchema>;

export const toWireLearnPlan = (row: LearnPlanRow): LearnPlan => stripServerColumns(row);

export const learnPlanKind: SyncedKind<typeof learnPlans, LearnPlan> = {
  table: learnPlans,
  textFields: PLAN_TEXT_FIELDS,
  toWire: toWireLearnPlan,
};

export function listLearnPlans(db: DbExecutor, userId: number): LearnPlan[] {
  return listLiveRows(db, learnPlans, userId).map(toWireLearnPlan);
}

export function createLearnPlan(tx: DbExecutor, user: UserRow, input: CreateLearnPlanInput, now: Date): LearnPlan {
  assertPremium(user, now);
  return toWireLearnPlan(insertRow(tx, learnPlans, { ...newRowBase(tx, learnPlans, user.id, input, now), ...newLearnPlanFields(input) }));
}

export function updateLearnPlan(tx: DbExecutor, user: UserRow, id: number, input: UpdateLearnPlanInput, now: Date): LearnPlan {
  assertPremium(user, now);
  return updateRecord(tx, learnPlanKind, user.id, id, input, now, (_current, changes) => learnPlanPatch(changes));
}

export function deleteLearnPlan(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  assertPremium(user, now);
  if (tombstoneRecord(tx, learnPlanKind, user.id, id, now)) {
    tx.delete(learnPlanMilestones)
      .where(and(eq(learnPlanMilestones.userId, user.id), eq(learnPlanMilestones.planId, id)))
      .run();
  }
}
