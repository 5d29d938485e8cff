/**
 * The journal's reads. Search uses the in-memory index of db/entry-search.ts (scanning 10,000 rows
 * per keystroke is too slow; docs/decisions/016-journal-search-index.md): every word of the query must start, or nearly
 * spell, a word of the title, key learning, content, questions or tags, so "reac hoo" finds "React hooks".
 */
import type { LearnLogDatabase } from '../../../db/database';
import { entrySearch } from '../../../db/entry-search';
import type { LocalEntry } from '../../../db/local-records';
import { shiftDayKey } from '@learnlog/shared';
import { NO_FILTER, hasRecordFilter, matchesFilter, type JournalFilter } from './journal-filter';

export interface EntryPage {
  entries: LocalEntry[];
  /** Whether more entries match than were read. */
  hasMore: boolean;
  /** The search these are the answer to, for showing where each matched. */
  query?: string;
}

/** Past this many matches per wanted row, reading in date order beats fetching every match. */
const BROAD_MATCH_FACTOR = 4;

const newestFirst = (a: LocalEntry, b: LocalEntry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** Deleted entries waiting for their push, read past in one request before walking a cursor. */
const TOMBSTONE_SLACK = 10;

/** The newest `limit` visible entries. */
export async function listEntries(db: LearnLogDatabase, limit: number): Promise<EntryPage> {
  // Without a filter Dexie reads the page in one request; with one it walks a cursor, a row per
  // turn of the event loop. Tombstones are few: only a page short of rows for them walks.
  // Why: docs/decisions/009-first-screen-copy-and-head-script.md
  const read = limit + 1 + TOMBSTONE_SLACK;
  const newest = await db.entries.orderBy('createdAt').reverse().limit(read).toArray();
  const visible = newest.filter((entry) => !entry._deleted);
  if (visible.length > limit || newest.length < read) return { entries: visible.slice(0, limit), hasMore: visible.length > limit };
  const rows = await db.entries.orderBy('createdAt').reverse().filter((entry) => !entry._deleted).limit(limit + 1).toArray();
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * One page of the entries whose ids are in `matches`, newest first.
 * A broad match walks the newest rows until the page is full, which reads far fewer rows than
 * fetching every match and sorting it; a narrow one fetches its few rows by key.
 */
async function pageOfMatches(
  db: LearnLogDatabase,
  matches: Set<number>,
  passes: (entry: LocalEntry) => boolean,
  limit: number,
): Promise<EntryPage> {
  const wanted = (entry: LocalEntry | undefined): entry is LocalEntry => entry !== undefined && matches.has(entry.id) && passes(entry);
  if (matches.size > limit * BROAD_MATCH_FACTOR) {
    const rows = await db.entries.orderBy('createdAt').reverse().filter(wanted).limit(limit + 1).toArray();
    return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = (await db.entries.bulkGet([...matches])).filter(wanted);
  rows.sort(newestFirst);
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Ranked ids asked for beyond the page, for entries a filter (or a queued delete) drops. */
const RANKED_SPARE = 10;
/** How much more to ask for when the filter dropped too many. */
const RANKED_GROWTH = 4;
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * The newest `limit` entries passing a filter without a query. A tag goes through the `*tags`
 * index; a day range reads only its stretch of the `createdAt` index (a day either side, for time
 * zones); the rest walks the newest rows until the page is full.
 */
async function filteredEntries(db: LearnLogDatabase, filter: JournalFilter, limit: number): Promise<EntryPage> {
  if (!hasRecordFilter(filter)) return listEntries(db, limit);
  const wanted = (entry: LocalEntry) => matchesFilter(entry, filter, db.timeZone);
  if (filter.tag !== null) return pageOfMatches(db, new Set(await db.entries.where('tags').equals(filter.tag).primaryKeys()), wanted, limit);
  const range =
    filter.from !== null || filter.to !== null
      ? db.entries.where('createdAt').between(filter.from ? shiftDayKey(filter.from, -1) : '', filter.to ? shiftDayKey(filter.to, 2) : '\uffff')
      : db.entries.orderBy('createdAt');
  const rows = await range.reverse().filter(wanted).limit(limit + 1).toArray();
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * Entries passing `filter`, newest first, or with a query, matching every word of it, best match
 * first: the in-memory index answers with the best ids only, and just those rows are read by key;
 * when the other filters drop many of them, it is asked for more.
 */
export async function searchEntries(db: LearnLogDatabase, filter: Partial<JournalFilter>, limit: number): Promise<EntryPage> {
  const full = { ...NO_FILTER, ...filter };
  if (!HAS_WORD.test(full.query)) return filteredEntries(db, full, limit);
  const entries: LocalEntry[] = [];
  const read = new Set<number>();
  for (let want = limit + 1 + RANKED_SPARE; ; want *= RANKED_GROWTH) {
    const { ids, total } = await entrySearch(db).search(full.query, want);
    // A larger answer begins with the ids already read: only the rest are read.
    const rows = await db.entries.bulkGet(ids.filter((id) => !read.has(id)));
    for (const id of ids) read.add(id);
    for (const row of rows) if (row && matchesFilter(row, full, db.timeZone)) entries.push(row);
    if (entries.length > limit || ids.length >= total) break;
  }
  return { entries: entries.slice(0, limit), hasMore: entries.length > limit, query: full.query };
}
