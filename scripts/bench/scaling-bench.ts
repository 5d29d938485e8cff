/**
 * More than one machine (docs/scaling.md; prints figures, asserts nothing): the full HTTP write
 * path (session, validation, idempotency, limits, version) on
 *   1. one node on SQLite (the default),
 *   2. one node on PostgreSQL,
 *   3. two nodes on one PostgreSQL, the same 10 connections spread over both,
 * each on a fresh database, with the CPU time the nodes and PostgreSQL spend per write. The
 * PostgreSQL cluster is a throwaway one from Debian's binaries (as in the tests), but durable:
 * fsync and synchronous_commit on, as a production server runs. SQLite runs WAL with
 * synchronous=NORMAL (durable across a crash of the process, not of the machine), so its
 * figure is the cheaper guarantee.
 *
 * On a machine with 2 cores, two nodes and PostgreSQL share them: the second node cannot add
 * CPU, so compare the CPU per write, which is what a bigger machine or a second one divides.
 *
 * Run: npx tsx scripts/bench/scaling-bench.ts
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBin, startPgCluster, type PgCluster } from '../../sync-server/src/test/pg-cluster';
import { CONNECTIONS, cpuSeconds, fmt, httpWrites, registerAccount, startServer, type BenchServer, type WriteRound } from './server-load';

const WRITES = 3_000;
/** One learner per connection: a real deployment's writes come from many learners. */
const LEARNERS = CONNECTIONS;
const ROUNDS = 3;

const benchEmail = (i: number) => `bench-${i}@example.com`;
/** Admins (ADMIN_EMAILS): the full path still checks the gates and counts usage, with no daily limit in the way. */
const ADMINS = { ADMIN_EMAILS: Array.from({ length: LEARNERS }, (_, i) => benchEmail(i)).join(',') };

/** The PostgreSQL server process and its backends (children of the postmaster). */
function postgresPids(cluster: PgCluster): number[] {
  const postmaster = Number(readFileSync(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(postmaster);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** CPU seconds used so far by these processes (those that ended meanwhile count as 0). */
const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);

interface Figures {
  round: WriteRound;
  nodeCpuUs: number;
  databaseCpuUs: number | null;
}

async function measure(label: string, servers: BenchServer[], cluster: PgCluster | null): Promise<Figures> {
  const ports = servers.map((s) => s.port);
  const cookies: string[] = [];
  for (let i = 0; i < LEARNERS; i += 1) cookies.push(await registerAccount(ports[i % ports.length] as number, benchEmail(i)));
  const rounds: Figures[] = [];
  const perRound = Math.ceil(WRITES / ROUNDS);
  console.log(`\n${label}: ${fmt(WRITES)} POST /api/journal-entries (~1 KB) in ${ROUNDS} rounds, ${LEARNERS} learners on ${CONNECTIONS} connections over ${servers.length} node(s)`);
  for (let r = 0; r < ROUNDS; r += 1) {
    const first = r * perRound + 1;
    const count = Math.min(perRound, WRITES - first + 1);
    // Backends are opened as the pools grow: list them again each round.
    const dbPids = cluster ? postgresPids(cluster) : [];
    const nodesBefore = cpuOf(servers.map((s) => s.child.pid ?? 0));
    const dbBefore = cpuOf(dbPids);
    const round = await httpWrites(ports, cookies, first, count);
    const nodeCpuUs = ((cpuOf(servers.map((s) => s.child.pid ?? 0)) - nodesBefore) * 1e6) / count;
    const databaseCpuUs = cluster ? ((cpuOf(dbPids) - dbBefore) * 1e6) / count : null;
    rounds.push({ round, nodeCpuUs, databaseCpuUs });
    const dbText = databaseCpuUs === null ? '' : ` + PostgreSQL ${fmt(databaseCpuUs)} µs`;
    console.log(`  round ${r + 1}: ${fmt(round.perSecond)} writes/s, p50 ${fmt(round.p50, 1)} ms, p99 ${fmt(round.p99, 1)} ms; CPU a write: node(s) ${fmt(nodeCpuUs)} µs${dbText}`);
  }
  const median = [...rounds].sort((a, b) => a.round.perSecond - b.round.perSecond)[Math.floor(ROUNDS / 2)] as Figures;
  return median;
}

function summary(label: string, figures: Figures): string {
  const cpu = figures.nodeCpuUs + (figures.databaseCpuUs ?? 0);
  const db = figures.databaseCpuUs === null ? '' : ` (node ${fmt(figures.nodeCpuUs)} + PostgreSQL ${fmt(figures.databaseCpuUs)})`;
  return `  ${label.padEnd(22)} ${fmt(figures.round.perSecond).padStart(6)} writes/s   p50 ${fmt(figures.round.p50, 1).padStart(5)} ms   p99 ${fmt(figures.round.p99, 1).padStart(6)} ms   CPU ${fmt(cpu)} µs a write${db}`;
}

async function main(): Promise<void> {
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(', ')} on ${cpus().length} cores`);
  const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-scaling-'));
  const results: [string, Figures][] = [];
  try {
    const sqliteNode = await startServer({ ...ADMINS, DATABASE_PATH: path.join(folder, 'bench.db') });
    try {
      results.push(['SQLite, one node', await measure('SQLite, one node', [sqliteNode], null)]);
    } finally {
      await sqliteNode.stop();
    }

    if (!findPgBin()) {
      console.log('\nPostgreSQL: no initdb/pg_ctl found (apt-get install -y postgresql); its figures are left out.');
      return;
    }
    const cluster = await startPgCluster({ durable: true });
    try {
      const one = await startServer({ ...ADMINS, DATABASE_URL: await cluster.createDatabase('bench_one') });
      try {
        results.push(['PostgreSQL, one node', await measure('PostgreSQL, one node', [one], cluster)]);
      } finally {
        await one.stop();
      }
      const url = await cluster.createDatabase('bench_two');
      const a = await startServer({ ...ADMINS, DATABASE_URL: url });
      const b = await startServer({ ...ADMINS, DATABASE_URL: url });
      try {
        results.push(['PostgreSQL, two nodes', await measure('PostgreSQL, two nodes', [a, b], cluster)]);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    console.log('\nMedian round of each (the write path, side by side):');
    for (const [label, figures] of results) console.log(summary(label, figures));
  }
}

await main();
