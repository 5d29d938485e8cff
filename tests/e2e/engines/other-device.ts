/** The learner's second device, from Node: its own session, writing the way a synced device does. */
import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, SYNC_HEADERS } from '@learnlog/shared';

export interface OtherDevice {
  get<T>(path: string): Promise<T>;
  write<T>(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>): Promise<T>;
}

export async function signInElsewhere(serverUrl: string, email: string, password: string): Promise<OtherDevice> {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const call = async <T>(method: string, path: string, body?: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${serverUrl}${path}`, {
      method,
      headers: {
        cookie,
        ...(body ? { 'content-type': 'application/json', [SYNC_HEADERS.idempotencyKey]: randomUUID(), [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { get: (path) => call('GET', path), write: (method, path, body) => call(method, path, body) };
}
