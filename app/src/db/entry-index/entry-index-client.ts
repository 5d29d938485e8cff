/**
 * How the device reaches its search index: changes and searches in order, a search answering
 * with every change sent before it applied. In the app's page the index runs in a Web Worker
 * (entry-index-worker-client.ts); elsewhere in the same thread, behind the same calls.
 */
import { createIndexHandler, type Indexed, type SearchPage } from './entry-index';

export interface EntryIndexClient {
  apply(put: Indexed[], removed: number[]): void;
  clear(): void;
  /** The best `count` matches of `query`, and how many match in all. */
  search(query: string, count: number): Promise<SearchPage>;
}

export function inPage(): EntryIndexClient {
  const handle = createIndexHandler();
  return {
    apply: (put, removed) => void handle({ kind: 'apply', put, removed }),
    clear: () => void handle({ kind: 'clear' }),
    search: (query, count) => Promise.resolve(handle({ kind: 'search', id: 0, query, count }) ?? { ids: [], total: 0 }),
  };
}
