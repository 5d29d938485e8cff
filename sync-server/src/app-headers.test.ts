/** Caching and transport headers: private answers are never stored; HTTPS turns on HSTS and Secure. */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SYNC_HEADERS } from '@learnlog/shared';
import { createClient, uniqueEmail } from './test/http-client';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('learnlog.sid='));

describe('Cache-Control on API answers', () => {
  it('is no-store on private answers, errors included', async () => {
    const ann = createClient(server.url);
    await ann.register();
    for (const path of ['/api/auth/user', '/api/journal-entries', '/api/resources', '/api/user/usage', '/api/stats', '/api/sync/changes?since=0', '/api/auth/sessions']) {
      const res = await ann.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/no-store/);
    }
    const refused = await createClient(server.url).get('/api/journal-entries');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
  });
});

describe('compression', () => {
  it('compresses a large read, not the answer to a write', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const content = 'Closures keep their scope alive. '.repeat(60);
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const created = await ann.post('/api/journal-entries', { title: 'Closures', content }, { ...gzip, idempotencyKey: true });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-encoding')).toBeNull();
    const pulled = await ann.get('/api/sync/changes?since=0', gzip);
    expect(pulled.status).toBe(200);
    expect(pulled.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses API answers at gzip level 1 (a pull page costs the server a sixth of level 6)', async () => {
    const ann = createClient(server.url);
    await ann.register();
    for (let i = 0; i < 5; i += 1) {
      const created = await ann.post('/api/journal-entries', { title: `Closures ${i}`, content: `Closures keep their scope alive, entry ${i}. `.repeat(40) }, { idempotencyKey: true });
      expect(created.status).toBe(201);
    }
    const cookie = [...ann.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get(`${server.url}/api/sync/changes?since=0`, { headers: { cookie, 'accept-encoding': 'gzip', [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => (res.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(chunks)) : reject(new Error(`not gzip: ${res.statusCode}`))));
      });
      request.on('error', reject);
    });
    const text = zlib.gunzipSync(raw);
    expect(JSON.parse(text.toString('utf8'))).toMatchObject({ hasMore: false });
    expect(raw.equals(zlib.gzipSync(text, { level: 1 }))).toBe(true);
    expect(raw.equals(zlib.gzipSync(text))).toBe(false);
  });
});

describe('HTTPS', () => {
  it('with an https PUBLIC_URL, marks the session cookie Secure and sends HSTS, with no other setting', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://learnlog.example' } });
    try {
      const res = await createClient(https.url).post('/api/auth/register', { email: uniqueEmail(), password: 'long enough password' });
      expect(res.status).toBe(201);
      expect(sessionCookie(res.headers)).toMatch(/; Secure/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });

  it('over plain http, sends neither', async () => {
    const res = await createClient(server.url).post('/api/auth/register', { email: uniqueEmail(), password: 'long enough password' });
    expect(sessionCookie(res.headers)).not.toMatch(/; Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
