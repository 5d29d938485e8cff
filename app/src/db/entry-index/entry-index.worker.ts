/** The journal's search index off the page's thread (entry-index.ts). */
import { createIndexHandler, type IndexRequest } from './entry-index';

const handle = createIndexHandler();

self.addEventListener('message', (event: MessageEvent<IndexRequest>) => {
  const answer = handle(event.data);
  if (answer) self.postMessage(answer);
});
