/**
 * Starts the BUILT sync server (`node sync-server/dist/server.js`, which also serves app/dist) as
 * a child process on a free loopback port with its own temporary SQLite file, and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** BUILD_ROOT: test a build made elsewhere (`BUILD_ROOT=dir npm run build`). */
const BUILD_ROOT = process.env.BUILD_ROOT ? path.resolve(process.env.BUILD_ROOT) : ROOT;
const SERVER_ENTRY = path.join(BUILD_ROOT, 'sync-server/dist/server.js');
const APP_SHELL = path.join(BUILD_ROOT, 'app/dist/index.html');
const START_TIMEOUT_MS = 20_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  databasePath: string;
  /** The folder of built app files this server serves. */
  appDistDir: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Stops the process (SIGTERM, then SIGKILL) and deletes its data; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment (e.g. ADMIN_EMAILS); the harness sets PORT, HOST and DATABASE_PATH. */
  env?: Record<string, string>;
  /**
   * Run a private copy of the build, so the test may change the app's files (a new release)
   * without touching the build other tests use.
   */
  privateBuild?: boolean;
  /** Set PUBLIC_URL to the server's own address (links it mails must point back at it). */
  publicUrlIsOwn?: boolean;
}

/**
 * Copies the built server and app side by side, as the server expects them, with a link to the
 * repo's node_modules so the bundle's external packages still resolve. (Not under a dot folder:
 * the server refuses to send files from paths with dot segments.)
 */
async function copyBuild(): Promise<{ entry: string; appDistDir: string; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'learnlog-e2e-build-'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await cp(path.dirname(SERVER_ENTRY), path.join(dir, 'sync-server/dist'), { recursive: true });
  await cp(path.dirname(APP_SHELL), path.join(dir, 'app/dist'), { recursive: true });
  return { entry: path.join(dir, 'sync-server/dist/server.js'), appDistDir: path.join(dir, 'app/dist'), dir };
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

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'the built server'],
    [APP_SHELL, 'the built app'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`Missing ${what} (${path.relative(ROOT, file)}): run \`npm run build\` first.`);
  }

  const build = options.privateBuild
    ? await copyBuild()
    : { entry: SERVER_ENTRY, appDistDir: path.dirname(APP_SHELL), dir: null };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'learnlog-e2e-'));
  const databasePath = path.join(dataDir, 'learnlog.db');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, [build.entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
      // Tests sign in and register many times from one address.
      AUTH_RATE_LIMIT: '10000',
      ...(options.publicUrlIsOwn ? { PUBLIC_URL: baseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 5_000))) {
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
      await rm(dataDir, { recursive: true, force: true });
      if (build.dir) await rm(build.dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, databasePath, appDistDir: build.appDistDir, output, stop };
}
