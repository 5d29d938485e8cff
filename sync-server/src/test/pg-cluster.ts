/**
 * A throwaway PostgreSQL server for tests and benches: Debian's `postgresql` binaries
 * (`initdb`, `pg_ctl`) run a fresh cluster in a temporary folder on a free loopback port, with
 * durability off (fsync) since its data is thrown away. As root (CI, this machine), initdb refuses
 * to run, so the cluster is made and run as the unprivileged `postgres` user (or `nobody`).
 *
 *   const cluster = await startPgCluster();
 *   const url = await cluster.createDatabase('t1');     // postgres://…/t1
 *   await cluster.stop();
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

const NO_POSTGRES_MESSAGE = [
  'The server tests also run on PostgreSQL, and no PostgreSQL binaries were found (initdb, pg_ctl).',
  'Install them (Debian/Ubuntu: apt-get install -y postgresql; macOS: brew install postgresql),',
  'or point LEARNLOG_PG_BIN at the folder holding initdb and pg_ctl.',
  'To run the SQLite suite alone meanwhile: LEARNLOG_SKIP_POSTGRES=1 npm test',
].join('\n');

/** The folder with initdb and pg_ctl: LEARNLOG_PG_BIN, Debian's newest version, or the PATH. */
export function findPgBin(): string | null {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  const given = process.env.LEARNLOG_PG_BIN;
  if (given) return has(given) ? given : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (has(path.join(debian, version, 'bin'))) return path.join(debian, version, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.status === 0 ? path.dirname(which.stdout.trim()) : '';
  return found && has(found) ? found : null;
}

/** As root, the unprivileged account to run PostgreSQL as (its uid, gid and name). */
function runAs(): { name: string; uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) return { name, uid: Number(id.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('Running as root, and neither the postgres nor the nobody account exists to run PostgreSQL as.');
}

export interface PgCluster {
  /** postgres://learnlog@127.0.0.1:port/postgres: the maintenance database. */
  adminUrl: string;
  port: number;
  /** The cluster's data folder (its postmaster.pid names the server process). */
  dataDir: string;
  urlOf(database: string): string;
  /** Creates a database (from `template` when given) and answers its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** Stops the server immediately, as a crash would (its data stays until `stop`). */
  kill(): void;
  /** Starts it again on the same port and data. */
  restart(): void;
  stop(): Promise<void>;
}

export interface PgClusterOptions {
  /**
   * Flush commits to disk as a production server would (fsync, synchronous_commit): for
   * benchmarks. Tests leave it off: their data is thrown away.
   */
  durable?: boolean;
}

export async function startPgCluster(clusterOptions: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error(NO_POSTGRES_MESSAGE);
  const owner = runAs();
  const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = path.join(folder, 'data');
  const run = (tool: string, args: string[]) => {
    const command = owner ? 'runuser' : path.join(bin, tool);
    const full = owner ? ['-u', owner.name, '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  };
  run('initdb', ['-D', data, '-U', 'learnlog', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);

  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    ...(clusterOptions.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=400',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  start();

  const urlOf = (database: string) => `postgres://learnlog@127.0.0.1:${port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

  return {
    adminUrl: urlOf('postgres'),
    port,
    dataDir: data,
    urlOf,
    createDatabase: async (name, template) => {
      await admin((c) => c.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`));
      return urlOf(name);
    },
    dropDatabase: async (name) => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
    },
    kill: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    restart: start,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
