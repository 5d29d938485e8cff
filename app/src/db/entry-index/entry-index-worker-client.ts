/** The search index in a Web Worker, for the app's page (main.tsx installs it). */
import type { IndexRequest, SearchAnswer, SearchPage } from './entry-index';
import type { EntryIndexFactory } from './entry-index-choice';

export const workerIndex: EntryIndexFactory = (lost) => {
  const worker = new Worker(new URL('./entry-index.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { query: string; count: number; resolve: (page: SearchPage) => void }>();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<SearchAnswer>) => {
    const { id, ids, total } = event.data;
    waiting.get(id)?.resolve({ ids, total });
    waiting.delete(id);
  });
  worker.addEventListener('error', (event) => {
    console.warn('LearnLog search runs in the page: its worker failed', event.message);
    worker.terminate();
    const retry = lost();
    for (const { query, count, resolve } of waiting.values()) void retry(query, count).then(resolve);
    waiting.clear();
  });
  const send = (request: IndexRequest) => worker.postMessage(request);
  return {
    apply: (put, removed) => send({ kind: 'apply', put, removed }),
    clear: () => send({ kind: 'clear' }),
    search: (query, count) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, { query, count, resolve });
        send({ kind: 'search', id, query, count });
      }),
  };
};
