/**
 * Vitest global setup of the `server-pg` project: one throwaway PostgreSQL cluster for the whole
 * run (test/pg-cluster.ts) and a migrated, seeded template database the test servers copy. The
 * `server-pg-timing` project runs the same setup: the second call finds the cluster running and uses it.
 */
import { pino } from 'pino';
import { openAppDatabase } from '../app-database';
import { loadEnv } from '../config/env';
import { systemClock } from '../lib/clock';
import { startPgCluster } from './pg-cluster';
import { PG_ADMIN_URL_VARIABLE, PG_TEMPLATE_DATABASE } from './pg-test-databases';

export default async function setup(): Promise<() => Promise<void>> {
  // Another project of this run started it; the first setup's teardown stops it at the end.
  if (process.env[PG_ADMIN_URL_VARIABLE]) return async () => undefined;
  const cluster = await startPgCluster();
  try {
    const url = await cluster.createDatabase(PG_TEMPLATE_DATABASE);
    const env = loadEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const template = await openAppDatabase(env, systemClock, pino({ level: 'silent' }));
    await template.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  // Workers start after this, and inherit the variable.
  process.env[PG_ADMIN_URL_VARIABLE] = cluster.adminUrl;
  return () => cluster.stop();
}
