/**
 * Pull edge cases against the real server: a cursor older than the tombstone horizon resets to a
 * full download that keeps the outbox, and a server that finds the app too old stops the push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@learnlog/shared';
import { nextVersion } from '../../../sync-server/src/db/client';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { getMeta } from '../db/meta';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { createResource } from '../features/resources/data/resource-writes';
import { pullChanges } from './pull';
import { createSyncEngine } from './sync-engine';
import { createInProcessLocks } from './sync-lock';
import { createTestDevice, registerLearner, TEST_BACKOFF, type TestAccount } from './test/test-device';
import { parseRetryAfter } from '../lib/api-client';
import { createTransport } from './transport';

let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  account = await registerLearner(server); // an admin: keeps access when the clock jumps months
});
afterAll(() => server.close());

describe('pull', () => {
  it('re-downloads everything after a reset, dropping what was deleted and keeping the outbox', async () => {
    const laptop = await createTestDevice(server, account);
    const phone = await createTestDevice(server, account);
    const kept = await createEntry(laptop.db, { title: 'Kept', content: 'still here' });
    const gone = await createEntry(laptop.db, { title: 'Gone', content: 'deleted long ago' });
    await laptop.syncUntilIdle();
    await phone.syncUntilIdle();
    expect(await phone.db.entries.count()).toBe(2);

    await deleteEntry(laptop.db, gone.id);
    await laptop.syncUntilIdle();
    // Half a year later the server prunes the tombstone on the next pull, past the phone's cursor.
    server.clock.advanceDays(181);
    await phone.client.login(account.email, account.password); // sessions last 30 days

    phone.network.online = false;
    const queued = await createResource(phone.db, { title: 'Queued during the reset', type: 'book' });
    phone.network.online = true;
    const transport = createTransport({ fetch: phone.network.fetch, deviceId: phone.deviceId, timeZone: 'UTC' });
    const pulled = await pullChanges(phone.db, transport);
    expect(pulled).toMatchObject({ outcome: 'done', reset: true });
    expect((await phone.db.entries.toArray()).map((e) => e.id)).toEqual([kept.id]);
    expect((await phone.db.resources.get(queued.id))?._pending).toBe(true);
    expect(await phone.db.outbox.count()).toBe(1);
    expect(await getMeta(phone.db, 'cursor')).toBeGreaterThan(0);

    await phone.syncUntilIdle();
    expect((await phone.db.resources.get(queued.id))?._pending).toBeUndefined();
    laptop.stop();
    phone.stop();
  });

  it('stops pushing and asks for an update when the server answers 426, keeping the outbox', async () => {
    const phone = await createTestDevice(server, account);
    await createEntry(phone.db, { title: 'Waits for the update', content: 'x' });
    const outdated = createSyncEngine({
      db: phone.db,
      transport: createTransport({ fetch: phone.network.fetch, deviceId: phone.deviceId, schemaVersion: -5 }),
      locks: createInProcessLocks(),
      backoff: TEST_BACKOFF,
    });
    const events: string[] = [];
    outdated.subscribe((event) => events.push(event.type));

    const round = await outdated.syncNow();
    expect(round.push).toMatchObject({ outcome: 'update-required', message: MESSAGES.schemaTooOld });
    expect(outdated.getStatus()).toEqual({ state: 'update-required' });
    expect(events).toContain('update-required');
    expect(await phone.db.outbox.where('state').equals('pending').count()).toBe(1);
    expect(await outdated.syncNow()).toEqual({}); // no more rounds until the app is updated
    outdated.dispose();
    phone.stop();
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('a reset longer than one page', () => {
  let big: TestServer;
  beforeAll(async () => {
    big = await startTestServer();
  });
  afterAll(() => big.close());

  it('resumes page by page, even after an interruption, with a page size of 1 over thousands of records', { timeout: 120_000 }, async () => {
    const owner = await registerLearner(big); // the first account: an admin, so access outlasts the clock jump
    const phone = await createTestDevice(big, owner);
    const gone = await createEntry(phone.db, { title: 'Gone', content: 'deleted long ago' });
    await phone.syncUntilIdle();
    expect((await owner.client.del(`/api/journal-entries/${gone.id}`, { idempotencyKey: true })).status).toBe(204);

    const RECORDS = 2_000;
    const insert = big.sqlite.prepare(
      `INSERT INTO journal_entries (userId, id, version, deletedAt, createdAt, updatedAt, title, content, keyLearning, questions, tags,
        linkedResources, linkedGoals, goalProgress, photos, isFavorite, readTime, shareId, isPublic)
       VALUES (?, ?, ?, NULL, ?, ?, ?, 'text', NULL, NULL, '[]', '[]', '[]', 0, '[]', 0, 1, NULL, 0)`,
    );
    const stamp = big.clock.now().toISOString();
    big.sqlite.transaction(() => {
      for (let i = 1; i <= RECORDS; i += 1) insert.run(owner.user.id, 10_000 + i, nextVersion(big.db), stamp, stamp, `Seeded ${i}`);
    })();

    // Half a year later the tombstone is pruned, past the phone's cursor: the next pull resets.
    big.clock.advanceDays(181);
    await phone.client.login(owner.email, owner.password);
    const transport = createTransport({ fetch: phone.network.fetch, deviceId: phone.deviceId, timeZone: 'UTC' });
    phone.network.beforeRequest = ({ index }) => {
      if (index === RECORDS / 2) phone.network.online = false;
    };
    expect(await pullChanges(phone.db, transport, 1)).toMatchObject({ outcome: 'failed', result: { kind: 'network' } });
    expect(await getMeta(phone.db, 'fullPull')).toBe(true);
    expect(await phone.db.entries.get(gone.id)).toBeDefined(); // nothing dropped before the last page

    phone.network.online = true;
    phone.network.beforeRequest = undefined;
    expect(await pullChanges(phone.db, transport, 1)).toMatchObject({ outcome: 'done', reset: true });
    expect(await phone.db.entries.count()).toBe(RECORDS);
    expect(await phone.db.entries.get(gone.id)).toBeUndefined();
    expect(await getMeta(phone.db, 'fullPull')).toBe(false);
    expect(await phone.db.pullSeen.count()).toBe(0);
    phone.stop();
  });
});
