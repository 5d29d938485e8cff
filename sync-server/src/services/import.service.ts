/**
 * POST /api/import: writes an import bundle (read and checked in the reader's thread,
 * import-reader.ts). Exactly once: records keep their ids, and an id already live here is
 * "already here" and skipped, so the same file twice creates nothing new (a retried request with
 * its Idempotency-Key gets the stored answer besides).
 *
 * No import holds anyone else up: every check is decided before the first write (ids, the daily
 * limits, the plan), the photos are stored one per turn, and the records are written in batches
 * (import-batch.ts: a multi-row insert per kind and chunk, a few lookups per chunk, one
 * transaction each, a turn apart), so another learner's write waits for one batch at most, never
 * for the whole file. All-or-nothing holds for what the learner sees: if a batch fails, every
 * record the import had written is deleted again (a tombstone, so a device that pulled one drops
 * it) and the error is answered.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ERROR_CODES,
  countsText,
  dailyLimitRefusal,
  hasPremium,
  hasUnlimitedEntries,
  datedTodayTest,
  COUNTED_KINDS,
  makeRecordId,
  PLAIN_EXPORT_KINDS,
  previewText,
  todayNote,
  zeroCounts,
  type ExistingIds,
  type ImportBundle,
  type ImportCounts,
  type ImportPlan,
  type ImportResult,
  type TodayCounts,
} from '@learnlog/shared';
import type { Database, Queries } from '../db/database';
import { LOCKS } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import { usedToday } from './daily-limits.service';
import { deleteEntry } from './entries.service';
import { deleteGoal } from './goals.service';
import { idListsOf, idsOfKind, type IdLists } from './import-digest';
import { IMPORT_TABLES, anyRemapped, newIdsFor, remapImport, remapPlain, type IdMaps } from './import-ids';
import {
  batches,
  writeEntries,
  writeGoals,
  writeLearnPlans,
  writeMilestones,
  writePlainRecords,
  writeResources,
  writeReviewLogs,
  type BatchContext,
} from './import-batch';
import { deleteLearnPlan } from './learn-plans.service';
import type { PreviewRead } from './import-reader';
import { deleteResource } from './resources.service';
import { addPlainIds, deletePlain, plainWithoutLive } from './import-plain';
import { ShareIdKeeper, newShareAddressNote, sharedEntriesMoving } from './import-share-ids';

/** Records deleted per transaction when a failed import is withdrawn. */
const WITHDRAW_SLICE = 25;
/** Ids looked up per query. */
const LOOKUP_SLICE = 500;

type IdSets = { [K in keyof ExistingIds]: Set<number> };
const emptyIds = (): IdSets => ({ entries: new Set(), resources: new Set(), goals: new Set(), learnPlans: new Set(), milestones: new Set() });

function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/** A list's items `size` at a time, as plain arrays (a preview's ids come as typed arrays). */
function* parts(list: ArrayLike<number>, size: number): Generator<number[]> {
  for (let at = 0; at < list.length; at += size) {
    const part: number[] = [];
    for (let i = at; i < Math.min(at + size, list.length); i++) part.push(list[i] as number);
    yield part;
  }
}

/** How many of `ids` are in `live`, a slice at a turn. */
async function countIn(ids: ArrayLike<number>, live: ReadonlySet<number>): Promise<number> {
  let n = 0;
  for (const part of parts(ids, LOOKUP_SLICE * 4)) {
    await nextTurn();
    for (const id of part) if (live.has(id)) n += 1;
  }
  return n;
}

/** Ids in the file that are live here, per kind; ids of deleted records apart. A few queries per 500 records. */
async function existingIds(db: Queries, userId: number, lists: IdLists): Promise<{ live: ExistingIds; deleted: ExistingIds }> {
  const live = emptyIds();
  const deleted = emptyIds();
  for (const kind of ['entries', 'resources', 'goals', 'learnPlans'] as const) {
    const t = db.t[IMPORT_TABLES[kind]];
    for (const ids of parts(lists.ids[kind], LOOKUP_SLICE)) {
      if (!db.inTransaction) await nextTurn();
      const rows = await db.q.select({ id: t.id, deletedAt: t.deletedAt }).from(t).where(and(eq(t.userId, userId), inArray(t.id, ids)));
      for (const row of rows) (row.deletedAt === null ? live : deleted)[kind].add(row.id);
    }
  }
  const { learnPlanMilestones: m } = db.t;
  const planOf = new Map<number, number>();
  const milestoneIds = lists.ids.milestones;
  for (let at = 0; at < milestoneIds.length; at += LOOKUP_SLICE * 4) {
    if (!db.inTransaction) await nextTurn();
    for (let i = at; i < Math.min(at + LOOKUP_SLICE * 4, milestoneIds.length); i++) planOf.set(milestoneIds[i] as number, lists.milestonePlans[i] as number);
  }
  for (const ids of slices([...planOf.keys()], LOOKUP_SLICE)) {
    if (!db.inTransaction) await nextTurn();
    const rows = await db.q.select({ id: m.id, planId: m.planId }).from(m).where(and(eq(m.userId, userId), inArray(m.id, ids)));
    for (const row of rows) if (planOf.get(row.id) === row.planId && live.learnPlans.has(row.planId)) live.milestones.add(row.id);
  }
  await addPlainIds(db, userId, lists, live, deleted);
  return { live, deleted };
}

/** What the file holds, and of it what is here already, per kind (planImport's, a slice at a turn). */
async function planOf(lists: IdLists, live: ExistingIds): Promise<ImportPlan> {
  const plan: ImportPlan = { total: zeroCounts(), existing: zeroCounts() };
  for (const kind of COUNTED_KINDS) {
    plan.total[kind] = idsOfKind(lists, kind).length;
    plan.existing[kind] = await countIn(idsOfKind(lists, kind), live[kind] ?? new Set());
  }
  return plan;
}

function withoutLive(bundle: ImportBundle, live: ExistingIds): ImportBundle {
  return {
    ...bundle,
    entries: bundle.entries.filter((r) => !live.entries.has(r.id)),
    resources: bundle.resources.filter((r) => !live.resources.has(r.id)),
    goals: bundle.goals.filter((r) => !live.goals.has(r.id)),
    learnPlans: bundle.learnPlans.filter((r) => !live.learnPlans.has(r.id)),
    milestones: bundle.milestones.filter((m) => !(live.milestones.has(m.id) && live.learnPlans.has(m.planId))),
    plain: plainWithoutLive(bundle, live),
  };
}

/** Records of `fresh` dated in the learner's today, counted a slice at a turn so a large file never holds the loop. */
async function countDatedToday(fresh: ImportBundle, now: Date, timeZone: string): Promise<TodayCounts> {
  const isToday = datedTodayTest(now, timeZone);
  const count = async (records: readonly { createdAt: string }[]) => {
    let n = 0;
    for (const part of slices(records, LOOKUP_SLICE * 4)) {
      n += part.filter(isToday).length;
      await nextTurn();
    }
    return n;
  };
  return { entries: await count(fresh.entries), resources: await count(fresh.resources) };
}

/** The daily limit's own message if the new records dated `today` would pass a Seeker's limit; else null. */
async function limitRefusal(db: Queries, user: UserRow, today: TodayCounts, now: Date): Promise<string | null> {
  if (today.entries + today.resources === 0) return null;
  const used = { entries: await usedToday(db, user, 'journalEntries', now), resources: await usedToday(db, user, 'resources', now) };
  return dailyLimitRefusal(today, used, hasUnlimitedEntries(user, now));
}

/** The preview's answer, from what the reader's thread counted (import-digest.ts): no record comes onto this loop. */
export async function previewImport(db: Queries, user: UserRow, read: PreviewRead, now: Date) {
  const { digest } = read;
  const { live } = await existingIds(db, user.id, digest);
  const plan = await planOf(digest, live);
  const { datedToday } = digest;
  // Records already here are skipped, so only the others count toward today's limits.
  const counts: TodayCounts = {
    entries: datedToday.entries.length - (await countIn(datedToday.entries, live.entries)),
    resources: datedToday.resources.length - (await countIn(datedToday.resources, live.resources)),
  };
  const today = todayNote(counts);
  const moving = newShareAddressNote(await sharedEntriesMoving(db, read.shared.filter((entry) => !live.entries.has(entry.id))), false);
  const refusal = await limitRefusal(db, user, counts, now);
  return {
    format: read.format,
    total: plan.total,
    alreadyHere: plan.existing,
    preview: previewText(plan),
    notes: [...read.notes, ...(today ? [today] : []), ...(moving ? [moving] : [])],
    ...(refusal ? { refusal } : {}),
  };
}

/** What the import wrote so far, newest last: deleted again, newest first, if a later slice fails. */
type Written = { kind: string; id: number }[];

const DELETE = { entries: deleteEntry, resources: deleteResource, goals: deleteGoal, learnPlans: deleteLearnPlan } as const;

/** A record's size for batching: its JSON text, roughly (photos are references by now). */
const textOf = (record: object): number => JSON.stringify(record).length;

/**
 * Writes `items` in batches (import-batch.ts), each remapped (`prepare`) and written in one
 * transaction under the learner's lock, a turn apart; what `write` answers runs once its
 * transaction has committed (so a withdrawal never names a row that was rolled back).
 */
async function inBatches<T extends object>(
  db: Database,
  user: UserRow,
  items: readonly T[],
  prepare: (chunk: T[]) => T[],
  write: (tx: Queries, chunk: T[]) => Promise<() => void>,
): Promise<void> {
  for (const raw of batches(items, textOf)) {
    await nextTurn();
    const chunk = prepare(raw);
    const committed = await db.transaction(async (tx) => {
      await tx.lock(LOCKS.learner, user.id);
      return write(tx, chunk);
    });
    committed();
  }
}

async function withdraw(db: Database, user: UserRow, written: Written, now: Date): Promise<void> {
  for (const slice of slices([...written].reverse(), WITHDRAW_SLICE)) {
    await nextTurn();
    await db.transaction(async (tx) => {
      await tx.lock(LOCKS.learner, user.id);
      for (const { kind, id } of slice) await (Object.hasOwn(DELETE, kind) ? DELETE[kind as keyof typeof DELETE](tx, user, id, now) : deletePlain(tx, user, kind, id, now));
    });
  }
}

/**
 * Writes the bundle (entries' photos as references, stored ahead by the caller). Refused with 403
 * and the limit's own message, before anything is written, when records dated today would pass a
 * Seeker's daily limit.
 */
export async function importBundle(db: Database, user: UserRow, bundle: ImportBundle, now: Date, storePhotos: () => Promise<void>): Promise<ImportResult> {
  const { live, deleted } = await existingIds(db, user.id, idListsOf(bundle));
  const plan = await planOf(idListsOf(bundle), live);
  // A large file's whole-list step takes a turn, so it holds others up for a moment at most.
  await nextTurn();
  const kept = withoutLive(bundle, live);
  const refusal = await limitRefusal(db, user, await countDatedToday(kept, now, user.timeZone), now);
  if (refusal) throw new HttpError(403, refusal, { code: ERROR_CODES.dailyLimit });

  // A record deleted here comes back as a new record (its old id stays a tombstone).
  const maps: IdMaps = { entries: new Map(), resources: new Map(), goals: new Map(), learnPlans: new Map() };
  for (const kind of ['entries', 'resources', 'goals', 'learnPlans'] as const) {
    if (deleted[kind].size === 0) continue;
    const taken = new Set([...bundle[kind].map((record) => record.id), ...deleted[kind]]);
    for (const id of deleted[kind]) {
      let next = makeRecordId(now.getTime());
      while (taken.has(next)) next = makeRecordId(now.getTime());
      taken.add(next);
      maps[kind].set(id, next);
    }
  }
  const remap = anyRemapped(maps) ? remapImport : undefined;
  const plainMaps = Object.fromEntries(PLAIN_EXPORT_KINDS.map(({ exportShape: { key } }) => [key, newIdsFor(bundle.plain?.[key] ?? [], deleted[key] ?? new Set(), now)]));
  await storePhotos();

  const ctx: BatchContext = { user, now, isToday: datedTodayTest(now, user.timeZone) };
  const added = zeroCounts();
  const leftOut = zeroCounts();
  const written: Written = [];
  const premium = hasPremium(user, now);
  const shareIds = new ShareIdKeeper();
  const wrote = (kind: Written[number]['kind'], ids: readonly number[]) => {
    for (const id of ids) written.push({ kind, id });
    added[kind] = (added[kind] ?? 0) + ids.length;
  };
  try {
    await inBatches(db, user, kept.resources, (chunk) => remap?.resources(chunk, maps) ?? chunk, async (tx, chunk) => {
      await writeResources(tx, ctx, chunk);
      return () => wrote('resources', chunk.map((r) => r.id));
    });
    await inBatches(db, user, kept.goals, (chunk) => remap?.goals(chunk, maps) ?? chunk, async (tx, chunk) => {
      await writeGoals(tx, ctx, chunk);
      return () => wrote('goals', chunk.map((g) => g.id));
    });
    await inBatches(db, user, kept.entries, (chunk) => remap?.entries(chunk, maps) ?? chunk, async (tx, chunk) => {
      await writeEntries(tx, ctx, chunk, shareIds);
      return () => wrote('entries', chunk.map((e) => e.id));
    });
    for (const kind of PLAIN_EXPORT_KINDS) {
      await inBatches(db, user, kept.plain?.[kind.exportShape.key] ?? [], (chunk) => remapPlain(kind, chunk, plainMaps, maps), async (tx, chunk) => {
        await writePlainRecords(tx, ctx, kind, chunk);
        return () => wrote(kind.exportShape.key, chunk.map((r) => r.id));
      });
    }
    // Learn plans are a Pro feature: on other plans they are left out (and said so), not refused,
    // so a learner can always bring their journal back.
    if (premium) {
      await inBatches(db, user, kept.learnPlans, (chunk) => remap?.learnPlans(chunk, maps) ?? chunk, async (tx, chunk) => {
        await writeLearnPlans(tx, ctx, chunk);
        return () => wrote('learnPlans', chunk.map((p) => p.id));
      });
      await inBatches(db, user, kept.milestones, (chunk) => remap?.milestones(chunk, maps) ?? chunk, async (tx, chunk) => {
        await writeMilestones(tx, ctx, chunk);
        return () => (added.milestones += chunk.length);
      });
    } else {
      leftOut.learnPlans = kept.learnPlans.length;
      leftOut.milestones = kept.milestones.length;
    }
    // Reviews last: a review follows its entry, so its entry is written by now.
    const seenReviews = new Set<number>();
    await inBatches(db, user, bundle.reviewLogs, (chunk) => chunk, async (tx, chunk) => {
      await writeReviewLogs(tx, ctx, chunk, maps.entries, seenReviews);
      return () => {};
    });
  } catch (error) {
    await withdraw(db, user, written, now);
    throw error;
  }
  const moved = newShareAddressNote(shareIds.moved, true);
  return {
    format: bundle.format,
    added,
    alreadyHere: plan.existing,
    leftOut,
    preview: previewText(plan),
    message: summaryMessage(added, plan.existing, leftOut),
    notes: moved ? [moved] : [],
  };
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
