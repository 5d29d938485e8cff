/** Learn plans (premium): synced like the other kinds; deleting one removes its milestones. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SYNCED_KINDS,
  learnPlanPatch,
  newLearnPlanFields,
  type LearnPlan,
  type createLearnPlanInputSchema,
  type updateLearnPlanInputSchema,
} from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { LearnPlanRow, UserRow } from '../db/schema';
import { assertPremium } from './premium-gate';
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

export type CreateLearnPlanInput = z.output<typeof createLearnPlanInputSchema>;
export type UpdateLearnPlanInput = z.output<typeof updateLearnPlanInputSchema>;

export const toWireLearnPlan = (row: LearnPlanRow): LearnPlan => stripServerColumns(row);

const learnPlanKind: SyncedKind<'learnPlans', LearnPlan> = {
  table: 'learnPlans',
  textFields: SYNCED_KINDS.learn_plans.textFields,
  toWire: toWireLearnPlan,
};

export async function listLearnPlans(db: Queries, userId: number): Promise<LearnPlan[]> {
  return (await listLiveRows(db, 'learnPlans', userId)).map(toWireLearnPlan);
}

export async function createLearnPlan(tx: Queries, user: UserRow, input: CreateLearnPlanInput, now: Date): Promise<LearnPlan> {
  assertPremium(user, now);
  const base = await newRowBase(tx, 'learnPlans', user.id, input, now);
  return toWireLearnPlan(await insertRow(tx, 'learnPlans', merged(base, newLearnPlanFields(input))));
}

export async function updateLearnPlan(tx: Queries, user: UserRow, id: number, input: UpdateLearnPlanInput, now: Date): Promise<LearnPlan> {
  assertPremium(user, now);
  return updateRecord(tx, learnPlanKind, user.id, id, input, now, (_current, changes) => learnPlanPatch(changes));
}

export async function deleteLearnPlan(tx: Queries, user: UserRow, id: number, now: Date): Promise<void> {
  assertPremium(user, now);
  if (await tombstoneRecord(tx, learnPlanKind, user.id, id, now)) {
    const { learnPlanMilestones } = tx.t;
    await tx.q.delete(learnPlanMilestones).where(and(eq(learnPlanMilestones.userId, user.id), eq(learnPlanMilestones.planId, id)));
  }
}
