/**
 * What a preview needs of an import, and nothing more (issue 34, point 5): per kind the records'
 * ids (to count them and find those already here), each milestone's plan, the ids of the entries
 * and resources dated in the learner's today, and the entries that carry a share address. The
 * reader's thread builds it from the records it read; the ids travel as typed arrays, moved to
 * the server's thread rather than copied, so a 50,000-note preview never takes 50,000 records
 * onto the server's loop (taking them in and collecting them again held others 85–140 ms).
 */
import { IMPORT_KINDS, datedTodayTest, type ImportBundle, type ImportKind } from '@learnlog/shared';

/** Record ids per kind, in the file's order (duplicates kept: each record counts), and each milestone's plan. */
export interface IdLists {
  ids: Record<ImportKind, ArrayLike<number>>;
  /** Per milestone, in the order of ids.milestones, its plan's id. */
  milestonePlans: ArrayLike<number>;
  /** Plain kinds' ids by export key (export-kinds.ts). */
  plain: Record<string, ArrayLike<number>>;
}

export interface PreviewDigest extends IdLists {
  ids: Record<ImportKind, Float64Array>;
  milestonePlans: Float64Array;
  plain: Record<string, Float64Array>;
  /** Ids of the records dated in the learner's today (or later): they count toward a Seeker's limits. */
  datedToday: { entries: Float64Array; resources: Float64Array };
}

/** An entry with a share address, as the preview checks it. */
export interface SharedEntry {
  id: number;
  shareId: string;
  isPublic: boolean;
  title: string;
}

export const idListsOf = (bundle: ImportBundle): IdLists => ({
  ids: {
    entries: bundle.entries.map((record) => record.id),
    resources: bundle.resources.map((record) => record.id),
    goals: bundle.goals.map((record) => record.id),
    learnPlans: bundle.learnPlans.map((record) => record.id),
    milestones: bundle.milestones.map((record) => record.id),
  },
  milestonePlans: bundle.milestones.map((milestone) => milestone.planId),
  plain: Object.fromEntries(Object.entries(bundle.plain ?? {}).map(([key, records]) => [key, records.map((record) => record.id)])),
});

/** The ids of a counted kind (import-summary.ts COUNTED_KINDS): a bundle kind's, or a plain kind's by its export key. */
export const idsOfKind = (lists: IdLists, kind: string): ArrayLike<number> => (lists.ids as Record<string, ArrayLike<number>>)[kind] ?? lists.plain[kind] ?? [];

/** Built in the reader's thread. */
export function digestOf(bundle: ImportBundle, now: Date, timeZone: string): { digest: PreviewDigest; shared: SharedEntry[] } {
  const isToday = datedTodayTest(now, timeZone);
  const lists = idListsOf(bundle);
  const ids = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, Float64Array.from(lists.ids[kind])])) as Record<ImportKind, Float64Array>;
  const digest: PreviewDigest = {
    ids,
    milestonePlans: Float64Array.from(lists.milestonePlans),
    plain: Object.fromEntries(Object.entries(lists.plain).map(([key, ids]) => [key, Float64Array.from(ids)])),
    datedToday: {
      entries: Float64Array.from(bundle.entries.filter(isToday), (record) => record.id),
      resources: Float64Array.from(bundle.resources.filter(isToday), (record) => record.id),
    },
  };
  const shared = bundle.entries.flatMap((entry) => (entry.shareId ? [{ id: entry.id, shareId: entry.shareId, isPublic: Boolean(entry.isPublic), title: entry.title }] : []));
  return { digest, shared };
}

/** The digest's buffers, to move with postMessage. */
export const digestBuffers = (digest: PreviewDigest): ArrayBuffer[] =>
  [...Object.values(digest.ids), ...Object.values(digest.plain), digest.milestonePlans, digest.datedToday.entries, digest.datedToday.resources].map((list) => list.buffer as ArrayBuffer);
