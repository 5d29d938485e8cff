/**
 * Notices raised where no page is looking (the service worker's Background Sync): stored on the
 * device until a page has shown them, and announced to every open page as they happen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { openUserDatabase, type LearnLogDatabase } from '../db/database';
import type { SyncNotice } from '../db/sync-rows';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { listenForNotices } from './notices';
import { replayOutboxInBackground } from './service-worker-sync';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';

let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server);
});
afterAll(() => server.close());

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A page of the app: its own connection to the device database, listening for notices. */
async function openPage(device: TestDevice): Promise<{ db: LearnLogDatabase; shown: SyncNotice[]; close(): void }> {
  const db = await openUserDatabase(account.user.id, device.database);
  const shown: SyncNotice[] = [];
  const stop = listenForNotices(db, (notice) => shown.push(notice), { isVisible: () => true });
  return { db, shown, close: () => (stop(), db.close()) };
}

/** The laptop and a phone whose tab is closed, both with the entry; the phone's edit is queued. */
async function phoneWithQueuedEdit(laptopChange: (laptop: TestDevice, id: number) => Promise<unknown>) {
  const laptop = await createTestDevice(server, account);
  const phone = await createTestDevice(server, account);
  const entry = await createEntry(laptop.db, { title: 'Closures', content: 'v0' });
  await laptop.syncUntilIdle();
  await phone.syncUntilIdle();
  phone.network.online = false;
  await updateEntry(phone.db, entry.id, { content: 'Written on the phone' });
  await laptopChange(laptop, entry.id);
  await laptop.syncUntilIdle();
  laptop.stop();
  phone.stop(); // the tab is closed: only the service worker is left
  phone.network.online = true;
  return { phone, worker: { database: phone.database, fetch: phone.network.fetch, locks: phone.locks } };
}

describe('notices from the service worker', () => {
  it('keeps "Conflict copy saved" on the device until a page opens and shows it', async () => {
    const { phone, worker } = await phoneWithQueuedEdit((laptop, id) => updateEntry(laptop.db, id, { content: 'Written on the laptop' }));
    await replayOutboxInBackground(worker);

    const page = await openPage(phone);
    await until(() => page.shown.length === 1, 'the stored notice');
    expect(page.shown[0]).toMatchObject({ kind: 'conflict-copy', title: 'Conflict copy saved', description: expect.stringContaining('changed on another device') });
    await until(async () => (await page.db.notices.count()) === 0, 'the shown notice to leave the device');
    page.close();
  });

  it('announces "Restored: …" to every open page as the worker raises it', async () => {
    const { phone, worker } = await phoneWithQueuedEdit((laptop, id) => deleteEntry(laptop.db, id));
    const pages = [await openPage(phone), await openPage(phone)];
    await replayOutboxInBackground(worker);

    for (const page of pages) await until(() => page.shown.length === 1, 'the announced notice on each page');
    for (const page of pages) expect(page.shown[0]).toEqual({ kind: 'restored', title: 'Restored: this entry was deleted on another device', error: false });
    expect(await pages[0]?.db.notices.count()).toBe(0);
    for (const page of pages) page.close();
  });

  it('asks to sign in again when the worker finds the session ended', async () => {
    const { phone, worker } = await phoneWithQueuedEdit(async () => undefined);
    phone.client.cookies.clear(); // the session is gone
    await replayOutboxInBackground(worker);

    const page = await openPage(phone);
    await until(() => page.shown.length === 1, 'the sign-in notice');
    expect(page.shown[0]).toMatchObject({ kind: 'auth-required', title: 'Sign in again to sync', error: true });
    expect(await page.db.outbox.count()).toBe(1); // the edit waits for the learner
    page.close();
  });
});
