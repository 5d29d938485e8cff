/**
 * Two tabs of the same learner share one device database and push at the same time (issue 4,
 * scenario 11): the device's sync lock lets one pusher run at a time, so every mutation reaches
 * the server once, in the order it was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createResource } from '../features/resources/data/resource-writes';
import { updateResource } from '../features/resources/data/resource-writes';
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
});
