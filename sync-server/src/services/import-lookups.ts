/**
 * The import's lookups before anything is written: which of the file's ids are live or deleted
 * here, what the file holds per kind, and what of it is dated today — each a slice at a turn, so
 * a large file never holds the request loop.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { datedTodayTest, COUNTED_KINDS, zeroCounts, type ExistingIds, type ImportBundle, type ImportPlan, type TodayCounts } from '@learnlog/shared';
import type { Queries } from '../db/database';
import { nextTurn } from '../lib/next-turn';
import { idsOfKind, type IdLists } from './import-digest';
import { IMPORT_TABLES } from './import-ids';
import { addPlainIds, plainWithoutLive } from './import-plain';

/** Ids looked up per query. */
const LOOKUP_SLICE = 500;

type IdSets = { [K in keyof ExistingIds]: Set<number> };
const emptyIds = (): IdSets => ({ entries: new Set(), resources: new Set(), goals: new Set(), learnPlans: new Set(), milestones: new Set() });

export function slices<T>(items: readonly T[], size: number): T[][] {
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
export async function countIn(ids: ArrayLike<number>, live: ReadonlySet<number>): Promise<number> {
  let n = 0;
  for (const part of parts(ids, LOOKUP_SLICE * 4)) {
    await nextTurn();
    for (const id of part) if (live.has(id)) n += 1;
  }
  return n;
}

/** Ids in the file that are live here, per kind; ids of deleted records apart. A few queries per 500 records. */
export async function existingIds(db: Queries, userId: number, lists: IdLists): Promise<{ live: ExistingIds; deleted: ExistingIds }> {
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
export async function planOf(lists: IdLists, live: ExistingIds): Promise<ImportPlan> {
  const plan: ImportPlan = { total: zeroCounts(), existing: zeroCounts() };
  for (const kind of COUNTED_KINDS) {
    plan.total[kind] = idsOfKind(lists, kind).length;
    plan.existing[kind] = await countIn(idsOfKind(lists, kind), live[kind] ?? new Set());
  }
  return plan;
}

export function withoutLive(bundle: ImportBundle, live: ExistingIds): ImportBundle {
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
export async function countDatedToday(fresh: ImportBundle, now: Date, timeZone: string): Promise<TodayCounts> {
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

