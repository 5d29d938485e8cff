/** GET /api/export: the learner's records as the shared builder takes them (the same zip the device makes). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { buildExport, exportProfileOf, type ExportData, type ExportFile } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { learnPlanMilestones, learnPlans, type UserRow } from '../db/schema';
import { listEntries } from './entries.service';
import { listGoals } from './goals.service';
import { listLearnPlans } from './learn-plans.service';
import { toWireMilestone } from './milestones.service';
import { listResources } from './resources.service';
import { listReviewLogs } from './review-logs.service';

/** Every milestone of the learner's live plans. */
function listAllMilestones(db: DbExecutor, userId: number) {
  return db
    .select({ milestone: learnPlanMilestones })
    .from(learnPlanMilestones)
    .innerJoin(learnPlans, and(eq(learnPlans.userId, learnPlanMilestones.userId), eq(learnPlans.id, learnPlanMilestones.planId)))
    .where(and(eq(learnPlanMilestones.userId, userId), isNull(learnPlans.deletedAt)))
    .orderBy(asc(learnPlanMilestones.planId), asc(learnPlanMilestones.order), asc(learnPlanMilestones.id))
    .all()
    .map((row) => toWireMilestone(row.milestone));
}

export function exportDataOf(db: DbExecutor, user: UserRow): ExportData {
  return {
    entries: listEntries(db, user.id),
    resources: listResources(db, user.id),
    goals: listGoals(db, user.id),
    learnPlans: listLearnPlans(db, user.id),
    milestones: listAllMilestones(db, user.id),
    reviewLogs: listReviewLogs(db, user.id),
    profile: exportProfileOf(user),
  };
}

export function exportFor(db: DbExecutor, user: UserRow, now: Date): Promise<ExportFile> {
  return buildExport(exportDataOf(db, user), { now, timeZone: user.timeZone });
}
