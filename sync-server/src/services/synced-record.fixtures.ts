/**
 * Set-up for the synced-record route tests: a server whose first (admin) account is already
 * taken, learners on a chosen plan, and direct looks at the stored rows.
 */
import { eq, sql } from 'drizzle-orm';
import { SCHEMA_VERSION, SYNC_HEADERS, type SyncedTable, type User } from '@learnlog/shared';
import { currentVersion } from '../db/client';
import { users, type NewUserRow } from '../db/schema';
import { createClient, type RequestOptions, type TestClient } from '../test/http-client';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/test-server';

export interface Learner {
  client: TestClient;
  user: User;
  id: number;
}

/** 'trial': a new learner (the whole product for 14 days); 'seeker': the trial is over, nothing bought. */
export type Plan = 'trial' | 'seeker' | 'scholar' | 'sage' | 'admin';

/** A test server whose first account (an admin, by the decisions) is used up. */
export async function startSyncedServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  await createClient(server.url).register();
  return server;
}

export function setUserFields(server: TestServer, userId: number, patch: Partial<NewUserRow>): void {
  server.db.update(users).set(patch).where(eq(users.id, userId)).run();
}

/** A signed-in learner on `plan`; a 'seeker' is one whose 14-day trial ended yesterday. */
export async function newLearner(server: TestServer, plan: Plan = 'trial'): Promise<Learner> {
  const client = createClient(server.url);
  const { user } = await client.register();
  if (plan === 'scholar' || plan === 'sage') setUserFields(server, user.id, { subscriptionType: plan });
  if (plan === 'admin') setUserFields(server, user.id, { isAdmin: true });
  if (plan === 'seeker') {
    const started = new Date(server.clock.now().getTime() - 15 * 86_400_000).toISOString();
    setUserFields(server, user.id, { trialStartedAt: started });
  }
  return { client, user, id: user.id };
}

/** What the device sends on every write: a fresh Idempotency-Key and the sync headers. */
export function deviceWrite(options: { key?: string; schemaVersion?: number; timeZone?: string } = {}): RequestOptions {
  return {
    idempotencyKey: options.key ?? true,
    headers: {
      [SYNC_HEADERS.clientId]: 'test-device',
      [SYNC_HEADERS.schemaVersion]: String(options.schemaVersion ?? SCHEMA_VERSION),
      ...(options.timeZone ? { [SYNC_HEADERS.timeZone]: options.timeZone } : {}),
    },
  };
}

/** Rows of this user in a synced table, tombstones included. */
export function storedRows(server: TestServer, table: SyncedTable, userId: number): { id: number; version: number; deletedAt: string | null }[] {
  return server.db.all(sql`SELECT id, version, deletedAt FROM ${sql.identifier(table)} WHERE userId = ${userId} ORDER BY id`);
}

/** The server-wide version counter. */
export const versionCounter = (server: TestServer): number => currentVersion(server.db);
