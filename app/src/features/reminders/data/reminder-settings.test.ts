/**
 * Reminder settings on the device: saved at once offline (cached and queued), a newer change
 * replacing a queued older one, and applied on the server when the device is back online.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../../../sync-server/src/test/test-server';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from '../../../sync/test/test-device';
import { readReminderSettings, saveReminderSettings } from './reminder-settings';

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

describe('reminder settings on the device', () => {
  it('are kept and queued offline, the newest replacing the older, and reach the account when online', async () => {
    const phone = await createTestDevice(server, account);
    devices.push(phone);
    expect(await readReminderSettings(phone.db)).toEqual(DEFAULT_REMINDER_SETTINGS);

    phone.network.online = false;
    await saveReminderSettings(phone.db, { writeAt: '19:00', reviewsDue: true, goalDeadlines: true });
    const latest = { writeAt: '20:15', reviewsDue: false, goalDeadlines: true, weeklyDigest: true, quietFrom: '22:00', quietTo: '07:00' };
    await saveReminderSettings(phone.db, latest);
    expect(await readReminderSettings(phone.db)).toEqual(latest);
    expect(await phone.db.outbox.toArray()).toEqual([expect.objectContaining({ name: 'reminders.update', args: latest })]);
    expect((await account.client.get('/api/reminders')).body).toEqual(DEFAULT_REMINDER_SETTINGS);

    phone.network.online = true;
    await phone.syncUntilIdle();
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await account.client.get('/api/reminders')).body).toEqual(latest);
    expect(await readReminderSettings(phone.db)).toEqual(latest);
  });

  it('refuse settings the shared schema refuses, before anything is stored', async () => {
    const laptop = await createTestDevice(server, account);
    devices.push(laptop);
    await expect(saveReminderSettings(laptop.db, { writeAt: '7pm', reviewsDue: true, goalDeadlines: true })).rejects.toThrow();
    expect(await laptop.db.outbox.count()).toBe(0);
  });
});
