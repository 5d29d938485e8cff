/**
 * The journal's reads. Search uses the in-memory index of db/entry-search.ts (docs/performance.md:
 * scanning 10,000 rows per keystroke is too slow): every word of the query must start, or nearly
 * spell, a word of the title or the content, so "reac hoo" finds "React hooks".
 */
import type { LearnLogDatabase } from '../../../db/database';
import { entrySearch } from '../../../db/entry-search';
import type { LocalEntry } from '../../../db/local-records';

export interface EntryPage {
  entries: LocalEntry[];
  /** Whether more entries match than were read. */
  hasMore: boolean;
}

/** Past this many matches per wanted row, reading in date order beats fetching every match. */
const BROAD_MATCH_FACTOR = 4;

const newestFirst = (a: LocalEntry, b: LocalEntry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** Deleted entries waiting for their push, read past in one request before walking a cursor. */
const TOMBSTONE_SLACK = 10;

/** The newest `limit` visible entries, optionally only those with `tag`. */
export async function listEntries(db: LearnLogDatabase, limit: number, tag: string | null = null): Promise<EntryPage> {
  // A tag goes through the `*tags` index: a rare tag must not mean reading every row.
  if (tag !== null) return pageOfMatches(db, new Set(await db.entries.where('tags').equals(tag).primaryKeys()), tag, limit);
  // Without a filter Dexie reads the page in one request; with one it walks a cursor, a row per
  // turn of the event loop, which took ~130 ms for the journal's first page while the screen
  // rendered (~15 ms alone). Tombstones are few: only a page short of rows for them walks.
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
  tag: string | null,
  limit: number,
): Promise<EntryPage> {
  const wanted = (entry: LocalEntry | undefined): entry is LocalEntry =>
    entry !== undefined && !entry._deleted && matches.has(entry.id) && (tag === null || entry.tags.includes(tag));
  if (matches.size > limit * BROAD_MATCH_FACTOR) {
    const rows = await db.entries.orderBy('createdAt').reverse().filter(wanted).limit(limit + 1).toArray();
    return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = (await db.entries.bulkGet([...matches])).filter(wanted);
  rows.sort(newestFirst);
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Ranked ids asked for beyond the page, for entries a tag filter (or a queued delete) drops. */
const RANKED_SPARE = 10;
/** How much more to ask for when the filter dropped too many. */
const RANKED_GROWTH = 4;
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * Entries matching every word of `query` (and `tag`), best match first: the in-memory index
 * answers with the best ids only, and just those rows are read by key; with a tag that drops
 * many of them, it is asked for more.
 */
export async function searchEntries(db: LearnLogDatabase, query: string, tag: string | null, limit: number): Promise<EntryPage> {
  if (!HAS_WORD.test(query)) return listEntries(db, limit, tag);
  const entries: LocalEntry[] = [];
  const read = new Set<number>();
  for (let want = limit + 1 + RANKED_SPARE; ; want *= RANKED_GROWTH) {
    const { ids, total } = await entrySearch(db).search(query, want);
    // A larger answer begins with the ids already read: only the rest are read.
    const rows = await db.entries.bulkGet(ids.filter((id) => !read.has(id)));
    for (const id of ids) read.add(id);
    for (const row of rows) if (row && !row._deleted && (tag === null || row.tags.includes(tag))) entries.push(row);
    if (entries.length > limit || ids.length >= total) break;
  }
  return { entries: entries.slice(0, limit), hasMore: entries.length > limit };
}
