/**
 * The device's link index (issue 32): every entry row carries `_links`, the keys of what it links
 * to, under a multiEntry index, so "Linked from", a resource's or a goal's entries and a title's
 * entry are one index read each, offline, at any journal size. The keys are made here, in the
 * write itself (a Dexie middleware), so every save, edit, delete and pulled page keeps the index
 * true with no second pass:
 *   `t:{title key}`  a `[[Title]]` link in the content, key learning or questions;
 *   `r:{id}`, `g:{id}`  a resource or goal ticked in the entry dialog;
 *   `n:{title key}`  the entry's own title (to find an entry by title).
 * Entries are what links point from; resources and goals are few, so their titles are read whole.
 */
import type { DBCore, DBCoreTable, Middleware } from 'dexie';
import { parseWikiLinks, wikiTitleKey } from '@learnlog/shared';
import type { LocalEntry } from './local-records';

export const titleLinkKey = (title: string) => `t:${wikiTitleKey(title)}`;
export const resourceLinkKey = (id: number) => `r:${id}`;
export const goalLinkKey = (id: number) => `g:${id}`;
export const entryTitleKey = (title: string) => `n:${wikiTitleKey(title)}`;

type Linkable = Pick<LocalEntry, 'title' | 'content' | 'keyLearning' | 'questions' | 'linkedResources' | 'linkedGoals'>;

/** What `entry` links to, as index keys (its own title among them). */
function entryLinkKeys(entry: Linkable): string[] {
  const keys = new Set<string>();
  // A row written before its fields are all known (the head script's early open) still stores.
  if (typeof entry.title === 'string') keys.add(entryTitleKey(entry.title));
  for (const text of [entry.content, entry.keyLearning, entry.questions]) {
    if (typeof text === 'string') for (const link of parseWikiLinks(text)) keys.add(titleLinkKey(link.target));
  }
  for (const id of entry.linkedResources ?? []) keys.add(resourceLinkKey(id));
  for (const id of entry.linkedGoals ?? []) keys.add(goalLinkKey(id));
  return [...keys];
}

/** The row as stored: with its link keys (a deleted entry waiting for its push links nothing). */
export function withLinkKeys<T extends LocalEntry>(entry: T): T & { _links: string[] } {
  return { ...entry, _links: entry._deleted ? [] : entryLinkKeys(entry) };
}

export function linkIndexMiddleware(): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'link-index',
    create(down) {
      return {
        ...down,
        table(name: string): DBCoreTable {
          const table = down.table(name);
          if (name !== 'entries') return table;
          return {
            ...table,
            mutate(req) {
              if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
              return table.mutate({ ...req, values: (req.values as LocalEntry[]).map(withLinkKeys) });
            },
          };
        },
      };
    },
  };
}
