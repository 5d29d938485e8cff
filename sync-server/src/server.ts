/** Start-up: environment, database (with migrations), the app, listening, graceful shutdown. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { openAppDatabase, openAppSyncBus } from './app-database';
import { loadEnv, type Env } from './config/env';
import type { Database } from './db/database';
import { systemClock } from './lib/clock';
import { createLimitedServer } from './lib/connection-limits';
import { createLogger } from './lib/logger';
import type { SyncBus } from './lib/sync-bus';
import { warmImportReader } from './services/import-reader';
import { startReminderScheduler } from './services/reminder-scheduler';
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
// So does the import reader's thread (sharp and the readers), ready for the first upload.
warmImportReader();
let database: Database;
let bus: SyncBus;
try {
  database = await openAppDatabase(env, systemClock, logger);
  bus = await openAppSyncBus(env, logger);
} catch (error) {
  logger.fatal({ err: error }, 'the database (or its live-update connection) could not be opened');
  process.exit(1);
}
const app = createApp({
  env,
  db: database,
  clock: systemClock,
  logger,
  bus,
  appDistDir: path.resolve(here, '../../app/dist'),
});

// Reminders due are claimed in the database, so every node runs the scheduler (docs/scaling.md).
const reminders = startReminderScheduler({ env, db: database, clock: systemClock, logger, bus });

const server = createLimitedServer(app, env).listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind, at: database.location }, `LearnLog listening on http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Finish requests in flight, then close the database (SQLite checkpoints its WAL cleanly;
  // PostgreSQL's pool ends its connections).
  server.close(() => {
    void reminders
      .stop()
      .finally(() => Promise.allSettled([bus.close(), database.close()]))
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // Keep-alive clients or a stuck request must not hold the process forever.
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
