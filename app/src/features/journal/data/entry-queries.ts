/**
 * The journal's reads. Search uses the `words` index (performance.md: scanning 10,000 rows per
 * keystroke is too slow): every word of the query must start one of the entry's words, so
 * "reac hoo" finds "React hooks" in the title or the content, case-insensitively.
 */
import type { LearnLogDatabase } from '../../../db/database';
import { queryWords } from '../../../db/entry-words';
import type { LocalEntry } from '../../../db/local-records';

export interface EntryPage {
  entries: LocalEntry[];
  /** Whether more entries match than were read. */
  hasMore: boolean;
}

/** Past this many matches per wanted row, reading in date order beats fetching every match. */
const BROAD_MATCH_FACTOR = 4;

const newestFirst = (a: LocalEntry, b: LocalEntry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** The newest `limit` visible entries, optionally only those with `tag`. */
export async function listEntries(db: LearnLogDatabase, limit: number, tag: string | null = null): Promise<EntryPage> {
  const rows = await db.entries
    .orderBy('createdAt')
    .reverse()
    .filter((entry) => !entry._deleted && (tag === null || entry.tags.includes(tag)))
    .limit(limit + 1)
    .toArray();
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

async function idsStartingWith(db: LearnLogDatabase, word: string): Promise<Set<number>> {
  return new Set(await db.entries.where('words').startsWith(word).primaryKeys());
}

/** Entries matching every word of `query` (and `tag`), newest first. */
export async function searchEntries(db: LearnLogDatabase, query: string, tag: string | null, limit: number): Promise<EntryPage> {
  const words = queryWords(query);
  if (words.length === 0) return listEntries(db, limit, tag);
  let ids: Set<number> | undefined;
  for (const word of words) {
    const matching = await idsStartingWith(db, word);
    ids = ids ? new Set([...ids].filter((id) => matching.has(id))) : matching;
    if (ids.size === 0) return { entries: [], hasMore: false };
  }
  const matches = ids ?? new Set<number>();
  const wanted = (entry: LocalEntry | undefined): entry is LocalEntry =>
    entry !== undefined && !entry._deleted && matches.has(entry.id) && (tag === null || entry.tags.includes(tag));
  if (matches.size > limit * BROAD_MATCH_FACTOR) {
    // A broad query: walking the newest rows until the page is full reads far fewer rows than
    // fetching every match and sorting it.
    const rows = await db.entries.orderBy('createdAt').reverse().filter(wanted).limit(limit + 1).toArray();
    return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = (await db.entries.bulkGet([...matches])).filter(wanted);
  rows.sort(newestFirst);
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}
