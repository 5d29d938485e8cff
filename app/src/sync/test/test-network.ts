/**
 * The device's view of the network in sync tests: a fetch that keeps a test client's cookies
 * (the session), aims at the current real server (which a test may restart on a new port), can
 * be switched off, and can lose an answer after the server applied the request. It never fakes
 * the server: every answer the device sees comes from the real one.
 */
import { parseSetCookie } from 'cookie';
import type { TestClient } from '../../../../sync-server/src/test/http-client';
import { SYNC_PUSH_PATH, syncPushBatchSchema, syncPushResponseSchema, type PushedMutation } from '@learnlog/shared';
import { restCallOf as namedRestCall } from '../rest-call';
import type { FetchLike } from '../transport';

/** One call that reached the server: on its own, or one mutation of a batch the server reached. */
export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number | null;
  /** It went in a batch (POST /api/sync/push). */
  batched?: boolean;
}

export interface TestNetwork {
  fetch: FetchLike;
  /**
   * Every call that reached the server, in order (status null: the answer was lost); a batch
   * counts as the mutations the server reached in it, so assertions read the same either way.
   */
  sent: SentRequest[];
  /** The HTTP requests themselves (a batch is one), in order. */
  requests: { method: string; path: string; mutations?: number }[];
  online: boolean;
  /** Where requests go: change it after restarting the server. */
  target: string;
  /** Lose the answer of the next request matching this, or of the batch carrying it (the server still applies it). */
  loseAnswerOnce(match: (method: string, path: string) => boolean): void;
  /** Runs before each request reaches the server (e.g. stop the server mid-replay). */
  beforeRequest?: (request: { method: string; path: string; index: number }) => Promise<void> | void;
}

export function createTestNetwork(client: TestClient, target: string): TestNetwork {
  let loseNext: ((method: string, path: string) => boolean) | null = null;

  const network: TestNetwork = {
    sent: [],
    requests: [],
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
      const res = await fetch(`${network.target}${path}`, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const cookie = parseSetCookie(line);
        if (!cookie.value) client.cookies.delete(cookie.name);
        else client.cookies.set(cookie.name, cookie.value);
      }
      const batch = method === 'POST' && path === SYNC_PUSH_PATH ? syncPushBatchSchema.parse(JSON.parse(String(init.body))).mutations.map(restCallOf) : undefined;
      network.requests.push({ method, path, ...(batch ? { mutations: batch.length } : {}) });
      const records: SentRequest[] = batch
        ? batch.map((m) => ({ method: m.method, path: m.path, idempotencyKey: m.key, status: null, batched: true }))
        : [{ method, path, idempotencyKey: headers.get('Idempotency-Key'), status: null }];
      if (loseNext && records.some((r) => loseNext?.(r.method, r.path))) {
        loseNext = null;
        await res.arrayBuffer();
        // What the server reached in the batch is unknown to the device; the test sees it as sent.
        network.sent.push(...records);
        throw new TypeError('fetch failed (the answer was lost)');
      }
      if (!batch) {
        records[0]!.status = res.status;
        network.sent.push(...records);
        return res;
      }
      const text = await res.text();
      const answered = res.ok ? syncPushResponseSchema.parse(JSON.parse(text)).results : [];
      answered.forEach((result, i) => network.sent.push({ ...records[i]!, status: result.status }));
      if (!res.ok) network.sent.push({ ...records[0]!, status: res.status });
      return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
    },
  };
  return network;
}

/** Only the writes (what the outbox sent), for assertions about replay. */
export function sentWrites(network: TestNetwork): SentRequest[] {
  return network.sent.filter((r) => r.method !== 'GET');
}

/** A batched mutation as the REST call it stands for, so tests read every write alike. */
function restCallOf(mutation: PushedMutation): { key: string; method: string; path: string } {
  if (!('name' in mutation)) return mutation;
  const call = namedRestCall(mutation);
  return { key: mutation.key, method: call?.method ?? 'POST', path: call?.path ?? mutation.name };
}
