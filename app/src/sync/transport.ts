/**
 * The sync engine's calls, on the device's one HTTP client (lib/api-client.ts): the outbox's REST
 * calls with the protocol's headers, and the changes feed. `fetch` and the base URL are injected
 * (tests pass a cookie-keeping fetch aimed at the real server; the page and the service worker
 * the browser's).
 */
import { SCHEMA_VERSION, SYNC_HEADERS, syncChangesResponseSchema, type SyncChangesResponse } from '@learnlog/shared';
import type { OutboxMutation } from '../db/outbox-mutation';
import { sendRequest, type ApiResult, type FetchLike } from '../lib/api-client';

export type { FetchLike };

export interface TransportOptions {
  /** '' for the page's own origin; 'http://127.0.0.1:1234' in tests. */
  baseUrl?: string;
  fetch?: FetchLike;
  deviceId: string;
  /** The learner's IANA zone, for the server's daily limits (default: the device's). */
  timeZone?: string;
  schemaVersion?: number;
}

export type TransportResult = ApiResult;
export type TransportFailure = Exclude<ApiResult, { kind: 'ok' }>;

export interface Transport {
  send(mutation: OutboxMutation): Promise<TransportResult>;
  changes(since: number, limit: number, full?: boolean): Promise<{ kind: 'ok'; body: SyncChangesResponse } | TransportFailure>;
}

export function createTransport(options: TransportOptions): Transport {
  const headers: Record<string, string> = {
    [SYNC_HEADERS.clientId]: options.deviceId,
    [SYNC_HEADERS.schemaVersion]: String(options.schemaVersion ?? SCHEMA_VERSION),
    ...(options.timeZone ? { [SYNC_HEADERS.timeZone]: options.timeZone } : {}),
  };
  const request = { baseUrl: options.baseUrl, fetch: options.fetch };

  return {
    send(mutation) {
      const body = mutation.method === 'DELETE' ? undefined : { ...mutation.body, ...(mutation.base ? { base: mutation.base } : {}) };
      return sendRequest(mutation.method, mutation.path, body, { ...request, headers: { ...headers, [SYNC_HEADERS.idempotencyKey]: mutation.mutationId } });
    },
    async changes(since, limit, full = false) {
      const result = await sendRequest('GET', `/api/sync/changes?since=${since}&limit=${limit}${full ? '&full=true' : ''}`, undefined, { ...request, headers });
      if (result.kind !== 'ok') return result;
      const parsed = syncChangesResponseSchema.safeParse(result.body);
      if (!parsed.success) return { kind: 'http', status: 502, error: { message: 'The server sent changes this app cannot read' }, text: '', body: result.body };
      return { kind: 'ok', body: parsed.data };
    },
  };
}
