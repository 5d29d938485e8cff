/**
 * The device's one HTTP client. `sendRequest` makes every call the app and the sync engine make,
 * with the specs' shared request rules: cookies on every call, the device's time zone, a JSON body
 * (and its Content-Type) only when there is a payload; it reads each answer once and says what
 * came back: a body, no answer at all (network), or an error answer with the server's
 * `{message, code?, errors?}`. Screens use the throwing wrappers (`apiJson`, `getQueryFn`): a
 * non-ok answer becomes an ApiError reading `{status}: {body text or statusText}`.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { SYNC_HEADERS, readErrorBody, type ErrorBody } from '@learnlog/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The browser's own fetch, looked up when called (tests may stub it). */
export const browserFetch: FetchLike = (input, init) => fetch(input, init);

export type ApiResult =
  | { kind: 'ok'; status: number; body: unknown }
  /** No answer at all: offline, DNS, connection refused or reset (also mid-answer). */
  | { kind: 'network'; error: string; cause: unknown }
  | { kind: 'http'; status: number; error: ErrorBody; text: string; body: unknown; retryAfterMs?: number };

export interface RequestOptions {
  /** Extra headers (the sync layer adds Idempotency-Key and friends). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Absolute origin for callers outside a page (tests); the page uses its own origin. */
  baseUrl?: string;
  /** Another fetch (tests give each simulated device its own network). */
  fetch?: FetchLike;
  /**
   * false: leave out X-Time-Zone. Only for a call that may come before anything else on a page
   * (the landing page's user lookup): the browser's first look at its zone loads its time-zone
   * data, a long task, and any later call of a signed-in learner sends it. Why: docs/decisions/009-first-screen-copy-and-head-script.md
   */
  timeZone?: boolean;
}

/** The device's IANA zone: the server counts daily limits in the learner's own calendar day. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** `Retry-After` as seconds or an HTTP date, in ms from now. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's `{message, code?, errors?}`, or the answer's text as its message. */
function errorOf(body: unknown, text: string): ErrorBody {
  return readErrorBody(body) ?? { message: text };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function sendRequest(method: HttpMethod, path: string, payload?: unknown, options: RequestOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { ...(options.timeZone === false ? {} : { [SYNC_HEADERS.timeZone]: deviceTimeZone() }), ...options.headers };
  const hasPayload = payload !== undefined;
  if (hasPayload) headers['Content-Type'] = 'application/json';
  const doFetch: FetchLike = options.fetch ?? browserFetch;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(`${(options.baseUrl ?? '').replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: hasPayload ? JSON.stringify(payload) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    // A cancelled query is not a network failure: let it reject as the abort it is.
    if (options.signal?.aborted) throw error;
    return { kind: 'network', error: describe(error), cause: error };
  }
  const body = text ? parseJson(text) : null;
  if (response.ok) return { kind: 'ok', status: response.status, body };
  const error = errorOf(body, text || response.statusText || `HTTP ${response.status}`);
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  return { kind: 'http', status: response.status, error, text: text || response.statusText, body, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The answer's text, or its status text when the body is empty. */
    readonly text: string,
    /** The answer parsed as JSON, or null when it is not JSON. */
    readonly body: unknown,
    /** The server's error body (`{message, code?, errors?}`), or the text as its message. */
    readonly error: ErrorBody = errorOf(body, text),
  ) {
    super(`${status}: ${text}`);
  }

  /** The server's own `message` (every error answer has one), else the status line text. */
  get serverMessage(): string {
    return this.error.message || this.text;
  }

  /** Field messages of a 400 answer (`errors: [{path, message}]`), keyed by path. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const item of this.error.errors ?? []) out[item.path] ??= item.message;
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** fetch rejects (rather than answering) when there is no network at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Sends one call; resolves with the answer's body (null when empty), throws ApiError on an error
 * answer and fetch's own error when there was no answer.
 */
export async function apiRequest(method: HttpMethod, path: string, payload?: unknown, options: RequestOptions = {}): Promise<unknown> {
  const result = await sendRequest(method, path, payload, options);
  if (result.kind === 'network') throw result.cause;
  if (result.kind === 'http') throw new ApiError(result.status, result.text, result.body, result.error);
  return result.body;
}

/** Sends one call and answers its JSON body; 204 and empty answers resolve to null. */
export async function apiJson<T>(method: HttpMethod, path: string, payload?: unknown, options?: RequestOptions): Promise<T> {
  return (await apiRequest(method, path, payload, options)) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query reader: the query key's parts joined by slashes are the path
 * (`['/api/resources', 3]` reads `/api/resources/3`). A 401 throws, or yields null when asked.
 */
export function getQueryFn<T>({ on401, baseUrl }: { on401: UnauthorizedBehavior; baseUrl?: string }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey.map(String).join('/');
    try {
      return await apiJson<T>('GET', path, undefined, { signal, baseUrl });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}
