/**
 * HTTP for the sync engine: the outbox's REST calls with the protocol's headers, and the
 * changes feed. `fetch` and the base URL are injected (tests pass a cookie-keeping fetch aimed at
 * the real server; the page passes the browser's, the service worker its own).
 */
import { SCHEMA_VERSION, SYNC_HEADERS, errorBodySchema, syncChangesResponseSchema, type ErrorBody, type SyncChangesResponse } from '@learnlog/shared';
import type { OutboxMutation } from '../db/outbox-mutation';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** '' for the page's own origin; 'http://127.0.0.1:1234' in tests. */
  baseUrl?: string;
  fetch?: FetchLike;
  deviceId: string;
  /** The learner's IANA zone, for the server's daily limits. */
  timeZone?: string;
  schemaVersion?: number;
}

export type TransportResult =
  | { kind: 'ok'; status: number; body: unknown }
  /** No answer at all: offline, DNS, connection refused or reset. */
  | { kind: 'network'; error: string }
  | { kind: 'http'; status: number; error: ErrorBody; retryAfterMs?: number };

export interface Transport {
  send(mutation: OutboxMutation): Promise<TransportResult>;
  changes(since: number, limit: number, full?: boolean): Promise<{ kind: 'ok'; body: SyncChangesResponse } | Exclude<TransportResult, { kind: 'ok' }>>;
}

/** `Retry-After` as seconds or an HTTP date, in ms from now. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(status: number, body: unknown, statusText: string): ErrorBody {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { message: typeof body === 'string' && body ? body : statusText || `HTTP ${status}` };
}

export function defaultTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const commonHeaders = {
    [SYNC_HEADERS.clientId]: options.deviceId,
    [SYNC_HEADERS.schemaVersion]: String(options.schemaVersion ?? SCHEMA_VERSION),
    [SYNC_HEADERS.timeZone]: options.timeZone ?? defaultTimeZone(),
  };

  async function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<TransportResult> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: { ...commonHeaders, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
    } catch (error) {
      return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
    }
    let payload: unknown;
    try {
      payload = await readBody(res);
    } catch (error) {
      // The connection dropped while the answer was arriving: the same as no answer.
      return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
    }
    if (res.ok) return { kind: 'ok', status: res.status, body: payload };
    const retryAfterMs = parseRetryAfter(res.headers.get('Retry-After'));
    return { kind: 'http', status: res.status, error: errorOf(res.status, payload, res.statusText), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }

  return {
    send(mutation) {
      const body = mutation.method === 'DELETE' ? undefined : { ...mutation.body, ...(mutation.base ? { base: mutation.base } : {}) };
      return call(mutation.method, mutation.path, { [SYNC_HEADERS.idempotencyKey]: mutation.mutationId }, body);
    },
    async changes(since, limit, full = false) {
      const result = await call('GET', `/api/sync/changes?since=${since}&limit=${limit}${full ? '&full=true' : ''}`, {});
      if (result.kind !== 'ok') return result;
      const parsed = syncChangesResponseSchema.safeParse(result.body);
      if (!parsed.success) return { kind: 'http', status: 502, error: { message: 'The server sent changes this app cannot read' } };
      return { kind: 'ok', body: parsed.data };
    },
  };
}
