/**
 * How the device reaches its search index: changes and searches in order, a search answering
 * with every change sent before it applied. In the app's page the index runs in a Web Worker
 * (entry-index-worker-client.ts); elsewhere in the same thread, behind the same calls.
 */
import { createIndexHandler, type Indexed } from './entry-index';

export interface EntryIndexClient {
  apply(put: Indexed[], removed: number[]): void;
  clear(): void;
  search(query: string): Promise<number[]>;
}

export function inPage(): EntryIndexClient {
  const handle = createIndexHandler();
  return {
    apply: (put, removed) => void handle({ kind: 'apply', put, removed }),
    clear: () => void handle({ kind: 'clear' }),
    search: (query) => Promise.resolve(handle({ kind: 'search', id: 0, query })?.ids ?? []),
  };
}
