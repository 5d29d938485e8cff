/**
 * Two tabs of the same learner share one device database and push at the same time (issue 4,
 * scenario 11): the device's sync lock lets one pusher run at a time, so every mutation reaches
 * the server once, in the order it was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { createResource, updateResource } from '../features/resources/data/resource-writes';
import { createTestDevice, registerLearner, type TestAccount } from './test/test-device';
import { sentWrites } from './test/test-network';

let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterAll(() => server.close());

describe('two tabs of one learner', () => {
  it('push at once and every mutation arrives once, in order', async () => {
    const tabA = await createTestDevice(server, account);
    const tabB = await createTestDevice(server, account, { tabOf: tabA });
    tabA.network.online = false;

    const titles: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const tab = i % 2 === 0 ? tabA : tabB;
      const title = `Tab ${i % 2 === 0 ? 'A' : 'B'} resource ${i}`;
      titles.push(title);
      const made = await createResource(tab.db, { title, type: 'article' });
      // A status change queued behind its create, from the other tab.
      if (i === 3) await updateResource(tabA.db, made.id, { status: 'completed' });
    }
    expect(await tabB.db.outbox.count()).toBe(10); // both tabs write one outbox (the 4th edit was folded)
    tabA.network.online = true;
    // Uneven latency: two pushers sending at once would let a later mutation overtake an earlier one.
    let started = 0;
    tabA.network.beforeRequest = () => new Promise((resolve) => setTimeout(resolve, [15, 0, 8][started++ % 3]));

    await Promise.all([tabA.engine.syncNow(), tabB.engine.syncNow(), tabA.engine.syncNow(), tabB.engine.syncNow()]);
    await Promise.all([tabA.syncUntilIdle(), tabB.syncUntilIdle()]);

    const writes = sentWrites(tabA.network);
    const keys = writes.map((w) => w.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length); // no mutation was sent twice
    expect(writes).toHaveLength(10);
    const stored = (await account.client.get<Resource[]>('/api/resources')).body.sort((a, b) => a.version - b.version);
    expect(stored.map((r) => r.title)).toEqual(titles);
    expect(stored.find((r) => r.title === titles[3])?.status).toBe('completed');
    expect(await tabA.db.outbox.count()).toBe(0);
    expect((await tabB.db.resources.toArray()).every((r) => !r._pending)).toBe(true);

    tabB.stop();
    tabA.stop();
  });

  it('tells of a conflict between two tabs as one between tabs of this device, not another device', async () => {
    const tabA = await createTestDevice(server, account);
    const tabB = await createTestDevice(server, account, { tabOf: tabA });
    const entry = await createEntry(tabA.db, { title: 'Two tabs', content: 'v0' });
    await tabA.syncUntilIdle();

    // Both tabs open the entry's edit dialog; tab A saves first and its edit reaches the server.
    const opened = await tabB.db.entries.get(entry.id);
    await updateEntry(tabA.db, entry.id, { content: 'Saved in tab A' }, opened);
    await tabA.syncUntilIdle();
    await updateEntry(tabB.db, entry.id, { content: 'Saved in tab B' }, opened);
    await tabB.syncUntilIdle();

    const copy = tabB.events.find((event) => event.type === 'conflict-copy');
    expect(copy).toMatchObject({ sameDevice: true, message: expect.stringContaining('also changed in another tab on this device') });
    expect(copy?.type === 'conflict-copy' && copy.message).not.toContain('another device');
    const contents = (await tabA.db.entries.toArray()).map((e) => e.content).sort();
    expect(contents).toEqual(['Saved in tab A', 'Saved in tab B']);
    tabB.stop();
    tabA.stop();
  });
});
