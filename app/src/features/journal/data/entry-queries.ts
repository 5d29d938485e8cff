/**
 * The journal's reads. Search uses the in-memory index of db/entry-search.ts (scanning 10,000 rows
 * per keystroke is too slow; docs/decisions/016-journal-search-index.md): every word of the query must start, or nearly
 * spell, a word of the title, key learning, content, questions or tags, so "reac hoo" finds "React hooks".
 */
import type { LearnLogDatabase } from '../../../db/database';
import { entrySearch } from '../../../db/entry-search';
import type { LocalEntry } from '../../../db/local-records';
import { listEntries, newestEntriesPassing, pageOfMatches, type EntryPage } from '../../../db/queries/entry-pages';
import { entryIdsTagged } from '../../../db/queries/entry-tags';
import { entriesByIds } from '../../../db/queries/records-by-id';
import { shiftDayKey } from '@learnlog/shared';
import { NO_FILTER, hasRecordFilter, matchesFilter, type JournalFilter } from './journal-filter';

// The journal's list and its first page read these; the pages themselves are read in db/queries/.
export { listEntries, type EntryPage };

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
  if (filter.tag !== null) return pageOfMatches(db, new Set(await entryIdsTagged(db, filter.tag)), wanted, limit);
  const range: [string, string] | undefined =
    filter.from !== null || filter.to !== null ? [filter.from ? shiftDayKey(filter.from, -1) : '', filter.to ? shiftDayKey(filter.to, 2) : '\uffff'] : undefined;
  return newestEntriesPassing(db, wanted, limit, range);
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
    const rows = await entriesByIds(db, ids.filter((id) => !read.has(id)));
    for (const id of ids) read.add(id);
    for (const row of rows) if (row && matchesFilter(row, full, db.timeZone)) entries.push(row);
    if (entries.length > limit || ids.length >= total) break;
  }
  return { entries: entries.slice(0, limit), hasMore: entries.length > limit, query: full.query };
}
