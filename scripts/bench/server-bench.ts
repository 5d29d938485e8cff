/**
 * The server half of `npm run bench` (prints figures, asserts nothing):
 * 1. raw SQLite: one write transaction (entry row + idempotency record) at a time, as the floor
 *    the full path is compared with (docs/performance.md);
 * 2. the full HTTP write path (session, validation, idempotency, limits, version) with 10
 *    concurrent keep-alive connections on loopback, against the real server in a child process
 *    so the load generator does not share its event loop;
 * 3. a fresh device pulling those 10,000 entries through /api/sync/changes.
 *
 * Run: npx tsx scripts/bench/server-bench.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SYNC_PAGE_LIMIT } from '@learnlog/shared';
import { openSqliteDatabase } from '../../sync-server/src/db/client';
import { CONNECTIONS, CONTENT, cpuSeconds, fmt, httpWrites, registerAccount, startServer, type WriteRound } from './server-load';

const WRITES = 10_000;
/** Figures are the median of three rounds, as in docs/performance.md. */
const ROUNDS = 3;
const RAW_WRITES = 20_000;
const TARGET_WRITES_PER_S = 1_500;
const TARGET_PULL_MS = 3_000;

const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-bench-'));

async function rawSqliteWrites(): Promise<number> {
  const { sqlite, close } = openSqliteDatabase(path.join(folder, 'raw.db'));
  sqlite.prepare("INSERT INTO users (email, passwordHash, username, createdAt, updatedAt) VALUES ('raw@example.com', 'x', 'raw', 'now', 'now')").run();
  const row = sqlite.prepare(
    'INSERT INTO journal_entries (userId, id, version, createdAt, updatedAt, title, content) VALUES (1, ?, ?, ?, ?, ?, ?)',
  );
  const key = sqlite.prepare(
    "INSERT INTO idempotency_keys (userId, key, method, path, status, body, createdAt) VALUES (1, ?, 'POST', '/api/journal-entries', 201, ?, ?)",
  );
  const write = sqlite.transaction((i: number) => {
    const stamp = new Date().toISOString();
    row.run(i, i, stamp, stamp, `Entry ${i}`, CONTENT);
    key.run(randomUUID(), JSON.stringify({ id: i }), stamp);
  });
  const started = performance.now();
  for (let i = 1; i <= RAW_WRITES; i += 1) write(i);
  const perSecond = RAW_WRITES / ((performance.now() - started) / 1000);
  await close();
  return perSecond;
}

async function pullEverything(base: string, cookie: string): Promise<{ ms: number; rows: number; pages: number }> {
  const started = performance.now();
  let cursor = 0;
  let rows = 0;
  let pages = 0;
  for (;;) {
    const res = await fetch(`${base}/api/sync/changes?since=${cursor}&limit=${SYNC_PAGE_LIMIT.max}`, { headers: { cookie } });
    const page = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
    rows += page.changes.length;
    pages += 1;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, rows, pages };
}

async function main(): Promise<void> {
  // Other work on the machine moves every figure; say how busy it was.
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(', ')} on ${cpus().length} cores\n`);
  console.log(`raw SQLite: ${fmt(RAW_WRITES)} write transactions (row + idempotency record), WAL, synchronous=NORMAL`);
  const raw = await rawSqliteWrites();
  console.log(`  ${fmt(raw)} writes/s (docs/performance.md measured 18,000/s here)`);

  const server = await startServer({ DATABASE_PATH: path.join(folder, 'server.db') });
  const { port } = server;
  const base = `http://127.0.0.1:${port}`;
  try {
    // The first account is an admin: the full path still checks the gates and counts usage.
    const cookie = await registerAccount(port, 'bench@example.com');

    console.log(`\nHTTP: ${fmt(WRITES)} POST /api/journal-entries (~1 KB) in ${ROUNDS} rounds, ${CONNECTIONS} connections, loopback`);
    const rounds: WriteRound[] = [];
    const cpuPerWrite: number[] = [];
    const perRound = Math.ceil(WRITES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = round * perRound + 1;
      const count = Math.min(perRound, WRITES - first + 1);
      const cpuBefore = cpuSeconds(server.child.pid);
      const result = await httpWrites([port], [cookie], first, count);
      const cpuAfter = cpuSeconds(server.child.pid);
      rounds.push(result);
      const cpu = cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1e6) / count : null;
      if (cpu !== null) cpuPerWrite.push(cpu);
      const cpuText = cpu === null ? '' : `, server CPU ${fmt(cpu)} µs a write`;
      console.log(`  round ${round + 1}: ${fmt(result.perSecond)} writes/s, p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms${cpuText}`);
    }
    const median = [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(ROUNDS / 2)] ?? rounds[0];
    const http = median?.perSecond ?? 0;
    console.log(`  median ${fmt(http)} writes/s: ${fmt((http / raw) * 100, 1)}% of raw SQLite in this run; ${fmt(http / TARGET_WRITES_PER_S, 2)}× the ≥ ${fmt(TARGET_WRITES_PER_S)}/s target`);
    const cpu = [...cpuPerWrite].sort((a, b) => a - b)[Math.floor(cpuPerWrite.length / 2)];
    if (cpu !== undefined) {
      console.log(`  server CPU per write (median) ${fmt(cpu)} µs: one core sustains about ${fmt(1e6 / cpu)} writes/s`);
    }

    console.log(`\nPull: a fresh device downloads ${fmt(WRITES)} entries through /api/sync/changes (limit ${SYNC_PAGE_LIMIT.max})`);
    const pull = await pullEverything(base, cookie);
    console.log(`  ${fmt(pull.rows)} rows in ${pull.pages} pages: ${fmt(pull.ms)} ms (target ≤ ${fmt(TARGET_PULL_MS)} ms: ${fmt(pull.ms / TARGET_PULL_MS, 2)}× the budget)`);
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
