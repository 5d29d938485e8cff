/**
 * The database the server runs on, as configured: PostgreSQL when DATABASE_URL is set, else the
 * SQLite file; migrated and seeded before the first request (on PostgreSQL under a lock, so
 * several nodes may start at once).
 */
import type { Env } from './config/env';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { seedDatabase } from './seed';

export function openAppDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_PATH' | 'DATABASE_POOL_SIZE'>, clock: Clock, logger: Logger): Promise<Database> {
  return openDatabase({
    url: env.DATABASE_URL,
    file: env.DATABASE_PATH,
    poolSize: env.DATABASE_POOL_SIZE,
    afterMigrate: (db) => seedDatabase(db, clock.now()),
    onError: (error) => logger.warn({ err: error }, 'a database connection was lost; the pool opens a new one'),
  });
}
