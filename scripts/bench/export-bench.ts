/**
 * Export and import at 10,000 entries (prints figures, asserts nothing; budget: an export of
 * 10,000 entries in ≤ 10 s). Each figure sits beside the raw operation it is built on:
 *
 *   1. the shared export builder (what the device runs offline) vs. JSON.stringify + one deflate
 *      of the same records;
 *   2. GET /api/export over loopback from the real server at 10,000 entries;
 *   3. reading that zip back (readImport) and POST /api/import of it into an empty account.
 *
 * Run: npx tsx scripts/bench/export-bench.ts
 */
import { strToU8, zipSync } from 'fflate';
import { buildExport, readImport, type ExportData, type JournalEntry } from '@learnlog/shared';
import { createClient } from '../../sync-server/src/test/http-client';
import { startTestServer } from '../../sync-server/src/test/test-server';

const ENTRIES = 10_000;
const RUNS = 3;
const WORDS = 'closures scope react hooks state effect rust ownership borrow lifetime python async await design pattern career growth learning books'.split(' ');
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;

function entry(i: number): JournalEntry {
  const words = Array.from({ length: 150 }, (_, w) => WORDS[(i * 7 + w * 13) % WORDS.length]).join(' ');
  const stamp = new Date(Date.UTC(2022, 0, 1) + i * 3_600_000).toISOString();
  return {
    id: 1_000_000 + i, title: `Entry ${i}: ${WORDS[i % WORDS.length]}`, content: `${words} (${i})`, keyLearning: i % 3 ? null : 'Write it down',
    questions: null, tags: [WORDS[i % 5] ?? 'misc', 'learning'], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: i % 10 === 0, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: i + 1,
  };
}

async function timedRuns<T>(run: () => Promise<T>): Promise<[T, number]> {
  const times: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  return [result as T, median(times)];
}

const joined = (chunks: Uint8Array[], size: number) => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

async function main(): Promise<void> {
  const data: ExportData = { entries: Array.from({ length: ENTRIES }, (_, i) => entry(i)), resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], profile: null };
  const now = new Date();

  const [file, buildMs] = await timedRuns(() => buildExport(data, { now }));
  const [, rawMs] = await timedRuns(async () => zipSync({ 'learnlog.json': strToU8(JSON.stringify(data.entries)) }, { level: 6 }));
  console.log(`1. export builder, ${fmt(ENTRIES)} entries: ${fmt(buildMs)} ms for ${mb(file.size)} (${fmt(ENTRIES + 1)} files) — budget 10,000 ms`);
  console.log(`   raw: JSON.stringify + one deflate of the same records: ${fmt(rawMs)} ms (builder = ${fmt(buildMs / rawMs, 1)}× raw)`);

  const zip = joined(file.chunks, file.size);
  const [bundle, readMs] = await timedRuns(() => readImport(zip));
  console.log(`3. readImport of that zip: ${fmt(readMs)} ms (${fmt(bundle.entries.length)} entries checked)`);

  const server = await startTestServer();
  try {
    await createClient(server.url).register(); // the first account is an admin; learners come after
    const ann = createClient(server.url);
    await ann.register();
    const importStarted = performance.now();
    const imported = await ann.post('/api/import', undefined, { rawBody: zip, headers: { 'content-type': 'application/zip' } });
    const importMs = performance.now() - importStarted;
    console.log(`   POST /api/import of ${fmt(ENTRIES)} entries (read, check, one transaction): ${fmt(importMs)} ms → ${imported.status} ${String(imported.body.message)}`);

    const cookie = [...ann.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const [bytes, httpMs] = await timedRuns(async () => (await (await fetch(`${server.url}/api/export`, { headers: { cookie } })).arrayBuffer()).byteLength);
    console.log(`2. GET /api/export at ${fmt(ENTRIES)} entries over loopback: ${fmt(httpMs)} ms for ${mb(bytes)} (builder alone ${fmt(buildMs)} ms)`);
  } finally {
    await server.close();
  }
}

await main();
