/**
 * Starts the real app in-process on 127.0.0.1 with a fresh SQLite file, for route tests over
 * real HTTP:
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
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Db, type OpenedDatabase } from '../db/client';
import { createManualClock, type ManualClock } from '../lib/clock';
import type { RouterFactory } from '../routes';

export interface TestServerOptions {
  /** Environment variables as text, e.g. `{ ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT: '3' }`. */
  env?: Partial<Record<keyof Env, string>>;
  /** Where the server's clock starts (default: the real now). */
  now?: Date | string;
  /** Serve a built PWA from this folder (static and SPA-fallback tests). */
  appDistDir?: string;
  /** Extra routers, e.g. an area's router before it is listed in routes/index.ts. */
  routers?: readonly RouterFactory[];
  /** Reuse a database file (restart tests); default: a new file in a temporary folder. */
  databasePath?: string;
}

export interface TestServer {
  /** 'http://127.0.0.1:{port}', no trailing slash. */
  url: string;
  /** The drizzle database the server uses: seed and inspect rows directly. */
  db: Db;
  /** The raw driver, for pragmas and plain SQL in assertions. */
  sqlite: OpenedDatabase['sqlite'];
  /** The server's clock: `set(date)`, `advance(ms)`, `advanceDays(n)`. */
  clock: ManualClock;
  env: Env;
  databasePath: string;
  /** Stops listening, closes the database and removes the temporary folder. */
  close: () => Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const folder = options.databasePath ? null : mkdtempSync(path.join(tmpdir(), 'learnlog-test-'));
  const databasePath = options.databasePath ?? path.join(folder ?? '', 'test.db');
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_RATE_LIMIT: '1000000',
    DATABASE_PATH: databasePath,
    ...options.env,
  });
  const database = openDatabase(databasePath);
  const clock = createManualClock(options.now ?? new Date());
  const app = createApp({
    env,
    db: database.db,
    clock,
    logger: pino({ level: env.LOG_LEVEL }),
    appDistDir: options.appDistDir,
    extraRouters: options.routers,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    sqlite: database.sqlite,
    clock,
    env,
    databasePath,
    close: async () => {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      database.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
