/**
 * The journal list's reads as live hooks: they re-run on every local write or pulled change.
 * Reads are bounded by `limit` (the list asks for more as the learner scrolls), so a journal of
 * 10,000 entries never loads whole.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { entrySearch } from '../../../db/entry-search';
import { firstTags, suggestedTags, tagCounts, type TagCount } from '../../../db/queries/entry-tags';
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

/** The filter chips: the first distinct tags, newest entries first. */
export function useTagChips(): string[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => firstTags(db), [db]);
}

/** Asked for only while "More tags" is open. */
export function useTagCounts(open: boolean): TagCount[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => (open ? tagCounts(db) : Promise.resolve(undefined)), [db, open]);
}

const NO_TAGS: string[] = [];

/** Tag suggestions for the entry editor (core spec 9). */
export function usePopularTags(): string[] {
  const db = useDatabase();
  return useLiveQuery(() => suggestedTags(db), [db]) ?? NO_TAGS;
}
