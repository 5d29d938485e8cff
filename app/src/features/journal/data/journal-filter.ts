/**
 * The journal's filters and their address (issue 32): `/journal?q=…&tag=…&favorite=1&resource=ID
 * &goal=ID&from=YYYY-MM-DD&to=YYYY-MM-DD`, so a reload, a bookmark or a back press keeps them.
 * Days are the learner's calendar days in their time zone.
 */
import { dayKey } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';

export interface JournalFilter {
  query: string;
  tag: string | null;
  favorite: boolean;
  resource: number | null;
  goal: number | null;
  /** First and last calendar day, inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_FILTER: JournalFilter = { query: '', tag: null, favorite: false, resource: null, goal: null, from: null, to: null };

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ID = /^[1-9]\d{0,15}$/;

const day = (value: string | null) => (value !== null && DAY.test(value) ? value : null);
const id = (value: string | null) => (value !== null && ID.test(value) ? Number(value) : null);

/** The filter an address asks for; anything malformed is left out rather than matching nothing. */
export function filterFromParams(params: URLSearchParams): JournalFilter {
  const tag = params.get('tag')?.trim();
  return {
    query: params.get('q') ?? '',
    tag: tag ? tag : null,
    favorite: params.get('favorite') === '1',
    resource: id(params.get('resource')),
    goal: id(params.get('goal')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The address's query for `filter`: only what is set, in one order. */
export function filterToParams(filter: JournalFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query !== '') params.set('q', filter.query);
  if (filter.tag !== null) params.set('tag', filter.tag);
  if (filter.favorite) params.set('favorite', '1');
  if (filter.resource !== null) params.set('resource', String(filter.resource));
  if (filter.goal !== null) params.set('goal', String(filter.goal));
  if (filter.from !== null) params.set('from', filter.from);
  if (filter.to !== null) params.set('to', filter.to);
  return params;
}

/** `/journal` with these filters, for links from elsewhere (tags, resource and goal pages, the calendar). */
export function journalPath(filter: Partial<JournalFilter> = {}): string {
  const query = filterToParams({ ...NO_FILTER, ...filter }).toString();
  return query ? `/journal?${query}` : '/journal';
}

/** Whether anything but the query narrows the list. */
export function hasRecordFilter(filter: JournalFilter): boolean {
  return filter.tag !== null || filter.favorite || filter.resource !== null || filter.goal !== null || filter.from !== null || filter.to !== null;
}

export function isFiltered(filter: JournalFilter): boolean {
  return filter.query.trim() !== '' || hasRecordFilter(filter);
}

/** Whether `entry` passes every filter but the query (the search index answers that). */
export function matchesFilter(entry: LocalEntry, filter: JournalFilter, timeZone: string): boolean {
  if (entry._deleted) return false;
  if (filter.tag !== null && !entry.tags.includes(filter.tag)) return false;
  if (filter.favorite && !entry.isFavorite) return false;
  if (filter.resource !== null && !entry.linkedResources.includes(filter.resource)) return false;
  if (filter.goal !== null && !entry.linkedGoals.includes(filter.goal)) return false;
  if (filter.from !== null || filter.to !== null) {
    const written = dayKey(entry.createdAt, timeZone);
    if (filter.from !== null && written < filter.from) return false;
    if (filter.to !== null && written > filter.to) return false;
  }
  return true;
}
