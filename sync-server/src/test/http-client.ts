/**
 * A small cookie-keeping HTTP client for route tests: one client is one browser, so two clients
 * are two learners (or two devices, after `login` with the same account).
 *
 *   const ann = createClient(server.url);
 *   const { user, email, password } = await ann.register({ firstName: 'Ann' });
 *   const res = await ann.get<User>('/api/auth/user');   // { status, body, text, headers }
 *   await ann.put('/api/journal-entries/5', { title: 'x' }, { idempotencyKey: 'key-1' });
 *   await ann.post('/api/x', undefined, { rawBody: 'a=b', contentType: 'application/x-www-form-urlencoded' });
 *
 * JSON bodies are sent as application/json; answers with a JSON type are parsed into `body`
 * (otherwise `body` is the text). It never throws on a status, except `register`/`login`, which
 * are set-up helpers and throw when they fail.
 */
import { randomUUID } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import type { RegisterInput, User } from '@learnlog/shared';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sends `Idempotency-Key`; `true` makes a new random key. */
  idempotencyKey?: string | true;
  /** Sends this body exactly as given, instead of JSON (bytes for uploads). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  /** Content-Type for `rawBody` (default none). */
  contentType?: string;
}

export interface TestResponse<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** Default body type: field access in assertions without casts (`res.body.message`). */
export type JsonObject = Record<string, unknown>;

export interface RegisteredUser {
  user: User;
  email: string;
  password: string;
}

const TEST_PASSWORD = 'correct horse battery staple';
let registered = 0;

/** A unique e-mail per call, so tests never collide on one database. */
export function uniqueEmail(prefix = 'learner'): string {
  registered += 1;
  return `${prefix}-${registered}-${randomUUID().slice(0, 8)}@example.com`;
}

export function createClient(baseUrl: string) {
  const cookies = new Map<string, string>();

  function storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      // The server's clock may be moved by the test, so only an explicit clearing removes a
      // cookie here; expiry is the server's job (and what tests assert).
      const cleared = !cookie.value || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || (cookie.expires && cookie.expires.getTime() < Date.UTC(2000, 0, 1));
      if (cleared) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value ?? '');
    }
  }

  async function request<T = JsonObject>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey === true ? randomUUID() : options.idempotencyKey;

    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }

    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    storeCookies(res.headers);
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json') && text.length > 0;
    return { status: res.status, body: (isJson ? JSON.parse(text) : text) as T, text, headers: res.headers };
  }

  const client = {
    baseUrl,
    /** The cookie jar: name → value. */
    cookies,
    request,
    get: <T = JsonObject>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = JsonObject>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    put: <T = JsonObject>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    patch: <T = JsonObject>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
    del: <T = JsonObject>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),

    /** Creates an account (unique e-mail unless given) and keeps its session. Throws unless 201. */
    async register(input: Partial<RegisterInput> = {}): Promise<RegisteredUser> {
      const email = input.email ?? uniqueEmail();
      const password = input.password ?? TEST_PASSWORD;
      const res = await request<User>('POST', '/api/auth/register', { ...input, email, password });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
      return { user: res.body, email, password };
    },

    /** Signs in and keeps the session. Throws unless 200. */
    async login(email: string, password: string = TEST_PASSWORD): Promise<User> {
      const res = await request<User>('POST', '/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.body;
    },

    async logout(): Promise<void> {
      await request('POST', '/api/auth/logout');
    },
  };
  return client;
}

export type TestClient = ReturnType<typeof createClient>;
