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
import { first, type Queries } from '../db/database';
import type { MilestoneRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { assertPremium } from './premium-gate';
import { findLiveRow } from './synced-record.service';

export type CreateMilestoneInput = z.output<typeof createMilestoneInputSchema>;
export type UpdateMilestoneInput = z.output<typeof updateMilestoneInputSchema>;

export function toWireMilestone(row: MilestoneRow): Milestone {
  const { userId: _userId, ...wire } = row;
  return wire;
}

const milestoneKey = (db: Queries, userId: number, planId: number, id: number) => {
  const { learnPlanMilestones: m } = db.t;
  return and(eq(m.userId, userId), eq(m.planId, planId), eq(m.id, id));
};

async function findMilestone(tx: Queries, userId: number, planId: number, id: number): Promise<MilestoneRow | undefined> {
  return first(await tx.q.select().from(tx.t.learnPlanMilestones).where(milestoneKey(tx, userId, planId, id)));
}

/** The plan's milestones by `order` (ties: oldest first). */
export async function listMilestones(db: Queries, userId: number, planId: number): Promise<Milestone[]> {
  await findLiveRow(db, 'learnPlans', userId, planId);
  const { learnPlanMilestones: m } = db.t;
  const rows = await db.q
    .select()
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.planId, planId)))
    .orderBy(asc(m.order), asc(m.createdAt), asc(m.id));
  return rows.map(toWireMilestone);
}

export async function createMilestone(tx: Queries, user: UserRow, planId: number, input: CreateMilestoneInput, now: Date): Promise<Milestone> {
  assertPremium(user, now);
  await findLiveRow(tx, 'learnPlans', user.id, planId);
  let id = input.id;
  if (id !== undefined) {
    if (await findMilestone(tx, user.id, planId, id)) throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
  } else {
    do id = makeRecordId(now.getTime());
    while (await findMilestone(tx, user.id, planId, id));
  }
  const stamp = now.toISOString();
  const isCompleted = input.isCompleted ?? false;
  const rows = await tx.q
    .insert(tx.t.learnPlanMilestones)
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
    .returning();
  return toWireMilestone(rows[0] as MilestoneRow);
}

export async function updateMilestone(
  tx: Queries,
  user: UserRow,
  planId: number,
  id: number,
  input: UpdateMilestoneInput,
  now: Date,
): Promise<Milestone> {
  assertPremium(user, now);
  await findLiveRow(tx, 'learnPlans', user.id, planId);
  const current = await findMilestone(tx, user.id, planId, id);
  if (!current) throw new HttpError(404, MESSAGES.notFound);
  const patch: Partial<MilestoneRow> = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (input.isCompleted !== undefined && input.isCompleted !== current.isCompleted) {
    patch.completedAt = input.isCompleted ? now.toISOString() : null;
  }
  const row = first(
    await tx.q
      .update(tx.t.learnPlanMilestones)
      .set({ ...patch, updatedAt: now.toISOString() })
      .where(milestoneKey(tx, user.id, planId, id))
      .returning(),
  );
  return toWireMilestone(row ?? current);
}

export async function deleteMilestone(tx: Queries, user: UserRow, planId: number, id: number, now: Date): Promise<void> {
  assertPremium(user, now);
  await findLiveRow(tx, 'learnPlans', user.id, planId);
  const deleted = await tx.q
    .delete(tx.t.learnPlanMilestones)
    .where(milestoneKey(tx, user.id, planId, id))
    .returning({ id: tx.t.learnPlanMilestones.id });
  if (deleted.length === 0) throw new HttpError(404, MESSAGES.notFound);
}
