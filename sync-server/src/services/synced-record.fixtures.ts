/**
 * Set-up for the synced-record route tests: a server whose first (admin) account is already
 * taken, learners on a chosen plan, and direct looks at the stored rows.
 */
import { asc, eq } from 'drizzle-orm';
import { SCHEMA_VERSION, SYNC_HEADERS, type SyncedTable, type User } from '@learnlog/shared';
import type { NewUserRow } from '../db/schema';
import { currentVersion } from '../db/versions';
import { createClient, type RequestOptions, type TestClient } from '../test/http-client';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/test-server';
import { SYNCED_TABLE_KEYS } from './synced-record.service';

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

export async function setUserFields(server: TestServer, userId: number, patch: Partial<NewUserRow>): Promise<void> {
  const { users } = server.db.t;
  await server.db.transaction((tx) => tx.q.update(users).set(patch).where(eq(users.id, userId)));
}

/** A signed-in learner on `plan`; a 'seeker' is one whose 14-day trial ended yesterday. */
export async function newLearner(server: TestServer, plan: Plan = 'trial'): Promise<Learner> {
  const client = createClient(server.url);
  const { user } = await client.register();
  if (plan === 'scholar' || plan === 'sage') await setUserFields(server, user.id, { subscriptionType: plan });
  if (plan === 'admin') await setUserFields(server, user.id, { isAdmin: true });
  if (plan === 'seeker') {
    const started = new Date(server.clock.now().getTime() - 15 * 86_400_000).toISOString();
    await setUserFields(server, user.id, { trialStartedAt: started });
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

/**
 * Entries written straight into the database, each with its own version, in one transaction (for
 * pull tests, where the write path is not what is under test).
 */
export async function seedEntries(server: TestServer, userId: number, rows: { id: number; title: string; content?: string }[]): Promise<void> {
  const stamp = server.clock.now().toISOString();
  await server.db.transaction(async (tx) => {
    for (const row of rows) {
      const version = await tx.nextVersion(userId);
      await tx.q.insert(tx.t.journalEntries).values({ userId, id: row.id, title: row.title, content: row.content ?? 'text', readTime: 1, version, createdAt: stamp, updatedAt: stamp });
    }
  });
}

/** Rows of this user in a synced table, tombstones included. */
export async function storedRows(server: TestServer, table: SyncedTable, userId: number): Promise<{ id: number; version: number; deletedAt: string | null }[]> {
  const t = server.db.t[SYNCED_TABLE_KEYS[table]];
  return server.db.q.select({ id: t.id, version: t.version, deletedAt: t.deletedAt }).from(t).where(eq(t.userId, userId)).orderBy(asc(t.id));
}

/** The server-wide version counter. */
export const versionCounter = (server: TestServer): Promise<number> => currentVersion(server.db);
