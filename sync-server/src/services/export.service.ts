/** GET /api/export: the learner's records as the shared builder takes them (the same zip the device makes). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { buildExport, exportProfileOf, type ExportData, type ExportFile } from '@learnlog/shared';
import type { Database, Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { listEntries } from './entries.service';
import { listGoals } from './goals.service';
import { listLearnPlans } from './learn-plans.service';
import { toWireMilestone } from './milestones.service';
import { listResources } from './resources.service';
import { withPhotoData } from './photos.service';
import { listReviewLogs } from './review-logs.service';

/** Every milestone of the learner's live plans. */
async function listAllMilestones(db: Queries, userId: number) {
  const { learnPlanMilestones: m, learnPlans: p } = db.t;
  const rows = await db.q
    .select({ milestone: m })
    .from(m)
    .innerJoin(p, and(eq(p.userId, m.userId), eq(p.id, m.planId)))
    .where(and(eq(m.userId, userId), isNull(p.deletedAt)))
    .orderBy(asc(m.planId), asc(m.order), asc(m.id));
  return rows.map((row) => toWireMilestone(row.milestone));
}

/** Every record of the learner, read in one snapshot so the export is consistent. */
export function exportDataOf(db: Database, user: UserRow): Promise<ExportData> {
  return db.transaction(
    async (tx) => ({
      entries: await listEntries(tx, user.id),
      resources: await listResources(tx, user.id),
      goals: await listGoals(tx, user.id),
      learnPlans: await listLearnPlans(tx, user.id),
      milestones: await listAllMilestones(tx, user.id),
      reviewLogs: await listReviewLogs(tx, user.id),
      profile: exportProfileOf(user),
    }),
    { readOnly: true },
  );
}

export async function exportFor(db: Database, user: UserRow, now: Date): Promise<ExportFile> {
  const data = await exportDataOf(db, user);
  // Photos are read after the snapshot, a few at a time: the export holds them as data, like the device's.
  return buildExport({ ...data, entries: await withPhotoData(db, user.id, data.entries) }, { now, timeZone: user.timeZone });
}
