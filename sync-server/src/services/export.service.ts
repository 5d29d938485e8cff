/** GET /api/export: the learner's records as the shared builder takes them (the same zip the device makes). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Response } from 'express';
import { buildExport, exportFileName, exportProfileOf, type ExportData } from '@learnlog/shared';
import type { Database, Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { listEntries } from './entries.service';
import { listGoals } from './goals.service';
import { listLearnPlans } from './learn-plans.service';
import { toWireMilestone } from './milestones.service';
import { listResources } from './resources.service';
import { loadPhotos, resolvePhotoList } from './photos.service';
import { nextTurn } from '../lib/next-turn';

/** Export work between two turns, in ms. */
const EXPORT_SLICE_MS = 8;
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

/**
 * Streams the export to `res` as it is built: the records are read in one snapshot, then each
 * entry's photos are loaded when its turn comes, and the zip is made in slices of a few ms a turn
 * apart (waiting for the connection to drain when the client reads slowly), so a large export
 * neither holds up other requests nor sits whole in memory.
 */
export async function sendExport(db: Database, user: UserRow, now: Date, res: Response): Promise<void> {
  const data = await exportDataOf(db, user);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(now, user.timeZone)}"`);
  res.setHeader('Cache-Control', 'no-store, no-transform');
  let draining: Promise<void> | null = null;
  await buildExport(data, {
    now,
    timeZone: user.timeZone,
    sliceMs: EXPORT_SLICE_MS,
    onChunk: (chunk) => {
      if (res.write(chunk)) return;
      draining ??= new Promise((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    },
    pause: async () => {
      if (res.destroyed) throw new Error('the export download was closed');
      await (draining ?? nextTurn());
      draining = null;
    },
    loadPhotos: async (entry) => (entry.photos.length === 0 ? [] : resolvePhotoList(entry.photos, await loadPhotos(db, user.id, entry.photos))),
  });
  res.end();
}
