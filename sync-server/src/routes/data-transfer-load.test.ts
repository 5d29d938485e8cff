/**
 * No upload holds anyone else up (issue 34, point 5): while the server reads and writes the
 * uploads that once froze it (for 3 to 40 s), /api/health and another learner's writes keep
 * answering within 100 ms of how they answer on this machine with nothing running, measured here
 * while the import runs, on SQLite and on PostgreSQL:
 * - a 1.6 KB zip whose learnlog.json names one 600 KB photo ten times in each of 100 entries
 *   (~800 MB of data URLs once inflated, if each mention were read);
 * - 20,000 Markdown notes in a ~2.5 MB zip (froze it 2.6 s), previewed and imported;
 * - 50,000 files in one zip (6.5 s), previewed (the import writes like the 20,000's, only longer).
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

/**
 * Sends the zip as a remote client's bytes arrive, 64 KB at a time: handed to fetch whole, a
 * multi-megabyte body is copied and written in one go on this process's loop (the server's too,
 * here), which alone held the probes ~50–150 ms before the server saw a byte.
 */
async function upload(client: TestClient, zip: Uint8Array, preview = false): Promise<{ status: number; body: unknown }> {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= zip.length) controller.close();
      else controller.enqueue(zip.slice(at, (at += 64 * 1024)));
    },
  });
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const init = { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/zip', cookie } };
  const res = await fetch(`${client.baseUrl}/api/import${preview ? '?preview=true' : ''}`, init as RequestInit);
  return { status: res.status, body: await res.json() };
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
 * cores, ~100 ms pauses with nothing to do; at 25, ~500 ms), so each run is compared with the same
 * probes over an idle stretch as long as the upload (20 s at most): the upload may add at most
 * ANSWER_LIMIT_MS to the machine's own pauses. A bare 100 ms bound would fail on those pauses
 * alone, while the stalls this guards against (a synchronous read, check or write of the whole
 * upload) held everyone for 3 to 40 s, far past it. Such a pause holds both probes alike, so the
 * slowest answer of either is compared; the quietest of a few runs counts, and a stall of the
 * server's own making shows in each.
 */
async function uploadWhileAnswering(label: string, work: (importer: TestClient) => Promise<void>, tries: number): Promise<{ during: Measured; idle: Measured }> {
  let best: { during: Measured; idle: Measured } | undefined;
  for (let i = 0; i < tries; i++) {
    const importer = await newLearner(server, 'sage');
    const other = await newLearner(server, 'sage');
    const started = performance.now();
    const during = await whileAnswering(other.client, () => work(importer.client));
    const took = performance.now() - started;
    const idle = await whileAnswering(other.client, async () => {
      await sleep(Math.min(took, 20_000));
    });
    console.info(`${label}: ${Math.round(took)} ms; slowest health ${Math.round(during.slowestHealthMs)} ms, write ${Math.round(during.slowestWriteMs)} ms (idle: ${Math.round(idle.slowestHealthMs)} / ${Math.round(idle.slowestWriteMs)} ms)`);
    if (!best || worst(during) - worst(idle) < worst(best.during) - worst(best.idle)) best = { during, idle };
    if (worst(best.during) < ANSWER_LIMIT_MS + worst(best.idle)) break;
  }
  return best as { during: Measured; idle: Measured };
}

function importWhileAnswering(zip: Uint8Array, expectEntries: number, tries: number): Promise<{ during: Measured; idle: Measured }> {
  return uploadWhileAnswering(`import of ${expectEntries} entries`, async (importer) => {
    const res = await upload(importer, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: expectEntries } });
  }, tries);
}

function previewWhileAnswering(zip: Uint8Array, expectEntries: number, tries: number): Promise<{ during: Measured; idle: Measured }> {
  return uploadWhileAnswering(`preview of ${expectEntries} entries`, async (importer) => {
    const res = await upload(importer, zip, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: { entries: expectEntries } });
  }, tries);
}

/** `count` short Markdown notes, `# Note n` and a line each, in folders of 1,000 (as a vault has them). */
async function notesZip(count: number): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) files[`notes/${Math.floor(i / 1000)}/${i}.md`] = strToU8(`# Note ${i}\n\nLearned thing ${i}.`);
  const zip = zipSync(files, { level: 6 });
  // Zipping held this process's loop (the server's too) for seconds, past the kept-alive sockets'
  // timeout: let both sides close them before the next request, or it is sent on a closing one.
  await sleep(1_000);
  return zip;
}

function expectAnswered({ during, idle }: { during: Measured; idle: Measured }): void {
  expect(during.healthAnswers).toBeGreaterThan(3);
  expect(during.writes).toBeGreaterThan(0);
  expect(during.slowestHealthMs).toBeLessThan(ANSWER_LIMIT_MS + worst(idle));
  expect(during.slowestWriteMs).toBeLessThan(ANSWER_LIMIT_MS + worst(idle));
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

  it('20,000 Markdown notes in a 2 MB zip: previewed and imported', async () => {
    const zip = await notesZip(20_000);
    expect(zip.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(zip.length).toBeLessThan(3.5 * 1024 * 1024);
    expectAnswered(await previewWhileAnswering(zip, 20_000, 3));
    expectAnswered(await importWhileAnswering(zip, 20_000, 2));
  }, 600_000);

  it('50,000 files in one zip: previewed', async () => {
    const zip = await notesZip(50_000);
    expectAnswered(await previewWhileAnswering(zip, 50_000, 3));
  }, 300_000);
});
