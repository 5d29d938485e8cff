/**
 * Import and export at 5,000 entries with /api/health timed beside them (prints figures, asserts
 * nothing; the bound is issue 34's: no upload or download holds others up, health within 100 ms).
 * The health probe runs during each transfer and again over an idle stretch as long, so the
 * machine's own pauses (other work on a shared machine) are printed beside the transfer's.
 *
 * Run: npx tsx scripts/bench/transfer-bench.ts
 */
import { strToU8, zipSync } from 'fflate';
import { buildExport, type ExportData, type JournalEntry } from '@learnlog/shared';
import { createClient } from '../../sync-server/src/test/http-client';
import { startTestServer } from '../../sync-server/src/test/test-server';

const ENTRIES = 5_000;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function entry(i: number): JournalEntry {
  const stamp = new Date(Date.UTC(2022, 0, 1) + i * 3_600_000).toISOString();
  return {
    id: 1_000_000 + i, title: `Entry ${i}`, content: `What I learned today, note ${i}: ${'spaced repetition works '.repeat(20)}`, keyLearning: null,
    questions: null, tags: ['learning'], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: i + 1,
  };
}

/** Runs `work` while GET /api/health is asked every 5 ms; answers the work's time and the slowest answer. */
async function withHealth(url: string, work: () => Promise<unknown>): Promise<{ ms: number; slowestHealthMs: number; answers: number }> {
  let running = true;
  let slowestHealthMs = 0;
  let answers = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      answers += 1;
      await sleep(5);
    }
  })();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  running = false;
  await probe;
  return { ms, slowestHealthMs, answers };
}

async function main(): Promise<void> {
  const data: ExportData = { entries: Array.from({ length: ENTRIES }, (_, i) => entry(i)), resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], profile: null };
  const file = await buildExport(data, { now: new Date() });
  const zip = new Uint8Array(file.size);
  let at = 0;
  for (const chunk of file.chunks) {
    zip.set(chunk, at);
    at += chunk.length;
  }

  const server = await startTestServer();
  try {
    await createClient(server.url).register(); // the first account is an admin; learners come after
    const ann = createClient(server.url);
    await ann.register();
    // The reader's thread starts once per process (at start-up in `npm start`): not part of the figures.
    await ann.post('/api/import?preview=true', undefined, { rawBody: zipSync({ 'a.md': strToU8('# a\n\nb') }), headers: { 'content-type': 'application/zip' } });

    let answer = '';
    const imported = await withHealth(server.url, async () => {
      const res = await ann.post('/api/import', undefined, { rawBody: zip, headers: { 'content-type': 'application/zip' } });
      answer = `${res.status} ${String(res.body.message)}`;
    });
    const idleImport = await withHealth(server.url, () => sleep(imported.ms));
    console.log(`POST /api/import, ${fmt(ENTRIES)} entries: ${fmt(imported.ms)} ms → ${answer}`);
    console.log(`   /api/health meanwhile: slowest ${fmt(imported.slowestHealthMs)} ms of ${fmt(imported.answers)} answers (idle machine, same length: ${fmt(idleImport.slowestHealthMs)} ms) — bound 100 ms`);

    const cookie = [...ann.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let bytes = 0;
    const exported = await withHealth(server.url, async () => {
      bytes = (await (await fetch(`${server.url}/api/export`, { headers: { cookie } })).arrayBuffer()).byteLength;
    });
    const idleExport = await withHealth(server.url, () => sleep(exported.ms));
    console.log(`GET /api/export, ${fmt(ENTRIES)} entries: ${fmt(exported.ms)} ms for ${(bytes / 1024 / 1024).toFixed(1)} MB (streamed)`);
    console.log(`   /api/health meanwhile: slowest ${fmt(exported.slowestHealthMs)} ms of ${fmt(exported.answers)} answers (idle machine, same length: ${fmt(idleExport.slowestHealthMs)} ms) — bound 100 ms`);
  } finally {
    await server.close();
  }
}

await main();
