/** GET /api/export: the learner's records as the shared builder takes them (the same zip the device makes). */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Response } from 'express';
import { PLAIN_EXPORT_KINDS, buildExport, exportFileName, exportProfileOf, type ExportData, type SyncedTable } from '@learnlog/shared';
import type { Database, Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { toWireEntry } from './entries.service';
import { toWireGoal } from './goals.service';
import { toWireLearnPlan } from './learn-plans.service';
import { toWireMilestone } from './milestones.service';
import { toWireResource } from './resources.service';
import { loadPhotos, resolvePhotoList } from './photos.service';
import { nextTurn } from '../lib/next-turn';

import { toWireReviewLog } from './review-logs.service';
import { KIND_SERVICES } from './synced-record-kinds';
import { SYNCED_TABLE_KEYS, type RowOf, type SyncedKey, type SyncedTableDef } from './synced-record.service';

/** Export work between two turns, in ms. */
const EXPORT_SLICE_MS = 8;

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

/** Rows read per query: a few ms each, a turn apart. */
const READ_PAGE = 500;

/**
 * The learner's live rows of one kind, newest `createdAt` first (as the lists answer them), read
 * as a device pulls: pages by version a turn apart, a later version of a row replacing the
 * earlier, a tombstone removing it. Reading 5,000 entries at once held the loop ~130 ms, and one
 * read transaction in pages would have held every other write on SQLite's connection as long; by
 * versions, each kind comes out as it stood when its last page was read (a learner's versions
 * commit in order, db/versions.ts, so no change is passed over).
 */
async function liveRowsOf<K extends SyncedKey>(db: Database, key: K, userId: number): Promise<RowOf<K>[]> {
  const t: SyncedTableDef = db.t[key];
  const rows = new Map<number, RowOf<K>>();
  for (let cursor = 0; ; ) {
    await nextTurn();
    const page = (await db.q
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), gt(t.version, cursor)))
      .orderBy(asc(t.version))
      .limit(READ_PAGE)) as RowOf<K>[];
    for (const row of page) {
      if (row.deletedAt === null) rows.set(row.id, row);
      else rows.delete(row.id);
    }
    const last = page.at(-1);
    if (!last || page.length < READ_PAGE) break;
    cursor = last.version;
  }
  return [...rows.values()].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}

/** Each plain kind's live rows in its wire shape, by its export key (export-kinds.ts). */
async function plainRowsOf(db: Database, userId: number): Promise<Record<string, object[]>> {
  const plain: Record<string, object[]> = {};
  for (const kind of PLAIN_EXPORT_KINDS) {
    const name = kind.name as SyncedTable;
    plain[kind.exportShape.key] = (await liveRowsOf(db, SYNCED_TABLE_KEYS[name], userId)).map((row) => KIND_SERVICES[name].toWire(row));
  }
  return plain;
}

/** Every record of the learner, each kind read in pages a turn apart (liveRowsOf). */
async function exportDataOf(db: Database, user: UserRow): Promise<ExportData> {
  return {
    entries: (await liveRowsOf(db, 'journalEntries', user.id)).map(toWireEntry),
    resources: (await liveRowsOf(db, 'resources', user.id)).map(toWireResource),
    goals: (await liveRowsOf(db, 'learningGoals', user.id)).map(toWireGoal),
    learnPlans: (await liveRowsOf(db, 'learnPlans', user.id)).map(toWireLearnPlan),
    milestones: await listAllMilestones(db, user.id),
    reviewLogs: (await liveRowsOf(db, 'reviewLogs', user.id)).map(toWireReviewLog),
    plain: await plainRowsOf(db, user.id),
    profile: exportProfileOf(user),
  };
}

/**
 * Streams the export to `res` as it is built: the records are read a page per turn, then each
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
