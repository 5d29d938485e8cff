/**
 * The device session's edges against the real server: the service worker's Background Sync
 * replay after the tab closed, and signing out (a warning first, then the device copy goes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { openUserDatabase, signedInUserId } from '../db/database';
import { createEntry } from '../features/journal/data/create-entry';
import { replayOutboxInBackground } from './service-worker-sync';
import { signOutDevice, signOutWarning, unsyncedChanges } from './sign-out';
import { createTestDevice, registerLearner, type TestAccount } from './test/test-device';

let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterAll(() => server.close());

describe('the device session', () => {
  it('sends queued changes from the service worker after the tab was closed', async () => {
    const tab = await createTestDevice(server, account);
    tab.network.online = false;
    const entry = await createEntry(tab.db, { title: 'Written before closing the tab', content: 'x' });
    tab.stop(); // the tab is gone; the outbox stays in IndexedDB

    const worker = { database: tab.database, fetch: tab.network.fetch, locks: tab.locks };
    await expect(replayOutboxInBackground(worker)).rejects.toThrow(/still waiting/); // offline: the browser retries later
    tab.network.online = true;
    await replayOutboxInBackground(worker);

    const stored = (await account.client.get<JournalEntry[]>('/api/journal-entries')).body;
    expect(stored.map((e) => e.id)).toContain(entry.id);
    const reopened = await openUserDatabase(account.user.id, tab.database);
    expect(await reopened.outbox.count()).toBe(0);
    expect((await reopened.entries.get(entry.id))?._pending).toBeUndefined();
    reopened.close();
  });

  it('warns about unsynced changes before signing out, then removes the device copy', async () => {
    const device = await createTestDevice(server, account);
    device.network.online = false;
    await createEntry(device.db, { title: 'Not sent yet', content: 'x' });
    const changes = await unsyncedChanges(device.db);
    expect(changes).toEqual({ pending: 1, failed: 0 });
    expect(signOutWarning(changes)).toBe('1 change is not on the server yet. Signing out removes it from this device.');
    expect(signOutWarning({ pending: 0, failed: 0 })).toBeNull();

    await signOutDevice(device);
    expect(await signedInUserId(device.database)).toBeUndefined();
    const after = await openUserDatabase(account.user.id, device.database);
    expect(await after.entries.count()).toBe(0);
    expect(await after.outbox.count()).toBe(0);
    after.close();
  });
});
