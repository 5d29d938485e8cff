/**
 * Review logs, the append-only synced kind: create with the device's id, validation, 401,
 * ownership, idempotent replays, id_taken, every plan, the schema version, and two devices
 * reviewing one card offline (both rows kept, both pulled). Review settings on the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, ERROR_CODES, MESSAGES, SCHEMA_VERSION, reviewLogSchema, type JournalEntry, type ReviewLog, type User } from '@learnlog/shared';
import { createClient, type JsonObject } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import { REPLAYED_HEADER } from '../services/idempotency.service';
import { deviceWrite, newLearner, setUserFields, startSyncedServer, storedRows, versionCounter, type Learner } from '../services/synced-record.fixtures';

const PATH = '/api/review-logs';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({ now: '2026-03-10T09:00:00.000Z' });
});
afterAll(() => server.close());

let nextId = 5_000;
const freshId = () => (nextId += 1);

async function learnerWithEntry(plan: 'seeker' | 'sage' = 'sage'): Promise<{ who: Learner; entry: JournalEntry }> {
  const who = await newLearner(server, plan);
  const entry = (await who.client.post<JournalEntry>('/api/journal-entries', { title: 'Hooks', content: 'c', keyLearning: 'Order matters' }, deviceWrite())).body;
  return { who, entry };
}

const review = (entryId: number, extra: JsonObject = {}): JsonObject => ({
  id: freshId(),
  entryId,
  cardKey: 'key',
  cardText: 'Order matters',
  rating: 'good',
  reviewedAt: '2026-03-10T08:59:00.000Z',
  ...extra,
});

describe(PATH, () => {
  it('stores a review with the device-made id, answers the shared row shape and lists it', async () => {
    const { who, entry } = await learnerWithEntry();
    const body = review(entry.id);
    const res = await who.client.post<ReviewLog>(PATH, body, deviceWrite());
    expect(res.status).toBe(201);
    expect(reviewLogSchema.parse(res.body)).toMatchObject({ ...body, version: versionCounter(server) });
    expect(res.body).not.toHaveProperty('userId');
    const list = await who.client.get<ReviewLog[]>(PATH);
    expect(list.body.map((r) => r.id)).toEqual([body.id]);
  });

  it('refuses a bad body naming the field, and changes nothing', async () => {
    const { who, entry } = await learnerWithEntry();
    for (const [extra, field] of [
      [{ rating: 'perfect' }, 'rating'],
      [{ cardKey: 'title' }, 'cardKey'],
      [{ reviewedAt: 'yesterday' }, 'reviewedAt'],
      [{ cardText: 'x'.repeat(2_001) }, 'cardText'],
    ] as const) {
      const res = await who.client.post(PATH, review(entry.id, extra), deviceWrite());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: field })]);
    }
    expect(await storedRows(server, 'review_logs', who.id)).toEqual([]);
  });

  it('stores the card browser’s controls (suspended, resumed, reset) like ratings, for the learner’s own entries only', async () => {
    const { who: ann, entry } = await learnerWithEntry();
    const bob = await newLearner(server, 'sage');
    for (const rating of ['suspended', 'resumed', 'reset'] as const) {
      const res = await ann.client.post<ReviewLog>(PATH, review(entry.id, { rating }), deviceWrite());
      expect(res.status).toBe(201);
      expect(res.body.rating).toBe(rating);
      expect((await bob.client.post(PATH, review(entry.id, { rating }), deviceWrite())).status).toBe(404);
    }
    expect((await ann.client.get<ReviewLog[]>(PATH)).body.map((r) => r.rating).sort()).toEqual(['reset', 'resumed', 'suspended']);
    expect(await storedRows(server, 'review_logs', bob.id)).toEqual([]);
  });

  it('answers 401 to a visitor, and 404 for another learner’s entry, whose reviews stay unseen', async () => {
    const { who: ann, entry } = await learnerWithEntry();
    const bob = await newLearner(server, 'sage');
    expect((await createClient(server.url).post(PATH, review(entry.id), deviceWrite())).status).toBe(401);
    expect((await createClient(server.url).get(PATH)).status).toBe(401);
    const foreign = await bob.client.post(PATH, review(entry.id), deviceWrite());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: MESSAGES.notFound });
    await ann.client.post(PATH, review(entry.id), deviceWrite());
    expect((await bob.client.get<ReviewLog[]>(PATH)).body).toEqual([]);
    expect(await storedRows(server, 'review_logs', bob.id)).toEqual([]);
  });

  it('replays a repeated Idempotency-Key without a second row; a taken id answers 409 id_taken', async () => {
    const { who, entry } = await learnerWithEntry();
    const body = review(entry.id);
    const first = await who.client.post(PATH, body, deviceWrite({ key: 'review-1' }));
    const again = await who.client.post(PATH, body, deviceWrite({ key: 'review-1' }));
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await storedRows(server, 'review_logs', who.id)).toHaveLength(1);
    const taken = await who.client.post(PATH, { ...body, rating: 'easy' }, deviceWrite());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ERROR_CODES.idTaken);
  });

  it('is open on every plan, even after the trial; a too-old device gets 426', async () => {
    const seeker = await learnerWithEntry('seeker');
    const expired = await learnerWithEntry('seeker');
    await setUserFields(server, expired.who.id, { trialStartedAt: new Date(server.clock.now().getTime() - 15 * 86_400_000).toISOString() });
    for (const { who, entry } of [seeker, expired]) {
      expect((await who.client.post(PATH, review(entry.id), deviceWrite())).status).toBe(201);
    }
    const old = await seeker.who.client.post(PATH, review(seeker.entry.id), deviceWrite({ schemaVersion: SCHEMA_VERSION - 2 }));
    expect(old.status).toBe(426);
  });

  it('keeps a review of an entry deleted since, and dates no review later than the server’s now', async () => {
    const { who, entry } = await learnerWithEntry();
    await who.client.del(`/api/journal-entries/${entry.id}`, deviceWrite());
    const res = await who.client.post<ReviewLog>(PATH, review(entry.id, { reviewedAt: '2030-01-01T00:00:00.000Z' }), deviceWrite());
    expect(res.status).toBe(201);
    expect(res.body.reviewedAt).toBe(server.clock.now().toISOString());
  });

  it('two devices reviewing one card offline: both reviews are kept and pulled', async () => {
    const { who, entry } = await learnerWithEntry();
    const phone = review(entry.id, { rating: 'again', reviewedAt: '2026-03-10T07:00:00.000Z' });
    const laptop = review(entry.id, { rating: 'easy', reviewedAt: '2026-03-10T08:00:00.000Z' });
    // The later review reaches the server first.
    await who.client.post(PATH, laptop, { ...deviceWrite(), headers: { ...deviceWrite().headers, 'X-Client-Id': 'laptop' } });
    await who.client.post(PATH, phone, deviceWrite());
    const pulled = await who.client.get<{ changes: Array<{ table: string; row: JsonObject }> }>('/api/sync/changes?since=0');
    const logs = pulled.body.changes.filter((c) => c.table === 'review_logs').map((c) => c.row.rating);
    expect(logs).toEqual(['easy', 'again']);
  });
});

describe('review settings', () => {
  it('are the defaults until changed, then kept with the account; bad values change nothing', async () => {
    const { client } = await newLearner(server, 'seeker');
    expect((await client.get<User>('/api/auth/user')).body.reviewSettings).toEqual(DEFAULT_REVIEW_SETTINGS);
    const saved = await client.put<User>('/api/auth/user', { reviewSettings: { dailyLimit: 35, pausedTags: ['Rust', ' rust ', 'Go'] } });
    expect(saved.body.reviewSettings).toEqual({ dailyLimit: 35, pausedTags: ['Rust', 'Go'] });
    const bad = await client.put('/api/auth/user', { reviewSettings: { dailyLimit: 0, pausedTags: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'reviewSettings.dailyLimit' })]);
    const read = await client.get<User>('/api/auth/user');
    expect(read.body.reviewSettings.dailyLimit).toBe(35);
    expect(read.body.onboardingCompleted).toBe(false);
  });
});
