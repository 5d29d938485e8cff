/**
 * What the server benches share: the real server in child processes (so the load generator does
 * not share their event loop), a keep-alive HTTP load of ~1 KB entry creates, and the server's
 * CPU time per write.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent, request } from 'node:http';
import { SCHEMA_VERSION, SYNC_HEADERS } from '@learnlog/shared';
import { freePort } from '../../sync-server/src/test/free-port';

export const CONNECTIONS = 10;
export const CONTENT = 'Today I learned how closures keep their scope alive. '.repeat(18); // ~1 KB

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface BenchServer {
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

const REAL_SERVER = 'sync-server/src/server.ts';
/** The bare Express + SQLite write the real path is compared with (bare-write-server.ts). */
export const BARE_SERVER = 'scripts/bench/bare-write-server.ts';

/**
 * The real server as `npm start` runs it: the esbuild bundle, built from the current source into
 * `folder` (a dist/ left by an older build would measure older code). Run from its TypeScript
 * through tsx instead, a write also paid for tsx's keep-names wrapper on every closure it made.
 */
export function buildRealServer(folder: string): string {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, BUILD_ROOT: folder }, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server bundle did not build');
  return path.join(folder, 'sync-server/dist/server.js');
}

/**
 * The real server (production mode) with `env` on top of the machine's, or another `script` that
 * serves /api/health; waits for it. TypeScript runs through tsx, a bundle (.js) as it is. `nodeArgs`
 * go before the script (e.g. --cpu-prof).
 */
export async function startServer(env: Record<string, string>, script = REAL_SERVER, nodeArgs: readonly string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...nodeArgs, script], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the server did not start');
}

/** Registers an account on the server; answers its session cookie. */
export async function registerAccount(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
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

export interface WriteRound {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). On a shared machine the
 * server's CPU time per write is the steadier figure: wall-clock rates move with other load.
 */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Creates entries with ids firstId .. firstId + count - 1 through CONNECTIONS keep-alive
 * connections, spread evenly over `ports` (a balancer in front of several nodes). Connection i
 * writes as `cookies[i % cookies.length]`: one learner's writes take turns (their versions follow
 * commit order), different learners' run side by side.
 */
export async function httpWrites(ports: readonly number[], cookies: readonly string[], firstId: number, count: number): Promise<WriteRound> {
  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: Math.ceil(CONNECTIONS / ports.length) }));
  const latencies: number[] = [];
  let next = firstId - 1;
  const last = firstId + count - 1;
  const worker = async (connection: number) => {
    const node = connection % ports.length;
    const cookie = cookies[connection % cookies.length] as string;
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
      const status = await post(agents[node] as Agent, ports[node] as number, headers, body);
      if (status !== 201) throw new Error(`write ${id} answered ${status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => worker(connection)));
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
