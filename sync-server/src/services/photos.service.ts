/**
 * Journal photos kept apart from their entries (db/tables/photos.table.ts). On the wire an entry's
 * `photos` are data URLs, as ever; in its row they are references, `photo:sha256:<hex>`, to rows of
 * the learner's own photos. Photos move one at a time, a turn apart, outside the entry's
 * transaction, and the entry's own writes carry only references, so no one write holds the event
 * loop. Why: docs/decisions/010-photos-stored-apart.md
 *
 *   const stored = await storePhotos(db, userId, input.photos, now);  // before the transaction
 *   await db.transaction(async (tx) => {
 *     const refs = await photoRefsFor(tx, userId, stored.refs, now, stored.data);  // cheap check
 *     …write the row with refs…
 *   });
 *   const data = await loadPhotos(db, userId, photoRefsIn(answer), stored.data);   // for the answer
 *
 * Every lookup is by (userId, hash): a learner can only ever resolve their own photos.
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database, Queries } from '../db/database';
import { nextTurn } from '../lib/next-turn';
import { PHOTO_REF_PREFIX as REF_PREFIX, isPhotoRef, photoRefOf } from './photo-ref';

export { isPhotoRef,  };

/** Photos by reference: what a write stored, or what a read loaded. */
export type PhotoData = ReadonlyMap<string, string>;

const hashOf = (ref: string) => ref.slice(REF_PREFIX.length);

function insertPhoto(tx: Queries, userId: number, ref: string, data: string, now: Date) {
  // The same photo again (a retry, or the same picture in two entries) is already there: kept once.
  return tx.q.insert(tx.t.photos).values({ userId, hash: hashOf(ref), data, createdAt: now.toISOString() }).onConflictDoNothing();
}

async function storedHashes(db: Queries, userId: number, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const { photos } = db.t;
  const rows = await db.q
    .select({ hash: photos.hash })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.hash, refs.map(hashOf))));
  return new Set(rows.map((row) => row.hash));
}

/**
 * Stores the photos of a write before its transaction: each hashed in its own event-loop turn and,
 * unless the learner already has it, written in its own small transaction. Answers the references
 * in the photos' order, and the photos by reference. A photo stored for a write that then fails is
 * an unreferenced row: invisible, and harmless.
 */
export async function storePhotos(db: Database, userId: number, dataUrls: readonly string[], now: Date): Promise<{ refs: string[]; data: PhotoData }> {
  const refs: string[] = [];
  const data = new Map<string, string>();
  for (const url of dataUrls) {
    await nextTurn();
    const ref = photoRefOf(url);
    refs.push(ref);
    if (data.has(ref)) continue;
    data.set(ref, url);
    if ((await storedHashes(db, userId, [ref])).size > 0) continue;
    await db.transaction((tx) => insertPhoto(tx, userId, ref, url, now));
  }
  return { refs, data };
}

/**
 * Inside a write's transaction: the references its row keeps for `photos`. Photos stored ahead
 * (storePhotos) are only looked up: one small select, unless another write of this learner removed
 * one meanwhile (deleteUnusedPhotos, under the same learner lock), when it is stored again here.
 * Data URLs not stored ahead (an import's, bounded by its own limits) are stored here.
 */
export async function photoRefsFor(tx: Queries, userId: number, photos: readonly string[], now: Date, stored: PhotoData = new Map()): Promise<string[]> {
  const data = new Map(stored);
  const refs = photos.map((photo) => {
    if (isPhotoRef(photo)) return photo;
    const ref = photoRefOf(photo);
    data.set(ref, photo);
    return ref;
  });
  const present = await storedHashes(tx, userId, [...new Set(refs)]);
  for (const ref of new Set(refs)) {
    if (present.has(hashOf(ref))) continue;
    const url = data.get(ref);
    // A reference the learner sent as text never reaches here: every sent photo is a data URL.
    if (url === undefined) throw new Error(`photo ${ref} is neither stored nor given`);
    await insertPhoto(tx, userId, ref, url, now);
  }
  return refs;
}

/**
 * After a write that dropped `candidates` from an entry: deletes those of the learner's photos that
 * no entry of theirs refers to any more. Runs in the write's transaction, under the learner's lock.
 */
export async function deleteUnusedPhotos(tx: Queries, userId: number, candidates: readonly string[]): Promise<void> {
  const { photos, journalEntries } = tx.t;
  for (const ref of new Set(candidates)) {
    if (!isPhotoRef(ref)) continue;
    const used = tx.q
      .select({ one: sql`1` })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), tx.jsonListHas(journalEntries.photos, ref)));
    await tx.q.delete(photos).where(and(eq(photos.userId, userId), eq(photos.hash, hashOf(ref)), notExists(used)));
  }
}

/** Every photo reference in an answer: in any `photos` list, at any depth. */
export function photoRefsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) photoRefsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'photos' && Array.isArray(item)) for (const photo of item) if (typeof photo === 'string' && isPhotoRef(photo)) found.add(photo);
      photoRefsIn(item, found);
    }
  }
  return found;
}

/** Photos read by one query: at most ~2.4 MB (4 × 600 KB), so each read stays a few ms. */
const LOAD_BATCH = 4;

/**
 * The data of the learner's photos for `refs`, a few per query and, outside a transaction, one
 * event-loop turn per query; `known` (photos a write just stored) are not read again.
 */
export async function loadPhotos(db: Queries, userId: number, refs: Iterable<string>, known: PhotoData = new Map()): Promise<PhotoData> {
  const data = new Map<string, string>();
  const missing: string[] = [];
  for (const ref of refs) {
    const given = known.get(ref);
    if (given === undefined) missing.push(ref);
    else data.set(ref, given);
  }
  const { photos } = db.t;
  for (let i = 0; i < missing.length; i += LOAD_BATCH) {
    if (!db.inTransaction) await nextTurn();
    const rows = await db.q
      .select({ hash: photos.hash, data: photos.data })
      .from(photos)
      .where(and(eq(photos.userId, userId), inArray(photos.hash, missing.slice(i, i + LOAD_BATCH).map(hashOf))));
    for (const row of rows) data.set(`${REF_PREFIX}${row.hash}`, row.data);
  }
  return data;
}

/**
 * A photo list as the wire has it: references replaced by their data URLs. Rows written before
 * photos had their own table hold data URLs, which pass as they are. A reference without its
 * photo (never expected) is left out rather than sent as if it were an image.
 */
export function resolvePhotoList(list: readonly string[], data: PhotoData): string[] {
  return list.flatMap((photo) => (isPhotoRef(photo) ? (data.get(photo) ?? []) : [photo]));
}

/** Entries (or anything with `photos`) with their photos as data URLs, loaded for their owner. */
export async function withPhotoData<T extends { photos: string[] }>(db: Queries, userId: number, entries: T[]): Promise<T[]> {
  const data = await loadPhotos(db, userId, photoRefsIn(entries));
  return entries.map((entry) => ({ ...entry, photos: resolvePhotoList(entry.photos, data) }));
}
