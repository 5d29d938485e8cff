/**
 * The largest body a learner may legitimately send, an entry with ten photos at the device's scaled
 * size and its longest text, holds the server up for one short turn at most, from the first byte to
 * the last byte of the answer, while /api/health keeps answering (issue 12, point 1). The bodies are
 * built before the measurement and sent with `sendRaw`, so only the server's own work counts.
 * The bound guards against stalls of the server's own making, it is not a benchmark.
 * Why and its figures: docs/decisions/010-photos-stored-apart.md
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, type JournalEntry } from '@learnlog/shared';
import { bestOf, measureBlocking, type BlockingMeasurement } from '../test/event-loop-probe';
import { createClient } from '../test/http-client';
import { sendRaw, type RawResponse } from '../test/raw-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { ENTRY_BODY_LIMIT_BYTES } from '../services/kinds/journal-entries';

const BLOCKING_LIMIT_MS = 80;
/**
 * More tries than the lighter blocking tests: each run spans ~0.5 s of work on a machine shared
 * with other test files and PostgreSQL, so one is likelier to be preempted; a stall of the
 * server's own making shows in every run (event-loop-probe.ts).
 */
const TRIES = 5;

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  const ann = createClient(server.url);
  await ann.register();
  cookie = [...ann.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(() => server.close());

/** Random bytes, so the photo is as large as its limit and nothing along the way can shrink it. */
const randomPhoto = () => `data:image/jpeg;base64,${randomBytes(FIELD_LIMITS.photoBytes).toString('base64')}`;
const tenPhotos = () => Array.from({ length: FIELD_LIMITS.photos }, randomPhoto);

const longestText = (id: number) => ({
  title: `Entry ${id} `.padEnd(FIELD_LIMITS.title, 't'),
  content: 'c'.repeat(FIELD_LIMITS.content),
  keyLearning: 'k'.repeat(FIELD_LIMITS.shortText),
  questions: 'q'.repeat(FIELD_LIMITS.shortText),
});

function asBody(value: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(value));
  expect(body.length).toBeGreaterThan(0.9 * FIELD_LIMITS.photos * FIELD_LIMITS.photoBytes * (4 / 3));
  expect(body.length).toBeLessThanOrEqual(ENTRY_BODY_LIMIT_BYTES);
  return body;
}

/** Sends one pre-built body per try (a fresh id and key each time) and keeps the quietest run. */
async function measureSends(requests: Array<{ method: string; path: string; body: Buffer }>): Promise<{ run: BlockingMeasurement; answers: RawResponse[] }> {
  const answers: RawResponse[] = [];
  let next = 0;
  const run = await bestOf(TRIES, BLOCKING_LIMIT_MS, () =>
    measureBlocking(server.url, async () => {
      const request = requests[next] ?? requests[requests.length - 1];
      next += 1;
      if (!request) throw new Error('no request to send');
      const headers = { cookie, 'idempotency-key': `largest-${request.method}-${next}-${Math.random()}` };
      answers.push(await sendRaw(server.url, { ...request, headers }));
    }),
  );
  return { run, answers };
}

describe('the largest legitimate signed-in body', () => {
  it('creates an entry with ten device-sized photos and its longest text, blocking for one short turn', async () => {
    const entries = Array.from({ length: TRIES }, (_, i) => ({ id: 9000 + i, ...longestText(9000 + i), photos: tenPhotos() }));
    const requests = entries.map((entry) => ({ method: 'POST', path: '/api/journal-entries', body: asBody(entry) }));

    const { run, answers } = await measureSends(requests);

    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(201);
      const created = JSON.parse(answer.text) as JournalEntry;
      expect(created.photos).toEqual(entries[i]?.photos);
    }
    expect(run.maxStallMs).toBeLessThan(BLOCKING_LIMIT_MS);
    expect(run.healthAnswers).toBeGreaterThan(0);
  });

  it('updates an entry with ten new device-sized photos, its longest text and its base, blocking for one short turn', async () => {
    const id = 9100;
    const original = { id, ...longestText(id) };
    const created = await sendRaw(server.url, { method: 'POST', path: '/api/journal-entries', body: Buffer.from(JSON.stringify(original)), headers: { cookie } });
    expect(created.status).toBe(201);
    // The text as the device sends it with a photo change: every field, each with its base.
    const updates = Array.from({ length: TRIES }, () => ({ ...longestText(id), photos: tenPhotos(), base: longestText(id) }));
    const requests = updates.map((update) => ({ method: 'PUT', path: `/api/journal-entries/${id}`, body: asBody(update) }));

    const { run, answers } = await measureSends(requests);

    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 200) console.log(answer.text.slice(0, 500));
      expect(answer.status).toBe(200);
      const updated = JSON.parse(answer.text) as JournalEntry;
      expect(updated.photos).toEqual(updates[i]?.photos);
    }
    expect(run.maxStallMs).toBeLessThan(BLOCKING_LIMIT_MS);
    expect(run.healthAnswers).toBeGreaterThan(0);
  });
});
