/**
 * Saved searches on the device: read from IndexedDB, each change queued for the server like every
 * synced kind. `query` is the journal's address query (journal-filter.ts), so applying one is
 * reading it back as the address would.
 */
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalFields } from '../../../db/local-records';
import { listRecords } from '../../../sync/record-queries';
import { createRecord, deleteRecord, updateRecord } from '../../../sync/record-writes';
import { filterFromParams, filterToParams, type JournalFilter } from '../data/journal-filter';

export type LocalSavedSearch = SavedSearch & LocalFields;

/** By position, then oldest first: a new search joins the end of the row. */
export async function listSavedSearches(db: LearnLogDatabase): Promise<LocalSavedSearch[]> {
  const rows = (await listRecords(db, 'saved_searches')) as unknown as LocalSavedSearch[];
  return rows.sort((a, b) => a.position - b.position || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
}

export const queryOfFilter = (filter: JournalFilter): string => filterToParams({ ...filter, query: filter.query.trim() }).toString();

export const filterOfSavedSearch = (search: Pick<SavedSearch, 'query'>): JournalFilter => filterFromParams(new URLSearchParams(search.query));

/** The name the save dialog offers: the search text, else the tag, else a plain one. */
export function defaultSearchName(filter: JournalFilter): string {
  const text = filter.query.trim();
  const name = text !== '' ? text : filter.tag !== null ? `#${filter.tag}` : filter.favorite ? 'Favourites' : 'My search';
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}

export async function saveSearch(db: LearnLogDatabase, name: string, filter: JournalFilter): Promise<LocalSavedSearch> {
  const existing = await listSavedSearches(db);
  const position = existing.reduce((highest, search) => Math.max(highest, search.position + 1), 0);
  return (await createRecord(db, 'saved_searches', { name, query: queryOfFilter(filter), position })) as unknown as LocalSavedSearch;
}

export async function renameSavedSearch(db: LearnLogDatabase, id: number, name: string): Promise<void> {
  await updateRecord(db, 'saved_searches', id, { name });
}

export function deleteSavedSearch(db: LearnLogDatabase, id: number): Promise<void> {
  return deleteRecord(db, 'saved_searches', id);
}
