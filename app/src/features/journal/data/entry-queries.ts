/**
 * The journal's reads. Search uses the `words` index (docs/performance.md: scanning 10,000 rows per
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
  // A tag goes through the `*tags` index: a rare tag must not mean reading every row.
  if (tag !== null) return pageOfMatches(db, new Set(await db.entries.where('tags').equals(tag).primaryKeys()), tag, limit);
  const rows = await db.entries.orderBy('createdAt').reverse().filter((entry) => !entry._deleted).limit(limit + 1).toArray();
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

async function idsStartingWith(db: LearnLogDatabase, word: string): Promise<Set<number>> {
  return new Set(await db.entries.where('words').startsWith(word).primaryKeys());
}

/**
 * One page of the entries whose ids are in `matches` (and that pass `alsoMatches`), newest first.
 * A broad match walks the newest rows until the page is full, which reads far fewer rows than
 * fetching every match and sorting it; a narrow one fetches its few rows by key.
 */
async function pageOfMatches(
  db: LearnLogDatabase,
  matches: Set<number>,
  tag: string | null,
  limit: number,
  alsoMatches: (entry: LocalEntry) => boolean = () => true,
): Promise<EntryPage> {
  const wanted = (entry: LocalEntry | undefined): entry is LocalEntry =>
    entry !== undefined && !entry._deleted && matches.has(entry.id) && (tag === null || entry.tags.includes(tag)) && alsoMatches(entry);
  if (matches.size > limit * BROAD_MATCH_FACTOR) {
    const rows = await db.entries.orderBy('createdAt').reverse().filter(wanted).limit(limit + 1).toArray();
    return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = (await db.entries.bulkGet([...matches])).filter(wanted);
  rows.sort(newestFirst);
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * Entries matching every word of `query` (and `tag`), newest first. Only the most selective
 * word goes through the index; the others are checked on the rows that word finds, which is
 * cheaper than building and intersecting a set of ids per word.
 */
export async function searchEntries(db: LearnLogDatabase, query: string, tag: string | null, limit: number): Promise<EntryPage> {
  const [first, ...rest] = queryWords(query);
  if (first === undefined) return listEntries(db, limit, tag);
  const matches = await idsStartingWith(db, first);
  if (matches.size === 0) return { entries: [], hasMore: false };
  const hasEveryWord = (entry: LocalEntry) => rest.every((word) => entry.words.some((own) => own.startsWith(word)));
  return pageOfMatches(db, matches, tag, limit, hasEveryWord);
}
