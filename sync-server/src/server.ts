/** Start-up: environment, database (with migrations), the app, listening, graceful shutdown. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { loadEnv, type Env } from './config/env';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { warmPasswordStrength } from './services/password-strength.service';

// This file sits one level below sync-server/ both as src/server.ts and as dist/server.js,
// so the same relative paths work in development and in the built bundle.
const here = path.dirname(fileURLToPath(import.meta.url));

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
// The password dictionaries load in their worker thread while the server starts.
warmPasswordStrength();
const database = openDatabase(env.DATABASE_PATH);
const app = createApp({
  env,
  db: database.db,
  clock: systemClock,
  logger,
  appDistDir: path.resolve(here, '../../app/dist'),
});

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, database: env.DATABASE_PATH }, `LearnLog listening on http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Finish requests in flight, then close the database so the WAL is checkpointed cleanly.
  server.close(() => {
    database.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Keep-alive clients or a stuck request must not hold the process forever.
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
