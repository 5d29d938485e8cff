/**
 * Playwright's request context pools kept-alive sockets and may send on one the server is closing
 * after its keep-alive timeout (microsoft/playwright#42698): the call fails with ECONNRESET or
 * "socket hang up" although the server never read it. Such a call is sent once more; any other
 * failure stands. (A browser's own fetches retry this case themselves.)
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
