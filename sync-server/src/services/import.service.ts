/**
 * POST /api/import: writes an import bundle (read and validated by the shared readers) in ONE
 * transaction, so an import is all-or-nothing. Exactly once: records keep their ids, and an id
 * already live here is "already here" and skipped, so the same file twice creates nothing new
 * (a retried request with its Idempotency-Key gets the stored answer besides). Imported entries
 * and resources do not count toward today's daily limit: they were written on other days.
 */
import { and, eq } from 'drizzle-orm';
import {
  countsText,
  hasPremium,
  makeRecordId,
  planImport,
  previewText,
  zeroCounts,
  type ExistingIds,
  type ImportBundle,
  type ImportCounts,
  type ImportResult,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { learnPlanMilestones, type UserRow } from '../db/schema';
import { createEntry } from './entries.service';
import { createGoal } from './goals.service';
import { remapImportIds, IMPORT_TABLES, type IdMaps } from './import-ids';
import { createLearnPlan } from './learn-plans.service';
import { createMilestone } from './milestones.service';
import { createResource } from './resources.service';
import { importReviewLogs } from './review-logs.service';
import { findRow, writeRow } from './synced-record.service';


/** Ids in the bundle that are live here, per kind; ids of deleted records are listed apart. */
export function existingIds(db: DbExecutor, userId: number, bundle: ImportBundle): { live: ExistingIds; deleted: ExistingIds } {
  const live = { entries: new Set<number>(), resources: new Set<number>(), goals: new Set<number>(), learnPlans: new Set<number>(), milestones: new Set<number>() };
  const deleted = { entries: new Set<number>(), resources: new Set<number>(), goals: new Set<number>(), learnPlans: new Set<number>(), milestones: new Set<number>() };
  for (const kind of ['entries', 'resources', 'goals', 'learnPlans'] as const) {
    for (const record of bundle[kind]) {
      const row = findRow(db, IMPORT_TABLES[kind], userId, record.id);
      if (row) (row.deletedAt === null ? live : deleted)[kind].add(record.id);
    }
  }
  for (const milestone of bundle.milestones) {
    const found = db
      .select({ id: learnPlanMilestones.id })
      .from(learnPlanMilestones)
      .where(and(eq(learnPlanMilestones.userId, userId), eq(learnPlanMilestones.planId, milestone.planId), eq(learnPlanMilestones.id, milestone.id)))
      .get();
    if (found && live.learnPlans.has(milestone.planId)) live.milestones.add(milestone.id);
  }
  return { live, deleted };
}

export function previewImport(db: DbExecutor, user: UserRow, bundle: ImportBundle) {
  const plan = planImport(bundle, existingIds(db, user.id, bundle).live);
  return { format: bundle.format, total: plan.total, alreadyHere: plan.existing, preview: previewText(plan) };
}

export function importBundle(tx: DbExecutor, user: UserRow, bundle: ImportBundle, now: Date): ImportResult {
  const { live, deleted } = existingIds(tx, user.id, bundle);
  const plan = planImport(bundle, live);
  // A record deleted here comes back as a new record (its old id stays a tombstone).
  const maps: IdMaps = { entries: new Map(), resources: new Map(), goals: new Map(), learnPlans: new Map() };
  for (const kind of ['entries', 'resources', 'goals', 'learnPlans'] as const) {
    const inFile = new Set(bundle[kind].map((record) => record.id));
    for (const id of deleted[kind]) {
      let next = makeRecordId(now.getTime());
      while (inFile.has(next) || findRow(tx, IMPORT_TABLES[kind], user.id, next)) next = makeRecordId(now.getTime());
      inFile.add(next);
      maps[kind].set(id, next);
    }
  }
  const fresh = remapImportIds(
    {
      ...bundle,
      entries: bundle.entries.filter((r) => !live.entries.has(r.id)),
      resources: bundle.resources.filter((r) => !live.resources.has(r.id)),
      goals: bundle.goals.filter((r) => !live.goals.has(r.id)),
      learnPlans: bundle.learnPlans.filter((r) => !live.learnPlans.has(r.id)),
      milestones: bundle.milestones.filter((m) => !(live.milestones.has(m.id) && live.learnPlans.has(m.planId))),
    },
    maps,
  );

  const added = zeroCounts();
  const leftOut = zeroCounts();
  const noLimit = { countsTowardDailyLimit: false };
  for (const resource of fresh.resources) {
    const made = createResource(tx, user, resource, now, noLimit);
    if (resource.completedAt && made.completedAt !== resource.completedAt) {
      writeRow(tx, IMPORT_TABLES.resources, user.id, made.id, { completedAt: resource.completedAt }, now);
    }
    added.resources++;
  }
  for (const goal of fresh.goals) {
    const made = createGoal(tx, user, goal, now);
    if (goal.completedAt && made.completedAt !== goal.completedAt) {
      writeRow(tx, IMPORT_TABLES.goals, user.id, made.id, { completedAt: goal.completedAt }, now);
    }
    added.goals++;
  }
  for (const entry of fresh.entries) {
    createEntry(tx, user, entry, now, noLimit);
    added.entries++;
  }
  importReviewLogs(tx, user, bundle.reviewLogs, maps.entries, now);
  // Learn plans are a Pro feature: on other plans they are left out (and said so), not refused,
  // so a learner can always bring their journal back.
  if (hasPremium(user, now)) {
    for (const learnPlan of fresh.learnPlans) {
      createLearnPlan(tx, user, learnPlan, now);
      added.learnPlans++;
    }
    for (const milestone of fresh.milestones) {
      const made = createMilestone(tx, user, milestone.planId, milestone, now);
      if (milestone.completedAt && made.isCompleted) {
        tx.update(learnPlanMilestones)
          .set({ completedAt: milestone.completedAt })
          .where(and(eq(learnPlanMilestones.userId, user.id), eq(learnPlanMilestones.planId, made.planId), eq(learnPlanMilestones.id, made.id)))
          .run();
      }
      added.milestones++;
    }
  } else {
    leftOut.learnPlans = fresh.learnPlans.length;
    leftOut.milestones = fresh.milestones.length;
  }
  return { format: bundle.format, added, alreadyHere: plan.existing, leftOut, preview: previewText(plan), message: summaryMessage(added, plan.existing, leftOut) };
}

function summaryMessage(added: ImportCounts, alreadyHere: ImportCounts, leftOut: ImportCounts): string {
  const here = Object.values(alreadyHere).reduce((a, b) => a + b, 0);
  const parts = [`Imported ${countsText(added)}.`];
  if (here > 0) parts.push(`${here} ${here === 1 ? 'was' : 'were'} already here.`);
  if (leftOut.learnPlans + leftOut.milestones > 0) {
    parts.push(`${countsText({ ...zeroCounts(), learnPlans: leftOut.learnPlans, milestones: leftOut.milestones }).replace(/^0 entries, /, '')} left out: learn plans need Sage or lifetime access.`);
  }
  return parts.join(' ');
}
