/**
 * Request bodies are bounded before they are parsed (docs/decisions/010-photos-stored-apart.md).
 * Real server, real sockets; the blocking is measured in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, type JournalEntry } from '@learnlog/shared';
import { bestOf, measureBlocking } from '../test/event-loop-probe';
import { createClient, type TestClient } from '../test/http-client';
import { sendRaw } from '../test/raw-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { REPLAYED_HEADER } from '../services/idempotency.service';
import { ENTRY_BODY_LIMIT_BYTES } from '../services/kinds/journal-entries';
import { DEFAULT_BODY_LIMIT_BYTES, PROFILE_BODY_LIMIT_BYTES } from './body-limits';

const BLOCKING_LIMIT_MS = 50;

let server: TestServer;
let ann: TestClient;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  ann = createClient(server.url);
  await ann.register();
  cookie = [...ann.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(() => server.close());

/** `[[[[…]]]]` of exactly `bytes` bytes: cheap to send, ruinous to parse. */
function brackets(bytes: number): Buffer {
  const half = Math.floor(bytes / 2);
  return Buffer.concat([Buffer.alloc(half, '['), Buffer.alloc(bytes - half, ']')]);
}

/** A photo as the device sends it, at the largest size the shared limits allow. */
const photoAtLimit = () => `data:image/jpeg;base64,${Buffer.alloc(FIELD_LIMITS.photoBytes, 7).toString('base64')}`;

describe('anonymous bodies', () => {
  it('refuses a 25 MB body at once, declared or streamed, while /api/health keeps answering', async () => {
    const size = 25 * 1024 * 1024;
    const longString = Buffer.concat([Buffer.from('{"type":"bug","message":"'), Buffer.alloc(size, 'a'), Buffer.from('"}')]);
    const cases = [
      { name: 'declared brackets', body: brackets(size), chunked: false, status: 413 },
      { name: 'streamed text', body: longString, chunked: true, status: 413 },
      // Streamed brackets are stopped by their shape before they reach the size limit.
      { name: 'streamed brackets', body: brackets(size), chunked: true, status: 400 },
    ];
    for (const { name, body, chunked, status } of cases) {
      let answer: Awaited<ReturnType<typeof sendRaw>> | undefined;
      const run = await bestOf(3, BLOCKING_LIMIT_MS, () =>
        measureBlocking(server.url, async () => {
          answer = await sendRaw(server.url, { method: 'POST', path: '/api/feedback', body, chunked });
        }),
      );
      expect(answer?.status, name).toBe(status);
      // The server stopped reading: most of the body was never taken in.
      expect(answer?.sentBytes ?? 0, name).toBeLessThan(body.length / 2);
      expect(run.maxStallMs, name).toBeLessThan(BLOCKING_LIMIT_MS);
      expect(run.healthAnswers, name).toBeGreaterThan(0);
    }
  });

  it('gives a visitor the small limit even on the calls that carry photos', async () => {
    const entry = { id: 77, title: 'x', content: 'y', photos: [photoAtLimit()] };
    const res = await createClient(server.url).post('/api/journal-entries', entry);
    expect(res.status).toBe(413);
    const small = await createClient(server.url).post('/api/feedback', { type: 'bug', message: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    expect(small.status).toBe(413);
  });
});

describe('signed-in bodies', () => {
  it('accepts an entry with ten photos at the device size and its longest text', async () => {
    const entry = { id: 4242, title: 't'.repeat(FIELD_LIMITS.title), content: 'c'.repeat(FIELD_LIMITS.content), photos: Array.from({ length: FIELD_LIMITS.photos }, photoAtLimit) };
    expect(JSON.stringify(entry).length).toBeLessThan(ENTRY_BODY_LIMIT_BYTES);
    const res = await ann.post<JournalEntry>('/api/journal-entries', entry, { idempotencyKey: true });
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(FIELD_LIMITS.photos);
  });

  it('binds an Idempotency-Key to a large body byte for byte (hashed while it streams in), as to a small one', async () => {
    for (const [id, photos] of [[4301, []], [4302, [photoAtLimit()]]] as const) {
      const entry = { id, title: 'Photos', content: 'c', photos };
      const key = `digest-${id}`;
      expect((await ann.post('/api/journal-entries', entry, { idempotencyKey: key })).status).toBe(201);
      const replay = await ann.post('/api/journal-entries', entry, { idempotencyKey: key });
      expect(replay.status, `${id}`).toBe(201);
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
      const changed = await ann.post('/api/journal-entries', { ...entry, content: 'd' }, { idempotencyKey: key });
      expect(changed.status, `${id}`).toBe(422);
    }
  });

  it('refuses a photo call past its limit with 413, and keeps the small limit for other calls', async () => {
    const tooBig = await sendRaw(server.url, { method: 'POST', path: '/api/journal-entries', body: Buffer.alloc(ENTRY_BODY_LIMIT_BYTES + 1, ' '), headers: { cookie } });
    expect(tooBig.status).toBe(413);
    const profile = await ann.put('/api/user/profile', { websiteUrl: 'x'.repeat(PROFILE_BODY_LIMIT_BYTES) });
    expect(profile.status).toBe(413);
    const goal = await ann.post('/api/learning-goals', { id: 5, title: 'x', description: 'y'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    expect(goal.status).toBe(413);
  });

  it('refuses the largest allowed body of brackets without parsing it, while /api/health keeps answering', async () => {
    const body = brackets(ENTRY_BODY_LIMIT_BYTES);
    let answer: Awaited<ReturnType<typeof sendRaw>> | undefined;
    const run = await bestOf(3, BLOCKING_LIMIT_MS, () =>
      measureBlocking(server.url, async () => {
        answer = await sendRaw(server.url, { method: 'POST', path: '/api/journal-entries', body, headers: { cookie } });
      }),
    );
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.text ?? '{}')).toEqual({ message: 'Request body is too deeply nested or has too many values' });
    expect(run.maxStallMs).toBeLessThan(BLOCKING_LIMIT_MS);
    expect(run.healthAnswers).toBeGreaterThan(0);
  });

  it('refuses the largest allowed body of many small values, while /api/health keeps answering', async () => {
    const values = Buffer.from(`[${'0,'.repeat(Math.floor(ENTRY_BODY_LIMIT_BYTES / 2) - 2)}0]`);
    let answer: Awaited<ReturnType<typeof sendRaw>> | undefined;
    const run = await bestOf(3, BLOCKING_LIMIT_MS, () =>
      measureBlocking(server.url, async () => {
        answer = await sendRaw(server.url, { method: 'PUT', path: '/api/journal-entries/4242', body: values, headers: { cookie } });
      }),
    );
    expect(answer?.status).toBe(400);
    expect(run.maxStallMs).toBeLessThan(BLOCKING_LIMIT_MS);
  });
});

describe('what a body must be', () => {
  it('answers 400 for malformed JSON and for a bare value, and 415 for a compressed body', async () => {
    const bad = await ann.post('/api/feedback', undefined, { rawBody: '{"a":', contentType: 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Request body is not valid JSON' });
    const bare = await ann.post('/api/feedback', undefined, { rawBody: '"text"', contentType: 'application/json' });
    expect(bare.status).toBe(400);
    const gzip = await ann.post('/api/feedback', undefined, { rawBody: '{}', contentType: 'application/json', headers: { 'Content-Encoding': 'gzip' } });
    expect(gzip.status).toBe(415);
    expect(gzip.body).toEqual({ message: 'Unsupported content encoding' });
  });

  it('counts no brackets inside strings, escaped quotes included', async () => {
    const message = `"[[[[ \\"{{{{ ${'['.repeat(1_000)} \\`;
    const res = await ann.post('/api/feedback', { type: 'bug', message });
    expect(res.status).toBe(201);
  });
});
