/**
 * Pages of the journal, newest first, by the `createdAt` index: reads stop as soon as the page is
 * full (a journal of 10,000 entries never loads whole). The journal's filters are the caller's `passes`.
 */
import type { LearnLogDatabase } from '../database';
import type { LocalEntry } from '../local-records';
import { entriesByIds } from './records-by-id';

export interface EntryPage {
  entries: LocalEntry[];
  /** Whether more entries match than were read. */
  hasMore: boolean;
  /** The search these are the answer to, for showing where each matched. */
  query?: string;
}

/** Past this many matches per wanted row, reading in date order beats fetching every match. */
const BROAD_MATCH_FACTOR = 4;

/** Deleted entries waiting for their push, read past in one request before walking a cursor. */
const TOMBSTONE_SLACK = 10;

const newestFirst = (a: LocalEntry, b: LocalEntry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

const pageOf = (rows: LocalEntry[], limit: number): EntryPage => ({ entries: rows.slice(0, limit), hasMore: rows.length > limit });

/**
 * The newest `limit` entries passing `passes`, walking the rows newest first (only the stretch
 * `createdBetween` of the index when given: lower bound included, upper excluded).
 */
export async function newestEntriesPassing(db: LearnLogDatabase, passes: (entry: LocalEntry) => boolean, limit: number, createdBetween?: [string, string]): Promise<EntryPage> {
  const range = createdBetween ? db.entries.where('createdAt').between(...createdBetween) : db.entries.orderBy('createdAt');
  return pageOf(await range.reverse().filter(passes).limit(limit + 1).toArray(), limit);
}

/** The newest `limit` visible entries. */
export async function listEntries(db: LearnLogDatabase, limit: number): Promise<EntryPage> {
  // Without a filter Dexie reads the page in one request; with one it walks a cursor, a row per
  // turn of the event loop. Tombstones are few: only a page short of rows for them walks.
  // Why: docs/decisions/009-first-screen-copy-and-head-script.md
  const read = limit + 1 + TOMBSTONE_SLACK;
  const newest = await db.entries.orderBy('createdAt').reverse().limit(read).toArray();
  const visible = newest.filter((entry) => !entry._deleted);
  if (visible.length > limit || newest.length < read) return pageOf(visible, limit);
  return newestEntriesPassing(db, (entry) => !entry._deleted, limit);
}

/**
 * One page of the entries whose ids are in `matches`, newest first.
 * A broad match walks the newest rows until the page is full, which reads far fewer rows than
 * fetching every match and sorting it; a narrow one fetches its few rows by key.
 */
export async function pageOfMatches(db: LearnLogDatabase, matches: Set<number>, passes: (entry: LocalEntry) => boolean, limit: number): Promise<EntryPage> {
  const wanted = (entry: LocalEntry | undefined): entry is LocalEntry => entry !== undefined && matches.has(entry.id) && passes(entry);
  if (matches.size > limit * BROAD_MATCH_FACTOR) return newestEntriesPassing(db, wanted, limit);
  const rows = (await entriesByIds(db, [...matches])).filter(wanted);
  rows.sort(newestFirst);
  return pageOf(rows, limit);
}
