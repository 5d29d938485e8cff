/**
 * When the server says no (issue 4, scenarios 6, 7 and 8): nothing the learner wrote is dropped;
 * the refusal is visible on the record and does not block unrelated changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type JournalEntry, type Resource } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { createEntry } from '../features/journal/data/create-entry';
import { updateEntry } from '../features/journal/data/update-entry';
import { createResource } from '../features/resources/data/resource-writes';
import { getMeta } from '../db/meta';
import { listFailedChanges } from './sync-queries';
import { createTestDevice, registerLearner, type TestAccount, type TestDevice } from './test/test-device';

const DAY_MS = 86_400_000;
let server: TestServer;
let admin: TestAccount;
const devices: TestDevice[] = [];

async function device(account: TestAccount): Promise<TestDevice> {
  const made = await createTestDevice(server, account);
  devices.push(made);
  return made;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await registerLearner(server, 'Ada'); // the first account: an admin, without daily limits
});
afterEach(() => {
  for (const d of devices.splice(0)) d.stop();
});
afterAll(() => server.close());

describe('refusals keep the learner’s work', () => {
  it('pauses on a 401 after the session expired offline, keeps everything, and resumes after sign-in', async () => {
    const phone = await device(admin);
    phone.network.online = false;
    const book = await createResource(phone.db, { title: 'Written on the train', type: 'book' });
    const entry = await createEntry(phone.db, { title: 'Train notes', content: 'no signal here' });
    await server.db.q.delete(server.db.t.sessions); // the session expires meanwhile
    phone.network.online = true;

    const paused = await phone.engine.syncNow();
    expect(paused.push?.outcome).toBe('auth-paused');
    expect(phone.engine.getStatus()).toEqual({ state: 'auth-paused' });
    expect(phone.events).toContainEqual({ type: 'auth-required' });
    expect(await getMeta(phone.db, 'authPaused')).toBe(true);
    expect(await phone.db.outbox.where('state').equals('pending').count()).toBe(2);
    const writesWhilePaused = phone.network.sent.length;
    expect((await phone.engine.syncNow()).push?.outcome).toBe('auth-paused');
    expect(phone.network.sent.length).toBe(writesWhilePaused); // paused: nothing more is sent

    await phone.client.login(admin.email, admin.password);
    await admin.client.login(admin.email, admin.password);
    await phone.engine.resumeAfterSignIn();
    await phone.syncUntilIdle();
    expect((await admin.client.get<Resource[]>('/api/resources')).body.map((r) => r.id)).toContain(book.id);
    expect((await admin.client.get<JournalEntry[]>('/api/journal-entries')).body.map((e) => e.id)).toContain(entry.id);
    expect(await getMeta(phone.db, 'authPaused')).toBe(false);
  });

  it('marks a change the server refuses as failed without blocking unrelated ones', async () => {
    const phone = await device(admin);
    phone.network.online = false;
    const entry = await createEntry(phone.db, { title: 'Fine locally', content: 'but the server disagrees' });
    const [create] = await phone.db.outbox.toArray();
    // What an older app version might queue: a title the server's validation refuses.
    await phone.db.outbox.update(create?.seq ?? 0, { args: { ...create?.args, title: 'x'.repeat(500) } });
    await updateEntry(phone.db, entry.id, { content: 'an edit after the refused create waits behind it' });
    const unrelated = await createResource(phone.db, { title: 'Unrelated', type: 'article' });
    phone.network.online = true;
    await phone.syncUntilIdle();

    expect((await admin.client.get<Resource[]>('/api/resources')).body.map((r) => r.id)).toContain(unrelated.id);
    expect((await admin.client.get<JournalEntry[]>('/api/journal-entries')).body.map((e) => e.id)).not.toContain(entry.id);
    const local = await phone.db.entries.get(entry.id);
    expect(local?._syncError).toBe(MESSAGES.validationFailed);
    expect(local?.content).toBe('an edit after the refused create waits behind it');
    const failed = await listFailedChanges(phone.db);
    expect(failed).toEqual([expect.objectContaining({ kind: 'create', recordId: entry.id, message: MESSAGES.validationFailed, label: 'Fine locally' })]);
    expect(await phone.db.outbox.where('recordKey').equals(`journal_entries:${entry.id}`).count()).toBe(2);

    await phone.engine.discard(failed[0]?.seq ?? 0); // the learner confirmed Discard
    expect(await phone.db.entries.get(entry.id)).toBeUndefined();
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('keeps an offline entry refused by the seeker daily limit on the device, marked, and sends it the next day', async () => {
    const seeker = await registerLearner(server, 'Sam');
    // Past the trial (which has no daily limit): Seeker's one entry a day.
    const { users } = server.db.t;
    await server.db.transaction((tx) => tx.q.update(users).set({ trialStartedAt: '2000-01-01T00:00:00.000Z' }).where(eq(users.id, seeker.user.id)));
    const phone = await device(seeker);
    const laptop = await device(seeker);
    await createEntry(laptop.db, { title: 'Today on the laptop', content: 'the one free entry of the day' });
    await laptop.syncUntilIdle();

    phone.network.online = false;
    const refused = await createEntry(phone.db, { title: 'Today on the phone', content: 'written offline' });
    phone.network.online = true;
    await phone.syncUntilIdle();

    const local = await phone.db.entries.get(refused.id);
    expect(local).toMatchObject({ _syncError: 'daily limit reached', _syncWaitsForPlan: true }); // "Not synced: daily limit reached", waiting for the plan
    expect(local?.content).toBe('written offline');
    const [failed] = await phone.db.outbox.toArray();
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'daily_limit', errorStatus: 403, lastError: MESSAGES.dailyEntryLimit });
    expect(phone.events).toContainEqual(expect.objectContaining({ type: 'failed', recordId: refused.id, message: 'daily limit reached' }));
    await phone.syncUntilIdle(); // the same day: it stays refused, nothing is dropped
    expect((await phone.db.outbox.toArray())[0]?.state).toBe('failed');

    server.clock.advanceDays(1);
    phone.clockOffsetMs = DAY_MS;
    await phone.syncUntilIdle();
    const stored = (await seeker.client.get<JournalEntry[]>('/api/journal-entries')).body;
    expect(stored.find((e) => e.id === refused.id)?.content).toBe('written offline');
    expect((await phone.db.entries.get(refused.id))?._syncError).toBeUndefined();
    expect(await phone.db.outbox.count()).toBe(0);
  });
});
