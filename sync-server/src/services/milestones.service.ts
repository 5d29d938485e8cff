/**
 * Learn plan milestones (premium). Not synced through /api/sync/changes: the screens read them
 * online for the selected plan. Keyed by (userId, planId, id); the plan must be the user's and
 * live, else 404 as for any missing record.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  makeRecordId,
  type Milestone,
  type createMilestoneInputSchema,
  type updateMilestoneInputSchema,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { learnPlanMilestones, learnPlans, type MilestoneRow, type UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { assertPremium } from './synced-record-gates';
import { findLiveRow } from './synced-record.service';

export type CreateMilestoneInput = z.output<typeof createMilestoneInputSchema>;
export type UpdateMilestoneInput = z.output<typeof updateMilestoneInputSchema>;

export function toWireMilestone(row: MilestoneRow): Milestone {
  const { userId: _userId, ...wire } = row;
  return wire;
}

const milestoneKey = (userId: number, planId: number, id: number) =>
  and(eq(learnPlanMilestones.userId, userId), eq(learnPlanMilestones.planId, planId), eq(learnPlanMilestones.id, id));

function findMilestone(tx: DbExecutor, userId: number, planId: number, id: number): MilestoneRow | undefined {
  return tx.select().from(learnPlanMilestones).where(milestoneKey(userId, planId, id)).get();
}

/** The plan's milestones by `order` (ties: oldest first). */
export function listMilestones(db: DbExecutor, userId: number, planId: number): Milestone[] {
  findLiveRow(db, learnPlans, userId, planId);
  return db
    .select()
    .from(learnPlanMilestones)
    .where(and(eq(learnPlanMilestones.userId, userId), eq(learnPlanMilestones.planId, planId)))
    .orderBy(asc(learnPlanMilestones.order), asc(learnPlanMilestones.createdAt), asc(learnPlanMilestones.id))
    .all()
    .map(toWireMilestone);
}

export function createMilestone(tx: DbExecutor, user: UserRow, planId: number, input: CreateMilestoneInput, now: Date): Milestone {
  assertPremium(user, now);
  findLiveRow(tx, learnPlans, user.id, planId);
  let id = input.id;
  if (id !== undefined) {
    if (findMilestone(tx, user.id, planId, id)) throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
  } else {
    do id = makeRecordId(now.getTime());
    while (findMilestone(tx, user.id, planId, id));
  }
  const stamp = now.toISOString();
  const isCompleted = input.isCompleted ?? false;
  const row = tx
    .insert(learnPlanMilestones)
    .values({
      userId: user.id,
      planId,
      id,
      title: input.title,
      description: input.description ?? null,
      targetDate: input.targetDate ?? null,
      isCompleted,
      completedAt: isCompleted ? stamp : null,
      order: input.order,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
  return toWireMilestone(row);
}

export function updateMilestone(
  tx: DbExecutor,
  user: UserRow,
  planId: number,
  id: number,
  input: UpdateMilestoneInput,
  now: Date,
): Milestone {
  assertPremium(user, now);
  findLiveRow(tx, learnPlans, user.id, planId);
  const current = findMilestone(tx, user.id, planId, id);
  if (!current) throw new HttpError(404, MESSAGES.notFound);
  const patch: Partial<MilestoneRow> = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (input.isCompleted !== undefined && input.isCompleted !== current.isCompleted) {
    patch.completedAt = input.isCompleted ? now.toISOString() : null;
  }
  const row = tx
    .update(learnPlanMilestones)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(milestoneKey(user.id, planId, id))
    .returning()
    .get();
  return toWireMilestone(row ?? current);
}

export function deleteMilestone(tx: DbExecutor, user: UserRow, planId: number, id: number, now: Date): void {
  assertPremium(user, now);
  findLiveRow(tx, learnPlans, user.id, planId);
  const deleted = tx.delete(learnPlanMilestones).where(milestoneKey(user.id, planId, id)).run();
  if (deleted.changes === 0) throw new HttpError(404, MESSAGES.notFound);
}
