/**
 * Starts the real app in-process on 127.0.0.1 with a fresh database, for route tests over real
 * HTTP: a new SQLite file, or, in the PostgreSQL run of the suite (LEARNLOG_TEST_DB=postgres, set
 * by the `server-pg` vitest project), a new database on the throwaway PostgreSQL cluster that
 * test/pg-global-setup.ts started:
 *
 *   let server: TestServer;
 *   beforeAll(async () => { server = await startTestServer(); });
 *   afterAll(() => server.close());
 *
 *   it('...', async () => {
 *     const ann = createClient(server.url);
 *     await ann.register();                         // signed in from here on
 *     const res = await ann.post('/api/resources', { title: 'SICP', type: 'book' }, { idempotencyKey: true });
 *     expect(res.status).toBe(201);
 *     server.clock.advanceDays(15);                 // the server's time only
 *   });
 *
 * Defaults: NODE_ENV test, silent logs, no Stripe or OpenAI keys (whatever the machine's
 * environment says), the sign-in rate limit effectively off. Override any variable with `env`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../app';
import { openAppDatabase, openAppSyncBus } from '../app-database';
import { loadEnv, type Env } from '../config/env';
import { tablesOf } from '../db/client';
import type { Database, DatabaseKind, Tables } from '../db/database';
import { createManualClock, type ManualClock } from '../lib/clock';
import { createLimitedServer } from '../lib/connection-limits';
import type { SyncBus } from '../lib/sync-bus';
import type { RouterFactory } from '../routes';
import { PG_ADMIN_URL_VARIABLE, PG_TEMPLATE_DATABASE, dropTestDatabase, createTestDatabase } from './pg-test-databases';

export interface TestServerOptions {
  /** Environment variables as text, e.g. `{ ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT: '3' }`. */
  env?: Partial<Record<keyof Env, string>>;
  /** Where the server's clock starts (default: the real now). */
  now?: Date | string;
  /** Serve a built PWA from this folder (static and SPA-fallback tests). */
  appDistDir?: string;
  /** Extra routers, e.g. an area's router before it is listed in routes/index.ts. */
  routers?: readonly RouterFactory[];
  /** Reuse another server's database (`server.databasePath`: a SQLite file or a PostgreSQL URL); default: a new one. */
  databasePath?: string;
}

export interface TestServer {
  /** 'http://127.0.0.1:{port}', no trailing slash. */
  url: string;
  /** The database the server uses: seed and inspect rows directly (`await server.db.q.select()…`). */
  db: Database;
  /** The server's clock: `set(date)`, `advance(ms)`, `advanceDays(n)`. */
  clock: ManualClock;
  /** The live-update bus (in process, or LISTEN/NOTIFY on PostgreSQL, as in production). */
  bus: SyncBus;
  env: Env;
  /** The SQLite file or the PostgreSQL URL: pass it to another test server to share the data. */
  databasePath: string;
  /** Stops listening, closes the database and removes it (unless it was another server's). */
  close: () => Promise<void>;
}

/** The engine the suite runs on: SQLite, or PostgreSQL in the `server-pg` project. */
export const testDatabaseKind = (): DatabaseKind => (process.env.LEARNLOG_TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

/** The tables of the engine under test, for assertions on stored rows (`server.db.q.select().from(users)`). */
export const testTables = (): Tables => tablesOf(testDatabaseKind());

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const onPostgres = testDatabaseKind() === 'postgres';
  const folder = options.databasePath || onPostgres ? null : mkdtempSync(path.join(tmpdir(), 'learnlog-test-'));
  const ownDatabase = options.databasePath ? null : onPostgres ? `t_${process.pid}_${randomBytes(6).toString('hex')}` : null;
  const adminUrl = process.env[PG_ADMIN_URL_VARIABLE] ?? '';
  const databasePath =
    options.databasePath ?? (ownDatabase ? await createTestDatabase(adminUrl, ownDatabase, PG_TEMPLATE_DATABASE) : path.join(folder ?? '', 'test.db'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_RATE_LIMIT: '1000000',
    ...(onPostgres ? { DATABASE_URL: databasePath, DATABASE_POOL_SIZE: '4' } : { DATABASE_PATH: databasePath }),
    ...options.env,
  });
  const clock = createManualClock(options.now ?? new Date());
  const logger = pino({ level: env.LOG_LEVEL });
  const db = await openAppDatabase(env, clock, logger);
  const bus = await openAppSyncBus(env, logger);
  const app = createApp({ env, db, clock, logger, bus, appDistDir: options.appDistDir, extraRouters: options.routers });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createLimitedServer(app, env);
    listening.once('error', reject);
    listening.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    clock,
    bus,
    env,
    databasePath,
    close: async () => {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await db.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
      if (ownDatabase) await dropTestDatabase(adminUrl, ownDatabase);
    },
  };
}
