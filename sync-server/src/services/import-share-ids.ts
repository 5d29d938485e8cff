/**
 * Share addresses on import (issue 34, point 4): an entry keeps the address it had where it was
 * exported, so its public link works again once a deployment moves servers. An address already
 * held here by any entry, of any learner, public or not, is never given to the import (a learner
 * must not take over a link someone else published, or one they may publish again), nor one an
 * entry here gave up when it was deleted (retired_share_ids: an old public link must never show
 * someone else's writing). Such an entry gets a new address when it is published, and the preview
 * and the answer name it.
 */
import { inArray } from 'drizzle-orm';
import type { ImportEntry } from '@learnlog/shared';
import type { Queries } from '../db/database';

/** Addresses looked up per query. */
const LOOKUP_SLICE = 500;
/** Titles named in a note; the rest are counted. */
const NAMED = 5;

/** Which of `shareIds` an entry here holds (any learner, any state), or an entry gave up (retired). */
async function heldHere(db: Queries, shareIds: readonly string[]): Promise<Set<string>> {
  const { journalEntries, retiredShareIds } = db.t;
  const held = new Set<string>();
  for (let at = 0; at < shareIds.length; at += LOOKUP_SLICE) {
    const some = shareIds.slice(at, at + LOOKUP_SLICE);
    const rows = [
      ...(await db.q.select({ shareId: journalEntries.shareId }).from(journalEntries).where(inArray(journalEntries.shareId, some))),
      ...(await db.q.select({ shareId: retiredShareIds.shareId }).from(retiredShareIds).where(inArray(retiredShareIds.shareId, some))),
    ];
    for (const row of rows) if (row.shareId) held.add(row.shareId);
  }
  return held;
}

/** Decides, a chunk of entries at a time as they are written, which keep their address. */
export class ShareIdKeeper {
  private readonly claimed = new Set<string>();
  /** Public entries whose address was taken: they get a new one. */
  readonly moved: string[] = [];

  /** Per entry, its own address if it is free (looked up in the write's transaction), else null. */
  async keepAll(tx: Queries, entries: readonly ImportEntry[]): Promise<(string | null)[]> {
    const held = await heldHere(tx, [...new Set(entries.flatMap((entry) => (entry.shareId ? [entry.shareId] : [])))]);
    return entries.map((entry) => {
      const shareId = entry.shareId;
      if (!shareId) return null;
      if (held.has(shareId) || this.claimed.has(shareId)) {
        if (entry.isPublic) this.moved.push(entry.title);
        return null;
      }
      this.claimed.add(shareId);
      return shareId;
    });
  }
}

/** The titles of the public entries that would not keep their address here (the preview's). */
export async function sharedEntriesMoving(db: Queries, entries: readonly Pick<ImportEntry, 'shareId' | 'isPublic' | 'title'>[]): Promise<string[]> {
  const withAddress = entries.filter((entry) => entry.shareId);
  const held = await heldHere(db, [...new Set(withAddress.map((entry) => entry.shareId as string))]);
  const seen = new Set<string>();
  const moving: string[] = [];
  for (const entry of withAddress) {
    const shareId = entry.shareId as string;
    if ((held.has(shareId) || seen.has(shareId)) && entry.isPublic) moving.push(entry.title);
    seen.add(shareId);
  }
  return moving;
}

function titles(list: readonly string[]): string {
  const named = list.slice(0, NAMED).join(', ');
  return list.length > NAMED ? `${named} and ${(list.length - NAMED).toLocaleString('en-US')} more` : named;
}

/** "1 public entry got a new share address: Ownership" (done), or "… will get …" (the preview); null for none. */
export function newShareAddressNote(moved: readonly string[], done: boolean): string | null {
  if (moved.length === 0) return null;
  const count = moved.length === 1 ? '1 public entry' : `${moved.length.toLocaleString('en-US')} public entries`;
  if (done) return `${count} got a new share address: ${titles(moved)}.`;
  const why = moved.length === 1 ? 'its address is' : 'their addresses are';
  return `${count} will get a new share address (${why} taken on this server): ${titles(moved)}.`;
}
