/**
 * The sync engine's calls, on the device's one HTTP client (lib/api-client.ts): the outbox's REST
 * calls with the protocol's headers, and the changes feed. `fetch` and the base URL are injected
 * (tests pass a cookie-keeping fetch aimed at the real server; the page and the service worker
 * the browser's).
 */
import {
  SCHEMA_VERSION,
  SYNC_HEADERS,
  SYNC_PUSH_PATH,
  syncPushResponseSchema,
  type SyncChangesResponse,
  type SyncPushResponse,
} from '@learnlog/shared';
import type { OutboxMutation } from '../db/outbox-mutation';
import { browserFetch, sendRequest, type ApiResult, type FetchLike } from '../lib/api-client';
import { readChangesAnswer } from './changes-answer';
import { pushedForm, restCallOf } from './rest-call';

export type { FetchLike };

export interface TransportOptions {
  /** '' for the page's own origin; 'http://127.0.0.1:1234' in tests. */
  baseUrl?: string;
  fetch?: FetchLike;
  deviceId: string;
  /** The learner's IANA zone, for the server's daily limits (default: the device's). */
  timeZone?: string;
  schemaVersion?: number;
  /**
   * An answer already on its way for this page of changes, if any: the head script's first pages
   * of a fresh device's pull (early-changes.ts).
   */
  earlyChanges?: (since: number, limit: number, full: boolean) => Promise<Response> | undefined;
}

export type TransportResult = ApiResult;
export type TransportFailure = Exclude<ApiResult, { kind: 'ok' }>;

export interface Transport {
  send(mutation: OutboxMutation): Promise<TransportResult>;
  /** A run of the outbox in one request (POST /api/sync/push): one answer per mutation the server reached. */
  push(mutations: readonly OutboxMutation[]): Promise<{ kind: 'ok'; body: SyncPushResponse } | TransportFailure>;
  changes(since: number, limit: number, full?: boolean): Promise<{ kind: 'ok'; body: SyncChangesResponse } | TransportFailure>;
}

const unreadable = (what: string, body: unknown): TransportFailure => ({ kind: 'http', status: 502, error: { message: `The server sent ${what} this app cannot read` }, text: '', body });

export function createTransport(options: TransportOptions): Transport {
  const headers: Record<string, string> = {
    [SYNC_HEADERS.clientId]: options.deviceId,
    [SYNC_HEADERS.schemaVersion]: String(options.schemaVersion ?? SCHEMA_VERSION),
    ...(options.timeZone ? { [SYNC_HEADERS.timeZone]: options.timeZone } : {}),
  };
  const request = { baseUrl: options.baseUrl, fetch: options.fetch };
  const fetchNow = options.fetch ?? browserFetch;

  return {
    async send(mutation) {
      const call = restCallOf(mutation);
      if (!call) return { kind: 'http', status: 400, error: { message: `This app cannot send the change ${mutation.name}` }, text: '', body: null };
      return sendRequest(call.method, call.path, call.body, { ...request, headers: { ...headers, [SYNC_HEADERS.idempotencyKey]: mutation.mutationId } });
    },
    async push(mutations) {
      const result = await sendRequest('POST', SYNC_PUSH_PATH, { mutations: mutations.map(pushedForm) }, { ...request, headers });
      if (result.kind !== 'ok') return result;
      const parsed = syncPushResponseSchema.safeParse(result.body);
      return parsed.success ? { kind: 'ok', body: parsed.data } : unreadable('answers', result.body);
    },
    async changes(since, limit, full = false) {
      const early = options.earlyChanges?.(since, limit, full);
      // An early answer that failed is asked for again: it was made before this device's session.
      const fetchPage: FetchLike | undefined = early && ((input, init) => early.then((response) => (response.ok ? response : fetchNow(input, init)), () => fetchNow(input, init)));
      const result = await sendRequest('GET', `/api/sync/changes?since=${since}&limit=${limit}${full ? '&full=true' : ''}`, undefined, { ...request, fetch: fetchPage ?? request.fetch, headers });
      if (result.kind !== 'ok') return result;
      const body = readChangesAnswer(result.body);
      return body ? { kind: 'ok', body } : unreadable('changes', result.body);
    },
  };
}
