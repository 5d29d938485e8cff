/**
 * The device's view of the network in sync tests: a fetch that keeps a test client's cookies
 * (the session), aims at the current real server (which a test may restart on a new port), can
 * be switched off, and can lose an answer after the server applied the request. It never fakes
 * the server: every answer the device sees comes from the real one.
 */
import { parseSetCookie } from 'cookie';
import type { TestClient } from '../../../../sync-server/src/test/http-client';
import type { FetchLike } from '../transport';

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number | null;
}

export interface TestNetwork {
  fetch: FetchLike;
  /** Every request that reached the server, in order (status null: the answer was lost). */
  sent: SentRequest[];
  online: boolean;
  /** Where requests go: change it after restarting the server. */
  target: string;
  /** Lose the answer of the next request matching this (the server still applies it). */
  loseAnswerOnce(match: (method: string, path: string) => boolean): void;
  /** Runs before each request reaches the server (e.g. stop the server mid-replay). */
  beforeRequest?: (request: { method: string; path: string; index: number }) => Promise<void> | void;
}

export function createTestNetwork(client: TestClient, target: string): TestNetwork {
  let loseNext: ((method: string, path: string) => boolean) | null = null;

  const network: TestNetwork = {
    sent: [],
    online: true,
    target,
    loseAnswerOnce(match) {
      loseNext = match;
    },
    fetch: async (input, init = {}) => {
      const method = init.method ?? 'GET';
      const path = input.replace(/^https?:\/\/[^/]+/, '');
      if (!network.online) throw new TypeError('fetch failed (offline)');
      await network.beforeRequest?.({ method, path, index: network.sent.length });

      const headers = new Headers(init.headers);
      if (client.cookies.size > 0) headers.set('cookie', [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const record: SentRequest = { method, path, idempotencyKey: headers.get('Idempotency-Key'), status: null };
      const res = await fetch(`${network.target}${path}`, { ...init, headers });
      network.sent.push(record);
      for (const line of res.headers.getSetCookie()) {
        const cookie = parseSetCookie(line);
        if (!cookie.value) client.cookies.delete(cookie.name);
        else client.cookies.set(cookie.name, cookie.value);
      }
      if (loseNext?.(method, path)) {
        loseNext = null;
        await res.arrayBuffer();
        throw new TypeError('fetch failed (the answer was lost)');
      }
      record.status = res.status;
      return res;
    },
  };
  return network;
}

/** Only the writes (what the outbox sent), for assertions about replay. */
export function sentWrites(network: TestNetwork): SentRequest[] {
  return network.sent.filter((r) => r.method !== 'GET');
}
