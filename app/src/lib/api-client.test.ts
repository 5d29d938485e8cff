import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest, deviceTimeZone, getQueryFn, sendRequest } from './api-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on loopback whose answers the tests choose per path. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
const answers: Record<string, { status: number; body?: string; type?: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ hello: 'world' }), type: 'application/json' },
  '/empty': { status: 204 },
  '/invalid': {
    status: 400,
    body: JSON.stringify({ message: 'Validation failed', errors: [{ path: 'password', message: 'Too short' }] }),
    type: 'application/json',
  },
  '/down': { status: 503 },
  '/plain': { status: 500, body: 'Internal trouble', type: 'text/plain' },
  '/api/auth/user': { status: 401, body: JSON.stringify({ message: 'Unauthorized' }), type: 'application/json' },
  '/api/resources/3': { status: 200, body: JSON.stringify({ id: 3 }), type: 'application/json' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = answers[req.url ?? ''] ?? { status: 404 };
      if (answer.type) res.setHeader('Content-Type', answer.type);
      res.statusCode = answer.status;
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  seen = [];
});

describe('apiRequest', () => {
  it('sends no body and no Content-Type without a payload, and always the device time zone', async () => {
    await apiRequest('GET', '/ok', undefined, { baseUrl });
    const [request] = seen;
    expect(request?.body).toBe('');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers['x-time-zone']).toBe(deviceTimeZone());
    expect(deviceTimeZone()).toMatch(/\w/);
  });

  it('leaves the time zone out only when asked to', async () => {
    await apiRequest('GET', '/ok', undefined, { baseUrl, timeZone: false });
    await apiRequest('GET', '/ok', undefined, { baseUrl, timeZone: true });
    expect(seen.map((request) => request.headers['x-time-zone'])).toEqual([undefined, deviceTimeZone()]);
  });

  it('sends a JSON body with its Content-Type when there is a payload', async () => {
    await apiRequest('POST', '/ok', { title: 'Notes' }, { baseUrl });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ title: 'Notes' });
  });

  it('throws "{status}: {body text}" with the status and the parsed body on a non-ok answer', async () => {
    const error = await apiRequest('POST', '/invalid', { password: 'x' }, { baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe(`400: ${answers['/invalid']?.body}`);
    expect(apiError.body).toEqual(JSON.parse(answers['/invalid']?.body ?? ''));
    expect(apiError.serverMessage).toBe('Validation failed');
    expect(apiError.fieldErrors).toEqual({ password: 'Too short' });
  });

  it('uses the status text when the error answer is empty, and keeps non-JSON text as is', async () => {
    const down = (await apiRequest('GET', '/down', undefined, { baseUrl }).catch((e: unknown) => e)) as ApiError;
    expect(down.message).toBe('503: Service Unavailable');
    expect(down.body).toBeNull();

    const plain = (await apiRequest('GET', '/plain', undefined, { baseUrl }).catch((e: unknown) => e)) as ApiError;
    expect(plain.message).toBe('500: Internal trouble');
    expect(plain.serverMessage).toBe('Internal trouble');
  });
});

describe('apiJson', () => {
  it('parses JSON answers and reads an empty 204 as null', async () => {
    await expect(apiJson('GET', '/ok', undefined, { baseUrl })).resolves.toEqual({ hello: 'world' });
    await expect(apiJson('DELETE', '/empty', undefined, { baseUrl })).resolves.toBeNull();
  });
});

describe('getQueryFn', () => {
  it('joins the query key with slashes as the path', async () => {
    const client = new QueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/resources', 3],
      queryFn: getQueryFn({ on401: 'throw', baseUrl }),
    });
    expect(data).toEqual({ id: 3 });
    expect(seen[0]?.url).toBe('/api/resources/3');
  });

  it('yields null on a 401 when asked to, and throws otherwise', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull', baseUrl }) }),
    ).resolves.toBeNull();
    client.clear();
    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'throw', baseUrl }) }),
    ).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('sendRequest', () => {
  it('says what came back: a body, an error answer with the server’s words, or no answer at all', async () => {
    await expect(sendRequest('GET', '/ok', undefined, { baseUrl })).resolves.toEqual({ kind: 'ok', status: 200, body: { hello: 'world' } });
    const invalid = await sendRequest('POST', '/invalid', {}, { baseUrl });
    expect(invalid).toMatchObject({ kind: 'http', status: 400, error: { message: 'Validation failed', errors: [{ path: 'password', message: 'Too short' }] } });
    await expect(sendRequest('GET', '/plain', undefined, { baseUrl })).resolves.toMatchObject({ kind: 'http', status: 500, error: { message: 'Internal trouble' } });
    const offline = await sendRequest('GET', '/ok', undefined, { baseUrl: 'http://127.0.0.1:1' });
    expect(offline.kind).toBe('network');
    await expect(apiRequest('GET', '/ok', undefined, { baseUrl: 'http://127.0.0.1:1' })).rejects.toBeInstanceOf(TypeError);
  });
});
