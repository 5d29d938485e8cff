/**
 * Reads GET /api/sync/events as a device would, for tests of live updates:
 *
 *   const phone = await openEventStream(server.url, ann.client, 'phone');
 *   await phone.opened();                              // the stream is subscribed
 *   await waitFor(() => phone.events().length > 0);    // ['changed']
 *   await phone.close();
 */
import { SYNC_EVENTS } from '@learnlog/shared';
import type { createClient } from './http-client';

type CookieClient = Pick<ReturnType<typeof createClient>, 'cookies'>;

/** Waits until `check` holds (the test's own timeout bounds it). */
export async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Opens the stream as the signed-in `client`'s device `clientId` and collects what it says. */
export async function openEventStream(baseUrl: string, client: CookieClient, clientId: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${SYNC_EVENTS.path}?clientId=${clientId}`, {
    headers: { cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; '), 'accept-encoding': 'gzip' },
    signal: controller.signal,
  });
  const reader = res.body?.getReader();
  let text = '';
  let ended = false;
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) {
          ended = true;
          return;
        }
        text += decoder.decode(chunk.value);
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    /** The event names so far, in order. */
    events: () => text.split('\n').filter((line) => line.startsWith('event: ')).map((line) => line.slice(7)),
    text: () => text,
    /** Whether the server ended the stream. */
    ended: () => ended,
    /** Resolves once the first line arrived: the server subscribes the stream in the same turn. */
    opened: () => waitFor(() => text.includes('retry:')),
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
