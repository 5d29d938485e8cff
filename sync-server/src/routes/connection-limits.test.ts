/**
 * Limits that keep one client from holding the server (issue 34, point 6): live-update streams
 * capped per session and per learner (the oldest closed), import and export rate-limited per
 * learner, slow headers and trickled bodies closed, and a bound on connections per address (answered 503).
 */
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test/http-client';
import { openEventStream, waitFor } from '../test/event-stream';
import type { TestServer } from '../test/test-server';
import { newLearner, startSyncedServer } from '../services/synced-record.fixtures';
import { EVICTED_RETRY_MS } from './sync-events.route';
import { TOO_MANY_EXPORTS, TOO_MANY_IMPORTS } from './data-transfer.route';
import { CONNECTIONS_RETRY_AFTER_S, TOO_MANY_CONNECTIONS } from '../lib/connection-limits';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({
    env: {
      STREAMS_PER_SESSION: '2',
      STREAMS_PER_LEARNER: '3',
      IMPORT_RATE_LIMIT: '2',
      EXPORT_RATE_LIMIT: '2',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '1500',
      CONNECTIONS_PER_ADDRESS: '40',
    },
  });
});
afterAll(() => server.close());

const port = () => Number(new URL(server.url).port);

/** A raw socket to the server; `closed` resolves with what the server sent before it closed. */
function rawSocket(): { socket: Socket; closed: Promise<string>; connected: Promise<void> } {
  const socket = connect(port(), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve(received))),
  };
}

/** A GET on a connection of its own (fetch would reuse one kept alive from before). */
function freshGet(path: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
    }).on('error', reject);
  });
}

describe('live-update streams', () => {
  it('one session holds at most STREAMS_PER_SESSION: a new one ends the oldest, told to wait before reconnecting', async () => {
    const ann = await newLearner(server, 'sage');
    const first = await openEventStream(server.url, ann.client, 'tab-1');
    await first.opened();
    const second = await openEventStream(server.url, ann.client, 'tab-2');
    await second.opened();
    expect(first.ended()).toBe(false);
    const third = await openEventStream(server.url, ann.client, 'tab-3');
    await third.opened();
    await waitFor(() => first.ended());
    expect(first.text()).toContain(`retry: ${EVICTED_RETRY_MS}`);
    expect(second.ended()).toBe(false);
    expect(third.ended()).toBe(false);
    await Promise.all([second.close(), third.close()]);
  });

  it('one learner holds at most STREAMS_PER_LEARNER across sessions; another learner is untouched', async () => {
    const ann = await newLearner(server, 'sage');
    const laptop = createClient(server.url);
    await laptop.login(ann.user.email);
    const bob = await newLearner(server, 'sage');
    const bobs = await openEventStream(server.url, bob.client, 'bob');
    await bobs.opened();
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    for (const [client, name] of [[ann.client, 'phone'], [laptop, 'laptop-1'], [laptop, 'laptop-2']] as const) {
      const stream = await openEventStream(server.url, client, name);
      await stream.opened();
      streams.push(stream);
    }
    expect(streams.map((s) => s.ended())).toEqual([false, false, false]);
    const fourth = await openEventStream(server.url, ann.client, 'phone-2');
    await fourth.opened();
    await waitFor(() => streams[0]?.ended() === true);
    expect(streams.slice(1).map((s) => s.ended())).toEqual([false, false]);
    expect(bobs.ended()).toBe(false);
    await Promise.all([...streams.slice(1), fourth, bobs].map((s) => s.close()));
  });
});

describe('rate limits per learner', () => {
  const zip = zipSync({ 'a.md': strToU8('---\ndate: 2023-01-01\n---\nhello') });
  const importOnce = (client: ReturnType<typeof createClient>) =>
    client.post('/api/import?preview=true', undefined, { rawBody: zip.slice(), headers: { 'content-type': 'application/zip' } });

  it('imports: past IMPORT_RATE_LIMIT an hour, 429 with a clear message; another learner is not affected', async () => {
    const ann = await newLearner(server, 'sage');
    expect((await importOnce(ann.client)).status).toBe(200);
    expect((await importOnce(ann.client)).status).toBe(200);
    expect(await importOnce(ann.client)).toMatchObject({ status: 429, body: { message: TOO_MANY_IMPORTS } });
    const bob = await newLearner(server, 'sage');
    expect((await importOnce(bob.client)).status).toBe(200);
  });

  it('exports: past EXPORT_RATE_LIMIT an hour, 429 with a clear message', async () => {
    const ann = await newLearner(server, 'sage');
    expect((await ann.client.get('/api/export')).status).toBe(200);
    expect((await ann.client.get('/api/export')).status).toBe(200);
    expect(await ann.client.get('/api/export')).toMatchObject({ status: 429, body: { message: TOO_MANY_EXPORTS } });
  });
});

describe('slow clients are closed', () => {
  it('headers that do not arrive within HEADERS_TIMEOUT_MS', async () => {
    const { socket, closed, connected } = rawSocket();
    await connected;
    const started = performance.now();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const answer = await closed;
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a body trickled a byte at a time is closed after REQUEST_TIMEOUT_MS', async () => {
    const { socket, closed, connected } = rawSocket();
    await connected;
    const started = performance.now();
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('{'), 200);
    const answer = await closed.finally(() => clearInterval(trickle));
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(1_000);
    expect(took).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connections per address', () => {
  it('past CONNECTIONS_PER_ADDRESS, a new connection is answered 503 with Retry-After and a message, then closed; once some close, new ones are served again', async () => {
    const held = Array.from({ length: 40 }, rawSocket);
    await Promise.all(held.map((s) => s.connected));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = rawSocket();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await extra.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toContain(`Retry-After: ${CONNECTIONS_RETRY_AFTER_S}\r\n`);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: TOO_MANY_CONNECTIONS });
    // An ordinary client reads it as the answer to its request (and the app never saw the request).
    const refused = await freshGet('/api/health');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe(String(CONNECTIONS_RETRY_AFTER_S));
    expect(JSON.parse(refused.body)).toEqual({ message: TOO_MANY_CONNECTIONS });
    for (const s of held) s.socket.destroy();
    await Promise.all(held.map((s) => s.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
