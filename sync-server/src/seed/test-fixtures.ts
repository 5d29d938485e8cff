/**
 * Rows for the online-route tests, written straight into the test server's database: the tests
 * then read them back over real HTTP. Synced rows get a real version from the server's counter.
 */
import { eq } from 'drizzle-orm';
import type { PlanId } from '@learnlog/shared';
import { nextVersion } from '../db/client';
import { journalEntries, learningGoals, resources, users, type UserRow } from '../db/schema';
import { createClient, type TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';

type EntryValues = typeof journalEntries.$inferInsert;
type ResourceValues = typeof resources.$inferInsert;
type GoalValues = typeof learningGoals.$inferInsert;

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
export async function learner(server: TestServer, patch: Partial<typeof users.$inferInsert> = {}): Promise<Learner> {
  const client = createClient(server.url);
  const { user, email } = await client.register({ firstName: 'Test', lastName: 'Learner' });
  // The first account on a server is an admin; tests state the role they want.
  server.db.update(users).set({ isAdmin: false, ...patch }).where(eq(users.id, user.id)).run();
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

export function updateLearner(server: TestServer, id: number, patch: Partial<typeof users.$inferInsert>): void {
  server.db.update(users).set(patch).where(eq(users.id, id)).run();
}

const stamp = (server: TestServer, createdAt?: string) => createdAt ?? server.clock.now().toISOString();

export function insertEntry(server: TestServer, userId: number, values: Partial<EntryValues> = {}) {
  const createdAt = stamp(server, values.createdAt);
  return server.db
    .insert(journalEntries)
    .values({
      title: 'An entry',
      content: 'Some content',
      ...values,
      userId,
      id: values.id ?? newId(),
      version: nextVersion(server.db),
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
    .get();
}

export function insertResource(server: TestServer, userId: number, values: Partial<ResourceValues> = {}) {
  const createdAt = stamp(server, values.createdAt);
  return server.db
    .insert(resources)
    .values({
      title: 'A resource',
      type: 'book',
      ...values,
      userId,
      id: values.id ?? newId(),
      version: nextVersion(server.db),
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
    .get();
}

export function insertGoal(server: TestServer, userId: number, values: Partial<GoalValues> = {}) {
  const createdAt = stamp(server, values.createdAt);
  return server.db
    .insert(learningGoals)
    .values({
      title: 'A goal',
      ...values,
      userId,
      id: values.id ?? newId(),
      version: nextVersion(server.db),
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
    .get();
}
