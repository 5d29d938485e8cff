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
import { ERROR_CODES, countsText, dailyLimitRefusal, hasPremium, hasUnlimitedEntries, datedTodayTest, makeRecordId, PLAIN_EXPORT_KINDS, previewText, todayNote, zeroCounts, type ImportBundle, type ImportCounts, type ImportResult, type TodayCounts } from '@learnlog/shared';
import type { Database, Queries } from '../db/database';
import { LOCKS } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { nextTurn } from '../lib/next-turn';
import { usedToday } from './daily-limits.service';
import { deleteEntry } from './entries.service';
import { deleteGoal } from './goals.service';
import { idListsOf } from './import-digest';
import { anyRemapped, newIdsFor, remapImport, remapPlain, type IdMaps } from './import-ids';
import { batches, writeEntries, writeGoals, writeLearnPlans, writeMilestones, writePlainRecords, writeResources, writeReviewLogs, type BatchContext } from './import-batch';
import { deleteLearnPlan } from './learn-plans.service';
import type { PreviewRead } from './import-reader';
import { deleteResource } from './resources.service';
import { deletePlain } from './import-plain';
import { ShareIdKeeper, newShareAddressNote, sharedEntriesMoving } from './import-share-ids';

/** Records deleted per transaction when a failed import is withdrawn. */
const WITHDRAW_SLICE = 25;
import { countDatedToday, countIn, existingIds, planOf, slices, withoutLive } from './import-lookups';

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
