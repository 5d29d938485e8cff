/**
 * The server half of `npm run bench` (prints figures, asserts nothing):
 * 1. raw SQLite: one write transaction (entry row + idempotency record) at a time, as the floor
 *    the full path is compared with (docs/performance.md);
 * 2. the full HTTP write path (session, validation, idempotency, limits, version) with 10
 *    concurrent keep-alive connections on loopback, against the real server as `npm start` runs
 *    it (its bundle, built first) in a child process so the load generator does not share its
 *    event loop, round by round beside a bare Express +
 *    SQLite insert (bare-write-server.ts) in another child: the issue's ratio, ≥ 0.6×;
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
import {
  BARE_SERVER,
  CONNECTIONS,
  CONTENT,
  buildRealServer,
  cpuSeconds,
  fmt,
  httpWrites,
  registerAccount,
  startServer,
  type BenchServer,
  type WriteRound,
} from './server-load';

const WRITES = 10_000;
/** Writes to each server before the measured rounds, so both run JIT-compiled code when timed. */
const WARM_UP = 1_000;
/**
 * Figures are medians of rounds. Each round runs the bare baseline and then the real server back
 * to back, so the ratio is taken per round (both under the same load) and its median printed.
 */
const ROUNDS = 5;
const RAW_WRITES = 20_000;
const TARGET_WRITES_PER_S = 1_500;
const TARGET_PULL_MS = 3_000;
/** Issue 14: the real write path keeps at least this share of the bare Express + SQLite rate. */
const TARGET_RATIO = 0.6;

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

interface Measured extends WriteRound {
  /** Server CPU µs a write (null where /proc is missing). */
  cpuPerWrite: number | null;
}

async function measuredRound(server: BenchServer, cookies: string[], first: number, count: number): Promise<Measured> {
  const before = cpuSeconds(server.child.pid);
  const round = await httpWrites([server.port], cookies, first, count);
  const after = cpuSeconds(server.child.pid);
  return { ...round, cpuPerWrite: before !== null && after !== null ? ((after - before) * 1e6) / count : null };
}

const describe = (m: Measured) =>
  `${fmt(m.perSecond)} writes/s, p50 ${fmt(m.p50, 1)} ms, p99 ${fmt(m.p99, 1)} ms${m.cpuPerWrite === null ? '' : `, server CPU ${fmt(m.cpuPerWrite)} µs a write`}`;

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * BENCH_CPU_PROFILE=folder: each server child writes V8 CPU profiles to folder/real or folder/bare
 * on exit (one a thread: the largest is the main thread's), to see where the time goes.
 */
const profileArgs = (name: string): string[] => {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`] : [];
};

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

  const server = await startServer({ DATABASE_PATH: path.join(folder, 'server.db') }, buildRealServer(path.join(folder, 'build')), profileArgs('real'));
  const bare = await startServer({ DATABASE_PATH: path.join(folder, 'bare.db') }, BARE_SERVER, profileArgs('bare'));
  const { port } = server;
  const base = `http://127.0.0.1:${port}`;
  try {
    // The first account is an admin: the full path still checks the gates and counts usage.
    const cookie = await registerAccount(port, 'bench@example.com');

    const measured = WRITES - WARM_UP;
    console.log(`\nHTTP: ${fmt(measured)} POST /api/journal-entries (~1 KB) in ${ROUNDS} rounds after ${fmt(WARM_UP)} to warm up, ${CONNECTIONS} connections, loopback,`);
    console.log('  each round against a bare Express 5 + SQLite insert (express.json, row + idempotency record, prepared statements) first, then the real server');
    const real: Measured[] = [];
    const bareRounds: Measured[] = [];
    await httpWrites([bare.port], [''], 1, WARM_UP);
    await httpWrites([port], [cookie], 1, WARM_UP);
    const perRound = Math.ceil(measured / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = WARM_UP + round * perRound + 1;
      const count = Math.min(perRound, WRITES - first + 1);
      const b = await measuredRound(bare, [''], first, count);
      const r = await measuredRound(server, [cookie], first, count);
      bareRounds.push(b);
      real.push(r);
      console.log(`  round ${round + 1}: bare ${describe(b)}`);
      console.log(`           real ${describe(r)}; ${fmt(r.perSecond / b.perSecond, 2)}× bare`);
    }
    const bareW = medianOf(bareRounds.map((m) => m.perSecond));
    const realW = medianOf(real.map((m) => m.perSecond));
    const ratio = medianOf(real.map((m, i) => m.perSecond / (bareRounds[i]?.perSecond ?? Infinity)));
    const load = loadavg()[0] ?? 0;
    console.log(
      `  server write path vs a bare Express + SQLite insert, same run: bare ${fmt(bareW)} w/s, real ${fmt(realW)} w/s (medians), ` +
        `${fmt(ratio, 2)}× (median of the rounds' ratios; target ≥ ${TARGET_RATIO}×: ${ratio >= TARGET_RATIO ? 'met' : 'not met'}), load average ${fmt(load, 2)}`,
    );
    console.log(`  real median ${fmt(realW)} writes/s: ${fmt((realW / raw) * 100, 1)}% of raw SQLite in this run; ${fmt(realW / TARGET_WRITES_PER_S, 2)}× the ≥ ${fmt(TARGET_WRITES_PER_S)}/s target`);
    const bareCpu = medianOf(bareRounds.flatMap((m) => (m.cpuPerWrite === null ? [] : [m.cpuPerWrite])));
    const realCpu = medianOf(real.flatMap((m) => (m.cpuPerWrite === null ? [] : [m.cpuPerWrite])));
    if (bareCpu > 0 && realCpu > 0) {
      console.log(`  server CPU per write (median): bare ${fmt(bareCpu)} µs, real ${fmt(realCpu)} µs (${fmt(bareCpu / realCpu, 2)}×): one core sustains about ${fmt(1e6 / realCpu)} real writes/s`);
    }
    await bare.stop();

    console.log(`\nPull: a fresh device downloads ${fmt(WRITES)} entries through /api/sync/changes (limit ${SYNC_PAGE_LIMIT.max})`);
    const pull = await pullEverything(base, cookie);
    console.log(`  ${fmt(pull.rows)} rows in ${pull.pages} pages: ${fmt(pull.ms)} ms (target ≤ ${fmt(TARGET_PULL_MS)} ms: ${fmt(pull.ms / TARGET_PULL_MS, 2)}× the budget)`);
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
