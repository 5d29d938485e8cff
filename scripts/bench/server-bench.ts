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
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SCHEMA_VERSION, SYNC_HEADERS, SYNC_PAGE_LIMIT } from '@learnlog/shared';
import { openDatabase } from '../../sync-server/src/db/client';

const WRITES = 10_000;
const CONNECTIONS = 10;
/** Figures are the median of three rounds, as in docs/performance.md. */
const ROUNDS = 3;
const RAW_WRITES = 20_000;
const TARGET_WRITES_PER_S = 1_500;
const TARGET_PULL_MS = 3_000;
const CONTENT = 'Today I learned how closures keep their scope alive. '.repeat(18); // ~1 KB

const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-bench-'));
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function rawSqliteWrites(): number {
  const { sqlite, close } = openDatabase(path.join(folder, 'raw.db'));
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
  close();
  return perSecond;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: path.join(folder, 'server.db') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** One POST over a keep-alive connection (node:http is a lighter load generator than fetch). */
function post(agent: Agent, port: number, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method: 'POST', path: '/api/journal-entries', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface WriteRound {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). On a shared machine the
 * server's CPU time per write is the steadier figure: wall-clock rates move with other load.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Writes ids firstId .. firstId + count - 1 through 10 keep-alive connections. */
async function httpWrites(port: number, cookie: string, firstId: number, count: number): Promise<WriteRound> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let next = firstId - 1;
  const last = firstId + count - 1;
  const worker = async () => {
    while (next < last) {
      next += 1;
      const id = next;
      const body = JSON.stringify({ id, title: `Entry ${id}`, content: CONTENT, tags: ['bench', 'closures'] });
      const headers = {
        cookie,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        [SYNC_HEADERS.idempotencyKey]: randomUUID(),
        [SYNC_HEADERS.clientId]: 'bench',
        [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION),
        [SYNC_HEADERS.timeZone]: 'Europe/Paris',
      };
      const started = performance.now();
      const status = await post(agent, port, headers, body);
      if (status !== 201) throw new Error(`write ${id} answered ${status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
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
  const raw = rawSqliteWrites();
  console.log(`  ${fmt(raw)} writes/s (docs/performance.md measured 18,000/s here)`);

  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    // The first account is an admin: the full path still checks the gates and counts usage.
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    });
    const cookie = register.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    console.log(`\nHTTP: ${fmt(WRITES)} POST /api/journal-entries (~1 KB) in ${ROUNDS} rounds, ${CONNECTIONS} connections, loopback`);
    const rounds: WriteRound[] = [];
    const cpuPerWrite: number[] = [];
    const perRound = Math.ceil(WRITES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = round * perRound + 1;
      const count = Math.min(perRound, WRITES - first + 1);
      const cpuBefore = cpuSeconds(server.pid);
      const result = await httpWrites(port, cookie, first, count);
      const cpuAfter = cpuSeconds(server.pid);
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
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
