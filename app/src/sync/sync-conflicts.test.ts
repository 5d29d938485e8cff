/**
 * Two devices of one learner disagreeing (issue 4, scenarios 4, 5 and 9): no text is ever lost,
 * and ids made on a device stay unique. The real server over HTTP; a fake IndexedDB per device.
 */
import { format } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, LearningGoal, Resource } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { createGoal } from '../features/goals/data/goal-writes';
import { createResource } from '../features/resources/data/resource-writes';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';

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
const today = () => format(new Date(), 'yyyy-MM-dd'); // the device's own calendar day

describe('conflicts between devices', () => {
  it('keeps one content edit as the entry and the other as a conflict copy, and both edits of different fields', async () => {
    const laptop = await device();
    const phone = await device();
    const entry = await createEntry(laptop.db, { title: 'Closures', content: 'v0' });
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();

    laptop.network.online = false;
    phone.network.online = false;
    await updateEntry(laptop.db, entry.id, { content: 'Laptop: closures capture variables' });
    await updateEntry(phone.db, entry.id, { content: 'Phone: closures keep their scope alive' });
    laptop.network.online = true;
    phone.network.online = true;
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();
    await laptop.syncUntilIdle();

    const copyTitle = `Closures (conflict copy ${today()})`;
    const stored = await serverEntries();
    expect(stored.find((e) => e.id === entry.id)?.content).toBe('Laptop: closures capture variables');
    expect(stored.find((e) => e.title === copyTitle)?.content).toBe('Phone: closures keep their scope alive');
    expect(phone.events).toContainEqual(expect.objectContaining({ type: 'conflict-copy', recordId: entry.id, title: copyTitle }));
    for (const d of [laptop, phone]) {
      const local = (await d.db.entries.toArray()).filter((e) => e.title.startsWith('Closures'));
      expect(local.map((e) => e.content).sort()).toEqual(['Laptop: closures capture variables', 'Phone: closures keep their scope alive']);
    }

    // Different fields on each device: no conflict, both kept.
    laptop.network.online = false;
    phone.network.online = false;
    await updateEntry(laptop.db, entry.id, { title: 'Closures in JavaScript' });
    await updateEntry(phone.db, entry.id, { content: 'Both edits survive', tags: ['js'] });
    laptop.network.online = true;
    phone.network.online = true;
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();
    expect((await serverEntries()).find((e) => e.id === entry.id)).toMatchObject({ title: 'Closures in JavaScript', content: 'Both edits survive', tags: ['js'] });
    expect((await serverEntries()).filter((e) => e.title.includes('conflict copy'))).toHaveLength(1);
  });

  it("restores an entry edited on one device after another device deleted it", async () => {
    const laptop = await device();
    const phone = await device();
    const entry = await createEntry(laptop.db, { title: 'Monads', content: 'first thoughts' });
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();

    laptop.network.online = false;
    await updateEntry(laptop.db, entry.id, { content: 'Monads: flatMap with a context' }, entry);
    await deleteEntry(phone.db, entry.id);
    await phone.syncUntilIdle();
    laptop.network.online = true;
    await laptop.syncUntilIdle();

    expect(laptop.events).toContainEqual(expect.objectContaining({ type: 'restored', recordId: entry.id, message: 'Restored: this entry was deleted on another device' }));
    const stored = await serverEntries();
    expect(stored.find((e) => e.id === entry.id)).toBeUndefined();
    const restored = stored.find((e) => e.title === 'Monads');
    expect(restored?.content).toBe('Monads: flatMap with a context');
    expect(await laptop.db.entries.get(entry.id)).toBeUndefined();
    expect((await laptop.db.entries.get(restored?.id ?? 0))?._pending).toBeUndefined();
    await phone.syncUntilIdle();
    expect((await phone.db.entries.get(restored?.id ?? 0))?.content).toBe('Monads: flatMap with a context');
  });

  it('re-keys a record whose device-made id is taken, with every reference to it', async () => {
    const laptop = await device();
    const phone = await device();
    const taken = await createResource(laptop.db, { title: 'Already here', type: 'video' });
    await laptop.syncUntilIdle();

    phone.network.online = false;
    const clash = await createResource(phone.db, { id: taken.id, title: 'Same id, other device', type: 'podcast' });
    const entry = await createEntry(phone.db, { title: 'Listening notes', content: 'episode 1', linkedResources: [clash.id] });
    const goal = await createGoal(phone.db, { title: 'Finish the podcast', linkedResources: [clash.id] });
    phone.network.online = true;
    await phone.syncUntilIdle();

    const resources = (await account.client.get<Resource[]>('/api/resources')).body;
    expect(resources.find((r) => r.id === taken.id)?.title).toBe('Already here');
    const moved = resources.find((r) => r.title === 'Same id, other device');
    expect(moved?.id).toBeDefined();
    expect(moved?.id).not.toBe(taken.id);
    const newId = moved?.id ?? 0;
    expect((await serverEntries()).find((e) => e.id === entry.id)?.linkedResources).toEqual([newId]);
    const goals = (await account.client.get<LearningGoal[]>('/api/learning-goals')).body;
    expect(goals.find((g) => g.id === goal.id)?.linkedResources).toEqual([newId]);

    expect((await phone.db.resources.get(newId))?.title).toBe('Same id, other device');
    expect((await phone.db.resources.get(taken.id))?.title).toBe('Already here'); // pulled back
    expect((await phone.db.entries.get(entry.id))?.linkedResources).toEqual([newId]);
    expect((await phone.db.goals.get(goal.id))?.linkedResources).toEqual([newId]);
  });
});
