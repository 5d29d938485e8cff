/**
 * Live updates across nodes (PostgreSQL run only: the `server-pg` vitest project). Two app
 * instances on one database, each with its own pool and its own LISTEN connection, as two
 * processes behind a balancer: a write through node A pokes the learner's device streaming from
 * node B, and when the listening connections are cut they come back by themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SYNC_EVENTS } from '@learnlog/shared';
import { SYNC_BUS_APPLICATION_NAME } from './db/pg-sync-bus';
import { deviceWrite, newLearner, startSyncedServer, type Learner } from './services/synced-record.fixtures';
import { openEventStream, waitFor } from './test/event-stream';
import { startTestServer, type TestServer } from './test/test-server';

let nodeA: TestServer;
let nodeB: TestServer;
let nextId = 7_200_001;

beforeAll(async () => {
  nodeA = await startSyncedServer();
  nodeB = await startTestServer({ databasePath: nodeA.databasePath });
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

const writeThroughA = (learner: Learner, clientId: string) =>
  learner.client.post('/api/resources', { id: nextId++, title: 'Poke', type: 'book' }, deviceWrite({ clientId }));

/** The sessions listening for pokes on this database: one per node. */
const listeners = async () =>
  (await nodeA.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SYNC_BUS_APPLICATION_NAME}`))[0]?.n;

describe('live updates on two nodes (postgres)', () => {
  it('pokes a device streaming from node B after a write through node A, each device once, and only that learner', async () => {
    expect(await listeners()).toBe(2);
    const ann = await newLearner(nodeA, 'sage');
    const bob = await newLearner(nodeA, 'sage');
    // A session is a row in the database: the same cookies open a stream on either node.
    const annsPhone = await openEventStream(nodeB.url, ann.client, 'ann-phone');
    const annsTablet = await openEventStream(nodeA.url, ann.client, 'ann-tablet');
    const bobsPhone = await openEventStream(nodeB.url, bob.client, 'bob-phone');
    expect(annsPhone.res.status).toBe(200);
    await Promise.all([annsPhone.opened(), annsTablet.opened(), bobsPhone.opened()]);

    expect((await writeThroughA(ann, 'ann-phone')).status).toBe(201); // the phone's own write
    expect((await writeThroughA(ann, 'ann-laptop')).status).toBe(201);
    await waitFor(() => annsPhone.events().length > 0 && annsTablet.events().length > 1);
    // Then a write of Bob's: any extra poke of Ann's devices (the phone's own write, or node A
    // hearing its own notification back) would be in before Bob's comes through the database.
    expect((await writeThroughA(bob, 'bob-laptop')).status).toBe(201);
    await waitFor(() => bobsPhone.events().length > 0);
    expect(annsPhone.events()).toEqual([SYNC_EVENTS.changed]);
    expect(annsTablet.events()).toEqual([SYNC_EVENTS.changed, SYNC_EVENTS.changed]);
    expect(bobsPhone.events()).toEqual([SYNC_EVENTS.changed]);
    await Promise.all([annsPhone.close(), annsTablet.close(), bobsPhone.close()]);
  });

  it('reconnects by itself when the listening connections are cut, pokes its streams for what they missed, and carries pokes again', async () => {
    const ann = await newLearner(nodeA, 'sage');
    const phone = await openEventStream(nodeB.url, ann.client, 'ann-phone');
    await phone.opened();

    await nodeA.db.rows(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SYNC_BUS_APPLICATION_NAME}`);
    // Node B listens again and pokes its streams: pokes sent meanwhile were lost to it.
    await waitFor(() => phone.events().length === 1);
    let back = await listeners();
    while (back !== 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      back = await listeners();
    }

    expect((await writeThroughA(ann, 'ann-laptop')).status).toBe(201);
    await waitFor(() => phone.events().length === 2);
    expect(phone.events()).toEqual([SYNC_EVENTS.changed, SYNC_EVENTS.changed]);
    await phone.close();
  });
});
