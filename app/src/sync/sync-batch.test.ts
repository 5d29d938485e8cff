/**
 * Batched push (docs/sync-protocol.md, rule 3): a queue goes in batches, and every answer in a
 * batch does what the same call's answer on its own does. The real server over HTTP.
 */
import { format } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SYNC_PUSH_PATH, type JournalEntry, type Resource } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { createGoal } from '../features/goals/data/goal-writes';
import { createResource } from '../features/resources/data/resource-writes';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';
import { sentWrites } from './test/test-network';

let server: TestServer;
let account: TestAccount;
const devices: TestDevice[] = [];

async function device(): Promise<TestDevice> {
  const made = await createTestDevice(server, account);
  devices.push(made);
  return made;
}

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterEach(() => {
  for (const d of devices.splice(0)) d.stop();
});
afterAll(() => server.close());

const serverEntries = async () => (await account.client.get<JournalEntry[]>('/api/journal-entries')).body;
const serverResources = async () => (await account.client.get<Resource[]>('/api/resources')).body;
const batches = (d: TestDevice) => d.network.requests.filter((r) => r.path === SYNC_PUSH_PATH);

describe('batched push', () => {
  it('sends a queue in one request, in order, each change once', async () => {
    const phone = await device();
    phone.network.online = false;
    const made = [];
    for (let i = 0; i < 30; i += 1) made.push(await createResource(phone.db, { title: `Batch ${i}`, type: 'book' }));
    phone.network.online = true;
    await phone.syncUntilIdle();

    expect(batches(phone)).toEqual([{ method: 'POST', path: SYNC_PUSH_PATH, mutations: 30 }]);
    const stored = (await serverResources()).filter((r) => r.title.startsWith('Batch ')).sort((a, b) => a.version - b.version);
    expect(stored.map((r) => r.id)).toEqual(made.map((r) => r.id));
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('handles a refusal and a conflict in the middle of a batch as it would on their own, and sends the rest', async () => {
    const laptop = await device();
    const phone = await device();
    const shared = await createEntry(laptop.db, { title: 'Shared', content: 'v0' });
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();

    phone.network.online = false;
    const before = await createResource(phone.db, { title: 'Before the refusal', type: 'book' });
    const refused = await createEntry(phone.db, { title: 'Refused', content: 'the server disagrees' });
    const refusedCreate = (await phone.db.outbox.toArray()).find((m) => m.recordKey === `journal_entries:${refused.id}`);
    // What an older app version might queue: a title the server's validation refuses.
    await phone.db.outbox.update(refusedCreate?.seq ?? 0, { args: { ...refusedCreate?.args, title: 'x'.repeat(500) } });
    await updateEntry(phone.db, refused.id, { content: 'an edit that waits behind the refused create' });
    await updateEntry(phone.db, shared.id, { content: 'Phone: written offline' });
    const after = await createGoal(phone.db, { title: 'After the conflict' });

    await updateEntry(laptop.db, shared.id, { content: 'Laptop: written first' });
    await laptop.syncUntilIdle();
    phone.network.online = true;
    await phone.syncUntilIdle();

    const writes = sentWrites(phone.network).filter((w) => w.batched);
    expect(writes.map((w) => `${w.method} ${w.path} ${w.status}`)).toEqual([
      'POST /api/resources 201',
      'POST /api/journal-entries 400', // the batch stops here; the device marks it and goes on
      `PUT /api/journal-entries/${shared.id} 409`, // the next batch stops at the conflict
      'POST /api/learning-goals 201',
      'POST /api/journal-entries 201', // the conflict copy
    ]);
    expect((await serverResources()).map((r) => r.id)).toContain(before.id);
    const stored = await serverEntries();
    expect(stored.map((e) => e.id)).not.toContain(refused.id);
    expect(stored.find((e) => e.id === shared.id)?.content).toBe('Laptop: written first');
    expect(stored.find((e) => e.title === `Shared (conflict copy ${format(new Date(), 'yyyy-MM-dd')})`)?.content).toBe('Phone: written offline');
    expect((await account.client.get<{ id: number }[]>('/api/learning-goals')).body.map((g) => g.id)).toContain(after.id);
    const local = await phone.db.entries.get(refused.id);
    expect(local).toMatchObject({ _syncError: MESSAGES.validationFailed, content: 'an edit that waits behind the refused create' });
    expect(await phone.db.outbox.where('recordKey').equals(`journal_entries:${refused.id}`).count()).toBe(2);
  });

  it('replays a batch whose answer was lost from the stored answers, never twice', async () => {
    const phone = await device();
    phone.network.online = false;
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createResource(phone.db, { title: `Lost batch ${i}`, type: 'article' }));
    phone.network.online = true;
    phone.network.loseAnswerOnce((method, p) => method === 'POST' && p === '/api/resources');

    expect((await phone.engine.syncNow()).push).toMatchObject({ outcome: 'waiting', offline: true });
    expect((await serverResources()).filter((r) => r.title.startsWith('Lost batch'))).toHaveLength(3); // applied, answer lost
    await phone.syncUntilIdle();

    const sent = sentWrites(phone.network).filter((w) => w.path === '/api/resources');
    expect(sent).toHaveLength(6);
    expect(sent.slice(3).map((w) => w.idempotencyKey)).toEqual(sent.slice(0, 3).map((w) => w.idempotencyKey));
    expect(sent.slice(3).map((w) => w.status)).toEqual([201, 201, 201]);
    expect((await serverResources()).filter((r) => r.title.startsWith('Lost batch')).map((r) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
    for (const resource of made) expect((await phone.db.resources.get(resource.id))?._pending).toBeUndefined();
  });
});
