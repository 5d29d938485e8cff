/**
 * The server binds each Idempotency-Key to its request (method, path, exact body) and answers 422
 * to a key sent again with anything else. The device's retries must therefore always be the same
 * request: this drives the real push code against the real server, losing answers after the server
 * applied them, with the learner editing in between, and checks no retry was ever refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, LearningGoal } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { linkEntryGoal } from '../features/journal/data/link-entry-goal';
import { toggleEntryPublic } from '../features/journal/data/toggle-entry-public';
import { updateEntry } from '../features/journal/data/update-entry';
import { createGoal } from '../features/goals/data/goal-writes';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';
import { sentWrites, type SentRequest } from './test/test-network';

let server: TestServer;
let account: TestAccount;
const devices: TestDevice[] = [];

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterEach(() => {
  for (const d of devices.splice(0)) d.stop();
});
afterAll(() => server.close());

async function device(): Promise<TestDevice> {
  const made = await createTestDevice(server, account);
  devices.push(made);
  return made;
}

/** Every key the device sent more than once, with the statuses it got. */
function retried(sent: readonly SentRequest[]): Map<string, (number | null)[]> {
  const byKey = new Map<string, (number | null)[]>();
  for (const request of sent) {
    if (!request.idempotencyKey) continue;
    byKey.set(request.idempotencyKey, [...(byKey.get(request.idempotencyKey) ?? []), request.status]);
  }
  return new Map([...byKey].filter(([, statuses]) => statuses.length > 1));
}

const serverEntry = async (id: number) => (await account.client.get<JournalEntry[]>('/api/journal-entries')).body.find((e) => e.id === id);

describe('retries after a lost answer', () => {
  it('resend the very same request for every kind of write, so the server never refuses a key', async () => {
    const phone = await device();
    const lose = (method: string, path: string) => phone.network.loseAnswerOnce((m, p) => m === method && p === path);

    const goal = await createGoal(phone.db, { title: 'Ship it' });
    lose('POST', '/api/learning-goals');
    await phone.syncUntilIdle();

    const entry = await createEntry(phone.db, { title: 'Retry', content: 'first words' });
    lose('POST', '/api/journal-entries');
    await phone.syncUntilIdle();

    await updateEntry(phone.db, entry.id, { content: 'second words' });
    lose('PUT', `/api/journal-entries/${entry.id}`);
    await phone.syncUntilIdle();

    await toggleEntryPublic(phone.db, entry.id);
    lose('POST', `/api/journal-entries/${entry.id}/toggle-public`);
    await phone.syncUntilIdle();

    await linkEntryGoal(phone.db, entry.id, { goalId: goal.id, progressContribution: 10 });
    lose('POST', `/api/journal-entries/${entry.id}/link-goal`);
    await phone.syncUntilIdle();

    await deleteEntry(phone.db, entry.id);
    lose('DELETE', `/api/journal-entries/${entry.id}`);
    await phone.syncUntilIdle();

    const writes = sentWrites(phone.network);
    const keys = retried(writes);
    expect(keys.size).toBe(6);
    for (const [key, statuses] of keys) {
      expect(statuses[0], key).toBeNull(); // the lost answer
      expect(statuses.slice(1).every((s) => s !== null && s >= 200 && s < 300), `${key}: ${statuses.join(', ')}`).toBe(true);
    }
    expect(writes.some((w) => w.status === 422)).toBe(false);
    expect(await serverEntry(entry.id)).toBeUndefined();
    const goals = (await account.client.get<LearningGoal[]>('/api/learning-goals')).body;
    expect(goals.filter((g) => g.title === 'Ship it')).toHaveLength(1);
  });

  it('keep an edit made while a create waits for its retry out of that create', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Edited while waiting', content: 'draft' });
    phone.network.loseAnswerOnce((m, p) => m === 'POST' && p === '/api/journal-entries');
    expect((await phone.engine.syncNow()).push).toMatchObject({ outcome: 'waiting' });

    // The server has the create; its answer never came. Now the learner edits and publishes.
    await updateEntry(phone.db, entry.id, { content: 'final words' });
    await toggleEntryPublic(phone.db, entry.id);
    await phone.syncUntilIdle();

    const writes = sentWrites(phone.network);
    expect(writes.some((w) => w.status === 422)).toBe(false);
    const posts = writes.filter((w) => w.method === 'POST' && w.path === '/api/journal-entries');
    expect(posts.map((p) => p.status)).toEqual([null, 201]);
    expect(await serverEntry(entry.id)).toMatchObject({ content: 'final words', isPublic: true });
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('delete a record whose create may have reached the server on the server too', async () => {
    const phone = await device();
    const entry = await createEntry(phone.db, { title: 'Gone', content: 'soon' });
    phone.network.loseAnswerOnce((m, p) => m === 'POST' && p === '/api/journal-entries');
    await phone.engine.syncNow();
    expect(await serverEntry(entry.id)).toBeDefined();

    await deleteEntry(phone.db, entry.id);
    await phone.syncUntilIdle();
    expect(await serverEntry(entry.id)).toBeUndefined();
    expect(sentWrites(phone.network).some((w) => w.status === 422)).toBe(false);
  });
});
