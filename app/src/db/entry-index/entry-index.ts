/**
 * The journal's full-text index itself (MiniSearch): prefix and fuzzy matching, every word must
 * match, title matches rank first. It runs in a Web Worker in the browser (entry-index-client.ts)
 * so indexing 10,000 entries (about 2 s of work in Chromium) never takes the page's thread; where
 * there are no workers (tests in Node) the same code runs in the page.
 */
import MiniSearch from 'minisearch';
import type { LocalEntry } from '../local-records';

export type Indexed = Pick<LocalEntry, 'id' | 'title' | 'content'>;

const TITLE_BOOST = 4;
/** Words shorter than this match exactly or as a prefix only: fuzzy short words match everything. */
const FUZZY_FROM_LENGTH = 4;
const FUZZY = 0.2;

/** The index and its search options (the journal bench builds the same to know what to expect). */
export const createEntryIndex = () =>
  new MiniSearch<Indexed>({
    fields: ['title', 'content'],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? FUZZY : false),
      boost: { title: TITLE_BOOST },
      combineWith: 'AND',
    },
  });

/** What the page asks of the index, in order: a search sees every change sent before it. */
export type IndexRequest =
  | { kind: 'apply'; put: Indexed[]; removed: number[] }
  | { kind: 'clear' }
  | { kind: 'search'; id: number; query: string };

export interface SearchAnswer {
  id: number;
  ids: number[];
}

/** Applies requests to one index; answers searches. */
export function createIndexHandler() {
  const documents = createEntryIndex();
  return (request: IndexRequest): SearchAnswer | undefined => {
    switch (request.kind) {
      case 'apply':
        for (const id of request.removed) if (documents.has(id)) documents.discard(id);
        for (const doc of request.put) {
          if (documents.has(doc.id)) documents.replace(doc);
          else documents.add(doc);
        }
        return undefined;
      case 'clear':
        documents.removeAll();
        return undefined;
      case 'search':
        return { id: request.id, ids: documents.search(request.query).map((result) => Number(result.id)) };
    }
  };
}
