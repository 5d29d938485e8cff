/**
 * The one way the app talks to the server, with the specs' shared request rules: cookies on every
 * call, a JSON body (and its Content-Type) only when there is a payload, and any non-ok answer
 * thrown as an ApiError reading `{status}: {body text or statusText}`.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { SYNC_HEADERS } from '@learnlog/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The answer's text, or its status text when the body is empty. */
    readonly text: string,
    /** The answer parsed as JSON, or null when it is not JSON. */
    readonly body: unknown,
  ) {
    super(`${status}: ${text}`);
  }

  /** The server's own `message` (every error answer has one), else the status line text. */
  get serverMessage(): string {
    const message = isRecord(this.body) ? this.body['message'] : undefined;
    return typeof message === 'string' && message ? message : this.text;
  }

  /** Field messages of a 400 answer (`errors: [{path, message}]`), keyed by path. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body['errors'] : undefined;
    const out: Record<string, string> = {};
    if (!Array.isArray(errors)) return out;
    for (const item of errors) {
      if (isRecord(item) && typeof item['path'] === 'string' && typeof item['message'] === 'string') {
        out[item['path']] ??= item['message'];
      }
    }
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The device's IANA zone: the server counts daily limits in the learner's own calendar day. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export interface RequestOptions {
  /** Extra headers (the sync layer adds Idempotency-Key and friends). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Absolute origin for callers outside a page (tests); the page uses its own origin. */
  baseUrl?: string;
}

/** Sends one call; resolves with the ok Response, throws ApiError otherwise. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { [SYNC_HEADERS.timeZone]: deviceTimeZone(), ...options.headers };
  const hasPayload = payload !== undefined;
  if (hasPayload) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${options.baseUrl ?? ''}${path}`, {
    method,
    headers,
    body: hasPayload ? JSON.stringify(payload) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  let body: unknown = null;
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
  }
  return new ApiError(response.status, raw || response.statusText, body);
}

/** Sends one call and parses the JSON answer; 204 and empty answers resolve to null. */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, path, payload, options);
  const raw = await response.text();
  return (raw ? JSON.parse(raw) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query reader: the query key's parts joined by slashes are the path
 * (`['/api/resources', 3]` reads `/api/resources/3`). A 401 throws, or yields null when asked.
 */
export function getQueryFn<T>({
  on401,
  baseUrl,
}: {
  on401: UnauthorizedBehavior;
  baseUrl?: string;
}): QueryFunction<T | null> {
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
