/**
 * Rows for the online-route tests, written straight into the test server's database: the tests
 * then read them back over real HTTP. Synced rows get a real version from the server's counter.
 */
import { eq } from 'drizzle-orm';
import type { PlanId } from '@learnlog/shared';
import type { Tables } from '../db/database';
import type { UserRow } from '../db/schema';
import { createClient, type TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';

type EntryValues = Tables['journalEntries']['$inferInsert'];
type ResourceValues = Tables['resources']['$inferInsert'];
type GoalValues = Tables['learningGoals']['$inferInsert'];
type UserValues = Partial<Tables['users']['$inferInsert']>;

let lastId = 0;
/** Device-style ids, unique within a test run. */
export const newId = () => (lastId += 1) + 1_000_000;

export interface Learner {
  client: TestClient;
  id: number;
  username: string;
  email: string;
}

/** Registers a learner over HTTP (signed in from then on) and applies `patch` to the stored row. */
export async function learner(server: TestServer, patch: UserValues = {}): Promise<Learner> {
  const client = createClient(server.url);
  const { user, email } = await client.register({ firstName: 'Test', lastName: 'Learner' });
  // The first account on a server is an admin; tests state the role they want.
  await updateLearner(server, user.id, { isAdmin: false, ...patch });
  return { client, id: user.id, username: user.username ?? '', email };
}

/** Shorthand for the plan rows the gates read. */
export const PLAN_PATCHES = {
  seeker: { subscriptionType: 'seeker' },
  scholar: { subscriptionType: 'scholar' },
  sage: { subscriptionType: 'sage' },
  lifetime: { subscriptionType: 'beta', lifetimeAccess: true },
  admin: { isAdmin: true },
  expiredSeeker: { subscriptionType: 'seeker', trialStartedAt: '2000-01-01T00:00:00.000Z' },
  /** A scholar whose trial is over: Scholar's features only, no Pro. */
  expiredScholar: { subscriptionType: 'scholar', trialStartedAt: '2000-01-01T00:00:00.000Z' },
} as const satisfies Record<string, Partial<UserRow> & { subscriptionType?: PlanId }>;

export async function updateLearner(server: TestServer, id: number, patch: UserValues): Promise<void> {
  const { users } = server.db.t;
  await server.db.transaction((tx) => tx.q.update(users).set(patch).where(eq(users.id, id)));
}

const stamp = (server: TestServer, createdAt?: string) => createdAt ?? server.clock.now().toISOString();

/** Inserts a synced row with a real version from the server's counter; answers the stored row. */
async function insertSynced<K extends 'journalEntries' | 'resources' | 'learningGoals'>(
  server: TestServer,
  key: K,
  userId: number,
  defaults: Record<string, unknown>,
  values: Partial<Tables[K]['$inferInsert']>,
): Promise<Tables[K]['$inferSelect']> {
  const createdAt = stamp(server, values.createdAt);
  return server.db.transaction(async (tx) => {
    const table = tx.t[key] as Tables['journalEntries'];
    const row = { ...defaults, ...values, userId, id: values.id ?? newId(), version: await tx.nextVersion(userId), createdAt, updatedAt: createdAt };
    const rows = await tx.q.insert(table).values(row as EntryValues).returning();
    return rows[0] as unknown as Tables[K]['$inferSelect'];
  });
}

export const insertEntry = (server: TestServer, userId: number, values: Partial<EntryValues> = {}) =>
  insertSynced(server, 'journalEntries', userId, { title: 'An entry', content: 'Some content' }, values);

export const insertResource = (server: TestServer, userId: number, values: Partial<ResourceValues> = {}) =>
  insertSynced(server, 'resources', userId, { title: 'A resource', type: 'book' }, values);

export const insertGoal = (server: TestServer, userId: number, values: Partial<GoalValues> = {}) =>
  insertSynced(server, 'learningGoals', userId, { title: 'A goal' }, values);
