/**
 * A call the server closed unread on a kept-alive socket (ECONNRESET, "socket hang up") is sent
 * once more; any other failure stands (docs/decisions/002).
 */
import type { APIRequestContext } from 'playwright-core';

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;
const CLOSED_UNREAD = /ECONNRESET|socket hang up|other side closed/;

export function retryRequestsOnClosedSockets(request: APIRequestContext): void {
  for (const verb of VERBS) {
    const send = request[verb].bind(request) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(request, {
      [verb]: async (...args: unknown[]) => {
        try {
          return await send(...args);
        } catch (error) {
          if (!(error instanceof Error) || !CLOSED_UNREAD.test(error.message)) throw error;
          return send(...args);
        }
      },
    });
  }
}
