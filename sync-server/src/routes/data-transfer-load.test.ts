/**
 * No upload holds anyone else up (issue 34, point 5): while the server reads and writes the
 * uploads that once froze it (for 3 to 40 s), /api/health and another learner's writes keep
 * answering within 100 ms of how they answer on this machine with nothing running, measured here
 * while the import runs, on SQLite and on PostgreSQL:
 * - a 1.6 KB zip whose learnlog.json names one 600 KB photo ten times in each of 100 entries
 *   (~800 MB of data URLs once inflated, if each mention were read).
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@learnlog/shared';
import type { TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer } from '../services/synced-record.fixtures';

const ANSWER_LIMIT_MS = 100;

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
  // The reader's thread starts once per process (server.ts warms it at start-up): not part of the measure.
  const warm = await newLearner(server, 'sage');
  await upload(warm.client, zipSync({ 'a.md': strToU8('# warm\n\nup') }), true);
}, 120_000);
afterAll(() => server.close());

function upload(client: TestClient, zip: Uint8Array, preview = false) {
  return client.post(`/api/import${preview ? '?preview=true' : ''}`, undefined, { rawBody: zip.slice(), headers: { 'content-type': 'application/zip' } });
}

interface Measured {
  healthAnswers: number;
  slowestHealthMs: number;
  writes: number;
  slowestWriteMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while one loop asks /api/health and another learner writes entries, each timed. */
async function whileAnswering(other: TestClient, work: () => Promise<void>): Promise<Measured> {
  const measured: Measured = { healthAnswers: 0, slowestHealthMs: 0, writes: 0, slowestWriteMs: 0 };
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      if (res.ok) measured.healthAnswers += 1;
      measured.slowestHealthMs = Math.max(measured.slowestHealthMs, performance.now() - started);
      await sleep(5);
    }
  })();
  const writes = (async () => {
    while (running) {
      const started = performance.now();
      const res = await other.post('/api/journal-entries', { title: `Meanwhile ${measured.writes}`, content: 'Still here' }, deviceWrite());
      if (res.status === 201) measured.writes += 1;
      measured.slowestWriteMs = Math.max(measured.slowestWriteMs, performance.now() - started);
      await sleep(20);
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await Promise.all([health, writes]);
  }
  return measured;
}

const worst = (m: Measured) => Math.max(m.slowestHealthMs, m.slowestWriteMs);

/**
 * A shared machine stops the whole process now and then whatever it runs (at a load of 15 on two
 * cores, ~100 ms pauses with nothing to do), so each run is compared with the same probes over an
 * idle stretch as long as the import: the import may add at most ANSWER_LIMIT_MS to the machine's
 * own pauses. The quietest of a few runs counts; a stall of the server's own making shows in each.
 */
async function importWhileAnswering(zip: Uint8Array, expectEntries: number, tries: number): Promise<{ during: Measured; idle: Measured }> {
  let best: { during: Measured; idle: Measured } | undefined;
  for (let i = 0; i < tries; i++) {
    const importer = await newLearner(server, 'sage');
    const other = await newLearner(server, 'sage');
    const started = performance.now();
    const during = await whileAnswering(other.client, async () => {
      const res = await upload(importer.client, zip);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ added: { entries: expectEntries } });
    });
    const took = performance.now() - started;
    const idle = await whileAnswering(other.client, async () => {
      await sleep(Math.min(took, 20_000));
    });
    console.info(`import of ${expectEntries} entries: ${Math.round(took)} ms; slowest health ${Math.round(during.slowestHealthMs)} ms, write ${Math.round(during.slowestWriteMs)} ms (idle: ${Math.round(idle.slowestHealthMs)} / ${Math.round(idle.slowestWriteMs)} ms)`);
    if (!best || worst(during) - worst(idle) < worst(best.during) - worst(best.idle)) best = { during, idle };
    if (worst(best.during) < ANSWER_LIMIT_MS) break;
  }
  return best as { during: Measured; idle: Measured };
}

function expectAnswered({ during, idle }: { during: Measured; idle: Measured }): void {
  expect(during.healthAnswers).toBeGreaterThan(3);
  expect(during.writes).toBeGreaterThan(0);
  expect(during.slowestHealthMs).toBeLessThan(ANSWER_LIMIT_MS + idle.slowestHealthMs);
  expect(during.slowestWriteMs).toBeLessThan(ANSWER_LIMIT_MS + idle.slowestWriteMs);
}

describe('an upload never holds up other requests', () => {
  it('a 1.6 KB zip naming one 600 KB photo ten times in each of 100 entries: the photo is read and stored once', async () => {
    const photo = 'entries/photos/same.png';
    const entries = Array.from({ length: 100 }, (_, i) => ({
      id: 1000 + i,
      createdAt: '2024-01-01T10:00:00.000Z',
      title: `Entry ${i}`,
      content: 'Same photo, ten times',
      photos: Array.from({ length: FIELD_LIMITS.photos }, () => photo),
    }));
    const json = JSON.stringify({ format: 'learnlog-export', version: 1, exportedAt: '2024-01-02T00:00:00.000Z', entries });
    const zip = zipSync({ 'learnlog.json': strToU8(json), [photo]: new Uint8Array(FIELD_LIMITS.photoBytes) }, { level: 9 });
    expect(zip.length).toBeLessThan(2_000);

    const measured = await importWhileAnswering(zip, 100, 3);
    expectAnswered(measured);
    const stored = await server.db.q.select({ hash: server.db.t.photos.hash }).from(server.db.t.photos);
    // Every importer so far imported the same picture: one photo row each, never one per mention.
    expect(new Set(stored.map((row) => row.hash)).size).toBe(1);
  }, 240_000);
});
