/**
 * Offline work reaching the real server exactly once (issue 4, scenarios 1, 2, 3 and 12).
 * Each device has its own fake IndexedDB and session; the server is the real one over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PUSH_LIMITS, type JournalEntry, type Resource } from '@learnlog/shared';
import { createClient } from '../../../sync-server/src/test/http-client';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { createResource } from '../features/resources/data/resource-writes';
import { updateResource } from '../features/resources/data/resource-writes';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';
import { sentWrites } from './test/test-network';

let server: TestServer;
let account: TestAccount;
const devices: TestDevice[] = [];
const DAY_MS = 86_400_000;
const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-device-'));

async function device(options?: Parameters<typeof createTestDevice>[2]): Promise<TestDevice> {
  const made = await createTestDevice(server, account, options);
  devices.push(made);
  return made;
}

beforeAll(async () => {
  server = await startTestServer({ databasePath: path.join(folder, 'server.db') });
  account = await registerLearner(server); // the first account: an admin, so no daily limits here
});
afterEach(() => {
  for (const d of devices.splice(0)) d.stop();
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const serverEntries = async () => (await account.client.get<JournalEntry[]>('/api/journal-entries')).body;
const serverResources = async () => (await account.client.get<Resource[]>('/api/resources')).body;

describe('offline-first sync against the real server', () => {
  it('replays offline creates, edits and a delete so the server ends with exactly that, once', async () => {
    const phone = await device();
    const old = await createEntry(phone.db, { title: 'Old note', content: 'to be deleted' });
    await phone.syncUntilIdle();
    const before = sentWrites(phone.network).length;

    phone.network.online = false;
    const book = await createResource(phone.db, { title: 'SICP', type: 'book' });
    const entry = await createEntry(phone.db, { title: 'Recursion', content: 'draft', linkedResources: [book.id] });
    await updateResource(phone.db, book.id, { title: 'SICP, 2nd edition', status: 'in-progress' });
    await updateEntry(phone.db, entry.id, { content: 'Recursion is a function calling itself.' });
    await deleteEntry(phone.db, old.id);
    expect((await phone.engine.syncNow()).push).toMatchObject({ outcome: 'waiting', offline: true });

    phone.network.online = true;
    await phone.syncUntilIdle();

    // The edits were folded into the queued creates: three requests, not five.
    expect(sentWrites(phone.network).slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/resources',
      'POST /api/journal-entries',
      `DELETE /api/journal-entries/${old.id}`,
    ]);
    const resources = await serverResources();
    expect(resources).toHaveLength(1);
    expect(resources[0]).toMatchObject({ id: book.id, title: 'SICP, 2nd edition', status: 'in-progress' });
    const entries = await serverEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: entry.id, content: 'Recursion is a function calling itself.', linkedResources: [book.id] });

    const local = await phone.db.entries.toArray();
    expect(local.map((e) => [e.id, e._pending ?? false])).toEqual([[entry.id, false]]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('does not duplicate a record when the server applied it but the answer was lost', async () => {
    const phone = await device();
    const book = await createResource(phone.db, { title: 'Lost answer', type: 'article' });
    phone.network.loseAnswerOnce((method, p) => method === 'POST' && p === '/api/resources');

    expect((await phone.engine.syncNow()).push).toMatchObject({ outcome: 'waiting', offline: true });
    expect((await serverResources()).filter((r) => r.id === book.id)).toHaveLength(1); // applied, answer lost
    expect((await phone.db.resources.get(book.id))?._pending).toBe(true);

    await phone.syncUntilIdle();
    const posts = sentWrites(phone.network).filter((r) => r.method === 'POST' && r.path === '/api/resources');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
    expect(posts[1]?.status).toBe(201);
    expect((await serverResources()).filter((r) => r.title === 'Lost answer')).toHaveLength(1);
    expect((await phone.db.resources.get(book.id))?._pending).toBeUndefined();
  });

  it('delivers every change in order when the server stops mid-replay and starts again', async () => {
    const phone = await device();
    phone.network.online = false;
    // More than one batch: the first goes whole, the second finds no server.
    const titles = Array.from({ length: SYNC_PUSH_LIMITS.mutations + 20 }, (_, i) => `Replay ${i + 1}`);
    const made: number[] = [];
    for (const title of titles) made.push((await createResource(phone.db, { title, type: 'course' })).id);
    phone.network.online = true;

    const databasePath = server.databasePath;
    let posts = 0;
    phone.network.beforeRequest = async ({ method }) => {
      if (method === 'POST' && ++posts === 2) await server.close();
    };
    const interrupted = await phone.engine.syncNow();
    expect(interrupted.push).toMatchObject({ outcome: 'waiting', offline: true, sent: SYNC_PUSH_LIMITS.mutations });
    phone.network.beforeRequest = undefined;

    server = await startTestServer({ databasePath });
    phone.network.target = server.url;
    // The harness's client is bound to one address; the device's session cookie lives on in the database.
    const reader = createClient(server.url);
    await reader.login(account.email, account.password);
    account = { ...account, client: reader };

    await phone.syncUntilIdle();
    const arrived = (await serverResources()).filter((r) => made.includes(r.id)).sort((a, b) => a.version - b.version);
    expect(arrived.map((r) => r.title)).toEqual(titles);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('orders, limits and merges by the server alone when the device clock is a day off', async () => {
    const seeker = await registerLearner(server, 'Sam'); // not the first account: a seeker with 1 entry a day
    const behind = await createTestDevice(server, seeker, { clockOffsetMs: -DAY_MS });
    devices.push(behind);
    const tomorrowPhone = await createTestDevice(server, seeker, { clockOffsetMs: DAY_MS });
    devices.push(tomorrowPhone);

    const entry = await createEntry(tomorrowPhone.db, { title: 'Skewed clock', content: 'written "tomorrow"' });
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() + DAY_MS / 2);
    await tomorrowPhone.syncUntilIdle();
    const serverNow = server.clock.now().getTime();
    const stored = (await seeker.client.get<JournalEntry[]>('/api/journal-entries')).body;
    expect(stored).toHaveLength(1); // the limit counted the server's day: not refused
    expect(Date.parse(stored[0]?.createdAt ?? '')).toBeLessThanOrEqual(serverNow); // clamped
    expect((await tomorrowPhone.db.entries.get(entry.id))?._syncError).toBeUndefined();

    await behind.syncUntilIdle();
    await updateEntry(tomorrowPhone.db, entry.id, { tags: ['from-tomorrow'] });
    await updateEntry(behind.db, entry.id, { tags: ['from-yesterday'] });
    await tomorrowPhone.syncUntilIdle(); // reaches the server first
    await behind.syncUntilIdle(); // reaches it last, so it wins, whatever the clocks say
    await tomorrowPhone.syncUntilIdle();

    const final = (await seeker.client.get<JournalEntry[]>('/api/journal-entries')).body[0];
    expect(final?.tags).toEqual(['from-yesterday']);
    expect(Date.parse(final?.updatedAt ?? '')).toBeLessThanOrEqual(server.clock.now().getTime());
    expect((await tomorrowPhone.db.entries.get(entry.id))?.tags).toEqual(['from-yesterday']);
    expect((await behind.db.entries.get(entry.id))?.tags).toEqual(['from-yesterday']);
  });
});
