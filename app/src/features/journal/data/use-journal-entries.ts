/**
 * The journal list's reads as live hooks: they re-run on every local write or pulled change.
 * Reads are bounded by `limit` (the list asks for more as the learner scrolls), so a journal of
 * 10,000 entries never loads whole.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { entrySearch } from '../../../db/entry-search';
import { UI, popularTags } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { useDatabase } from '../../../sync/sync-context';
import { searchEntries, type EntryPage } from './entry-queries';
import { isFiltered, type JournalFilter } from './journal-filter';
import { useJournalFirstPage } from './first-page';

/**
 * undefined while the first read is on its way (the list shows skeletons), unless the page was
 * read as the database opened (first-page.ts). The search index is built in idle time from the
 * moment the journal opens; the list itself never waits for it.
 */
export function useJournalEntries(filter: JournalFilter, limit: number): EntryPage | undefined {
  const db = useDatabase();
  useEffect(() => {
    entrySearch(db).build().catch((error: unknown) => console.warn('LearnLog could not build the journal search', error));
  }, [db]);
  const firstPage = useJournalFirstPage(db);
  const { query, tag, favorite, resource, goal, from, to } = filter;
  const live = useLiveQuery(
    () => searchEntries(db, { query, tag, favorite, resource, goal, from, to }, limit),
    [db, query, tag, favorite, resource, goal, from, to, limit],
  );
  return live ?? (isFiltered(filter) ? undefined : firstPage);
}

/**
 * The first `count` distinct tags, newest entries first (the filter chips). Reads entries only
 * until enough tags are found; when the journal has fewer distinct tags than that (the `tags`
 * index knows), only until each of them is found, not through every entry.
 */
export async function firstTags(db: LearnLogDatabase, count: number = UI.journalTagChips): Promise<string[]> {
  const found: string[] = [];
  const enough = Math.min(count, (await db.entries.orderBy('tags').uniqueKeys()).length);
  if (enough === 0) return found;
  await db.entries
    .orderBy('createdAt')
    .reverse()
    .until(() => found.length >= enough)
    .each((entry) => {
      if (entry._deleted) return;
      for (const tag of entry.tags) if (found.length < count && !found.includes(tag)) found.push(tag);
    });
  return found;
}

export function useTagChips(): string[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => firstTags(db), [db]);
}

export interface TagCount {
  tag: string;
  count: number;
}

/** Every tag with how many entries carry it, most used first ("More tags"), from the `tags` index. */
export async function tagCounts(db: LearnLogDatabase): Promise<TagCount[]> {
  const distinct = await db.entries.orderBy('tags').uniqueKeys();
  const counts = await Promise.all(
    distinct.map(async (key) => ({
      tag: String(key),
      count: await db.entries.where('tags').equals(key).filter((entry) => !entry._deleted).count(),
    })),
  );
  return counts.filter(({ count }) => count > 0).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Asked for only while "More tags" is open. */
export function useTagCounts(open: boolean): TagCount[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => (open ? tagCounts(db) : Promise.resolve(undefined)), [db, open]);
}

/**
 * Tag suggestions for the entry editor (core spec 9). Counted from the `tags` index (its distinct
 * keys, then a native count per tag) rather than from whole rows, so it stays quick with
 * thousands of entries.
 */
export async function suggestedTags(db: LearnLogDatabase): Promise<string[]> {
  const distinct = await db.entries.orderBy('tags').uniqueKeys();
  const uses = await Promise.all(
    distinct.map(async (key) => ({ tag: String(key), n: await db.entries.where('tags').equals(key).count() })),
  );
  // popularTags counts entries; one stand-in per use gives it the same counts.
  return popularTags(uses.flatMap(({ tag, n }) => Array.from({ length: n }, () => ({ tags: [tag] }))));
}

const NO_TAGS: string[] = [];

export function usePopularTags(): string[] {
  const db = useDatabase();
  return useLiveQuery(() => suggestedTags(db), [db]) ?? NO_TAGS;
}
