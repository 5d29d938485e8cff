/** GET /api/sync/events: a poke to the learner's other devices after each change, never data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_EVENTS } from '@learnlog/shared';
import { openEventStream, waitFor } from '../test/event-stream';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, type Learner } from '../services/synced-record.fixtures';

let server: TestServer;
let ann: Learner;
let nextId = 7_100_001;

beforeAll(async () => {
  server = await startSyncedServer();
  ann = await newLearner(server, 'sage');
});
afterAll(() => server.close());

const openStream = (learner: Learner, clientId: string) => openEventStream(server.url, learner.client, clientId);

const writeResource = (learner: Learner, clientId: string) =>
  learner.client.post('/api/resources', { id: nextId++, title: 'Poke', type: 'book' }, deviceWrite({ clientId }));

describe('GET /api/sync/events', () => {
  it('streams uncompressed events and says "changed" after another device writes, not after its own', async () => {
    const phone = await openStream(ann, 'phone');
    expect(phone.res.status).toBe(200);
    expect(phone.res.headers.get('content-type')).toContain('text/event-stream');
    expect(phone.res.headers.get('content-encoding')).toBeNull();
    await phone.opened();

    expect((await writeResource(ann, 'phone')).status).toBe(201);
    expect((await writeResource(ann, 'laptop')).status).toBe(201);
    await waitFor(() => phone.events().length > 0);
    expect(phone.events()).toEqual([SYNC_EVENTS.changed]); // only the laptop's write poked it
    expect(phone.text()).not.toContain('Poke'); // a poke, not the data
    await phone.close();
  });

  it('never pokes another learner, and a refused write pokes nobody', async () => {
    const bob = await newLearner(server, 'sage');
    const bobsPhone = await openStream(bob, 'bob-phone');
    const annsPhone = await openStream(ann, 'ann-phone');
    await Promise.all([bobsPhone.opened(), annsPhone.opened()]);
    expect((await ann.client.post('/api/resources', { title: '' }, deviceWrite())).status).toBe(400);
    expect((await writeResource(ann, 'ann-laptop')).status).toBe(201);
    await waitFor(() => annsPhone.events().length > 0);
    expect(annsPhone.events()).toEqual([SYNC_EVENTS.changed]);
    expect(bobsPhone.events()).toEqual([]);
    await Promise.all([bobsPhone.close(), annsPhone.close()]);
  });
});
