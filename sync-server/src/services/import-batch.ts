/**
 * The import's writes, a batch of rows at a time: one multi-row insert per kind and chunk, and a
 * few lookups for the whole chunk, where the create calls took several round trips per record
 * (on PostgreSQL 20,000 notes took over 300 s that way). The same rules as those calls: ids kept,
 * an id already here (live or tombstone) refused with 409 `id_taken`, records dated today counted
 * toward the daily limits, photos by reference, share addresses only when free (import-share-ids.ts),
 * a new version for every row (so other devices pull what came in), reviews only of entries here.
 * Each function writes one chunk in the caller's transaction, under the learner's lock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ERROR_CODES,
  MESSAGES,
  newEntryFields,
  newGoalFields,
  newLearnPlanFields,
  newResourceFields,
  newReviewLogFields,
  type ImportEntry,
  type ImportGoal,
  type ImportLearnPlan,
  type ImportMilestone,
  type ImportResource,
  type ImportReviewLog,
  type KindDef,
  type PlainImportRecord,
  type SyncedTable,
} from '@learnlog/shared';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { merged } from '../lib/merged';
import { consumeDailyAllowance, type DailyAllowance } from './daily-limits.service';
import { newShareId } from './entries.service';
import type { ShareIdKeeper } from './import-share-ids';
import { photoRefsFor } from './photos.service';
import { SYNCED_TABLE_KEYS, clampCreatedAt, type InsertOf, type SyncedKey, type SyncedTableDef } from './synced-record.service';

/** Rows per insert and per transaction: a few ms of work on either engine (docs/performance.md). */
export const IMPORT_BATCH_ROWS = 200;
/** Text per batch, so a chunk of long notes stays as short a transaction as one of short ones. */
export const IMPORT_BATCH_CHARS = 1_000_000;

/** `items` in chunks of at most IMPORT_BATCH_ROWS rows and about IMPORT_BATCH_CHARS of `size`, made as they are taken. */
export function* batches<T>(items: readonly T[], size: (item: T) => number): Generator<T[]> {
  let chunk: T[] = [];
  let chars = 0;
  for (const item of items) {
    const itemChars = size(item);
    if (chunk.length > 0 && (chunk.length >= IMPORT_BATCH_ROWS || chars + itemChars > IMPORT_BATCH_CHARS)) {
      yield chunk;
      chunk = [];
      chars = 0;
    }
    chunk.push(item);
    chars += itemChars;
  }
  if (chunk.length > 0) yield chunk;
}

/** 409 `id_taken` when any of `ids` repeats, or is held by a row of this learner (live or tombstone). */
async function refuseTakenIds(tx: Queries, key: SyncedKey, userId: number, ids: readonly number[]): Promise<void> {
  const t: SyncedTableDef = tx.t[key];
  const taken = new Set(ids).size < ids.length || (await tx.q.select({ id: t.id }).from(t).where(and(eq(t.userId, userId), inArray(t.id, [...ids]))).limit(1)).length > 0;
  if (taken) throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
}

/** The columns every new synced row starts with, for a chunk: its ids, a version each. */
async function rowBases(tx: Queries, userId: number, records: readonly { id: number; createdAt?: string | undefined }[], now: Date) {
  const versions = await tx.nextVersions(userId, records.length);
  const stamp = now.toISOString();
  return records.map((record, i) => ({
    userId,
    id: record.id,
    version: versions[i] as number,
    createdAt: clampCreatedAt(record.createdAt, now),
    updatedAt: stamp,
    deletedAt: null,
  }));
}

async function insertRows<K extends SyncedKey>(tx: Queries, key: K, rows: Required<InsertOf<K>>[]): Promise<void> {
  if (rows.length > 0) await tx.q.insert(tx.t[key] as SyncedTableDef).values(rows as unknown as SQLiteInsertValue<SyncedTableDef>[]);
}

async function countToday(tx: Queries, user: UserRow, allowance: DailyAllowance, today: number, now: Date): Promise<void> {
  if (today > 0) await consumeDailyAllowance(tx, user, allowance, now, today);
}

export interface BatchContext {
  user: UserRow;
  now: Date;
  /** Whether a record is dated in the learner's current day (it counts toward the daily limits). */
  isToday: (record: { createdAt: string }) => boolean;
}

export async function writeResources(tx: Queries, { user, now, isToday }: BatchContext, chunk: readonly ImportResource[]): Promise<void> {
  await refuseTakenIds(tx, 'resources', user.id, chunk.map((r) => r.id));
  await countToday(tx, user, 'resources', chunk.filter(isToday).length, now);
  const bases = await rowBases(tx, user.id, chunk, now);
  const rows = chunk.map((resource, i) => {
    const fields = newResourceFields(resource, { now });
    // The date it was finished where it was exported, not the import's.
    return merged(bases[i] as (typeof bases)[number], fields, { shareId: null, completedAt: resource.completedAt || fields.completedAt });
  });
  await insertRows(tx, 'resources', rows);
}

export async function writeGoals(tx: Queries, { user, now }: BatchContext, chunk: readonly ImportGoal[]): Promise<void> {
  await refuseTakenIds(tx, 'learningGoals', user.id, chunk.map((g) => g.id));
  const bases = await rowBases(tx, user.id, chunk, now);
  const rows = chunk.map((goal, i) => {
    const fields = newGoalFields(goal, { now });
    return merged(bases[i] as (typeof bases)[number], fields, { completedAt: goal.completedAt || fields.completedAt });
  });
  await insertRows(tx, 'learningGoals', rows);
}

export async function writeEntries(tx: Queries, { user, now, isToday }: BatchContext, chunk: readonly ImportEntry[], shareIds: ShareIdKeeper): Promise<void> {
  await refuseTakenIds(tx, 'journalEntries', user.id, chunk.map((e) => e.id));
  await countToday(tx, user, 'journalEntries', chunk.filter(isToday).length, now);
  // Every photo of the chunk checked (or stored) by one lookup, then handed back entry by entry.
  const refs = await photoRefsFor(tx, user.id, chunk.flatMap((entry) => entry.photos ?? []), now);
  const kept = await shareIds.keepAll(tx, chunk);
  const bases = await rowBases(tx, user.id, chunk, now);
  let at = 0;
  const rows = chunk.map((entry, i) => {
    const photos = refs.slice(at, (at += entry.photos?.length ?? 0));
    const fields = newEntryFields(merged(entry, { photos }), { now, newShareId });
    const shareId = kept[i];
    return merged(bases[i] as (typeof bases)[number], fields, shareId ? { shareId } : {});
  });
  await insertRows(tx, 'journalEntries', rows);
}

export async function writeLearnPlans(tx: Queries, { user, now }: BatchContext, chunk: readonly ImportLearnPlan[]): Promise<void> {
  await refuseTakenIds(tx, 'learnPlans', user.id, chunk.map((p) => p.id));
  const bases = await rowBases(tx, user.id, chunk, now);
  await insertRows(tx, 'learnPlans', chunk.map((plan, i) => merged(bases[i] as (typeof bases)[number], newLearnPlanFields(plan))));
}

/** A plain kind's records (export-kinds.ts), made by its shared create mutator as a create call makes them. */
export async function writePlainRecords(tx: Queries, { user, now }: BatchContext, kind: KindDef, chunk: readonly PlainImportRecord[]): Promise<void> {
  const key = SYNCED_TABLE_KEYS[kind.name as SyncedTable];
  await refuseTakenIds(tx, key, user.id, chunk.map((record) => record.id));
  const bases = await rowBases(tx, user.id, chunk, now);
  const rows = chunk.map((record, i) => merged(bases[i] as (typeof bases)[number], kind.mutators.create(record, { now })) as Required<InsertOf<SyncedKey>>);
  await insertRows(tx, key, rows);
}

/** Milestones of live plans only (404 otherwise, as one at a time); an id already in its plan is 409. */
export async function writeMilestones(tx: Queries, { user, now }: BatchContext, chunk: readonly ImportMilestone[]): Promise<void> {
  const { learnPlans: p, learnPlanMilestones: m } = tx.t;
  const planIds = [...new Set(chunk.map((milestone) => milestone.planId))];
  const live = await tx.q.select({ id: p.id, deletedAt: p.deletedAt }).from(p).where(and(eq(p.userId, user.id), inArray(p.id, planIds)));
  if (live.filter((plan) => plan.deletedAt === null).length < planIds.length) throw new HttpError(404, MESSAGES.notFound);
  const keyOf = (planId: number, id: number) => `${planId}:${id}`;
  const keys = new Set(chunk.map((milestone) => keyOf(milestone.planId, milestone.id)));
  const existing = await tx.q.select({ planId: m.planId, id: m.id }).from(m).where(and(eq(m.userId, user.id), inArray(m.id, chunk.map((milestone) => milestone.id))));
  if (keys.size < chunk.length || existing.some((row) => keys.has(keyOf(row.planId, row.id)))) {
    throw new HttpError(409, MESSAGES.idTaken, { code: ERROR_CODES.idTaken });
  }
  const stamp = now.toISOString();
  const rows = chunk.map((milestone) => {
    const isCompleted = milestone.isCompleted ?? false;
    return {
      userId: user.id,
      planId: milestone.planId,
      id: milestone.id,
      title: milestone.title,
      description: milestone.description ?? null,
      targetDate: milestone.targetDate ?? null,
      isCompleted,
      completedAt: isCompleted ? milestone.completedAt || stamp : null,
      order: milestone.order,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  await tx.q.insert(m).values(rows);
}

/**
 * The reviews of an import, exactly once: a review already here (its id, or earlier in the file) is
 * skipped, one of an entry that came back under a new id follows it, one whose entry is not here
 * (or deleted) is left out. Answers how many were written.
 */
export async function writeReviewLogs(
  tx: Queries,
  { user, now }: BatchContext,
  chunk: readonly ImportReviewLog[],
  entryIds: ReadonlyMap<number, number>,
  seen: Set<number>,
): Promise<number> {
  const { reviewLogs: r, journalEntries: e } = tx.t;
  const here = new Set(
    (await tx.q.select({ id: r.id }).from(r).where(and(eq(r.userId, user.id), inArray(r.id, chunk.map((log) => log.id))))).map((row) => row.id),
  );
  const mapped = chunk.map((log) => ({ ...log, entryId: entryIds.get(log.entryId) ?? log.entryId }));
  const entries = await tx.q
    .select({ id: e.id, deletedAt: e.deletedAt })
    .from(e)
    .where(and(eq(e.userId, user.id), inArray(e.id, [...new Set(mapped.map((log) => log.entryId))])));
  const liveEntries = new Set(entries.filter((entry) => entry.deletedAt === null).map((entry) => entry.id));
  const fresh = mapped.filter((log) => {
    if (here.has(log.id) || seen.has(log.id) || !liveEntries.has(log.entryId)) return false;
    seen.add(log.id);
    return true;
  });
  const bases = await rowBases(tx, user.id, fresh, now);
  await insertRows(tx, 'reviewLogs', fresh.map((log, i) => merged(bases[i] as (typeof bases)[number], newReviewLogFields(log, { now }))));
  return fresh.length;
}
