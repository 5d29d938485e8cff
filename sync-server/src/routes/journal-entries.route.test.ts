/**
 * Journal entries beyond the shared synced-record contract (services/synced-record.contract.test.ts):
 * read time, publishing, goal linking and the seeker's daily entry.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, SEEKER_DAILY_LIMITS, readTimeMinutes, type JournalEntry, type LearningGoal } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, setUserFields, startSyncedServer, storedRows, versionCounter, type Learner } from '../services/synced-record.fixtures';

const PATH = '/api/journal-entries';
const entry = (extra: Record<string, unknown> = {}) => ({ title: 'Closures', content: 'A closure keeps its scope alive.', ...extra });

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({ now: '2025-03-10T12:00:00.000Z' });
});
afterAll(() => server.close());

describe('read time', () => {
  it('is computed from the content when the device sent none, and kept when it did', async () => {
    const { client } = await newLearner(server, 'scholar');
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const computed = await client.post<JournalEntry>(PATH, entry({ content: words }), deviceWrite());
    expect(computed.body.readTime).toBe(readTimeMinutes(words));
    expect(computed.body.readTime).toBe(3);

    const own = await client.post<JournalEntry>(PATH, entry({ readTime: 7 }), deviceWrite());
    expect(own.body.readTime).toBe(7);
  });

  it('follows the content on an update', async () => {
    const { client } = await newLearner(server, 'scholar');
    const created = await client.post<JournalEntry>(PATH, entry(), deviceWrite());
    expect(created.body.readTime).toBe(1);
    const longer = Array.from({ length: 401 }, () => 'w').join(' ');
    const updated = await client.put<JournalEntry>(`${PATH}/${created.body.id}`, { content: longer }, deviceWrite());
    expect(updated.body.readTime).toBe(3);
  });
});

describe('an entry\'s date (createdAt)', () => {
  it('is the learner\'s on a create and an update, never later than the server\'s now; only the owner moves it', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    const backdated = await ann.client.post<JournalEntry>(PATH, entry({ createdAt: '2025-02-14T21:15:00.000+01:00' }), deviceWrite());
    expect(backdated.body.createdAt).toBe('2025-02-14T20:15:00.000Z');
    const future = await ann.client.post<JournalEntry>(PATH, entry({ createdAt: '2025-04-01T00:00:00.000Z' }), deviceWrite());
    expect(future.body.createdAt).toBe('2025-03-10T12:00:00.000Z');

    const path = `${PATH}/${future.body.id}`;
    const moved = await ann.client.put<JournalEntry>(path, { createdAt: '2025-02-01T08:00:00.000Z' }, deviceWrite());
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ createdAt: '2025-02-01T08:00:00.000Z', title: 'Closures', version: expect.any(Number) as number });
    const ahead = await ann.client.put<JournalEntry>(path, { createdAt: '2026-01-01T00:00:00.000Z' }, deviceWrite());
    expect(ahead.body.createdAt).toBe('2025-03-10T12:00:00.000Z');

    const invalid = await ann.client.put(path, { createdAt: 'yesterday' }, deviceWrite());
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([expect.objectContaining({ path: 'createdAt' })]);
    expect((await bob.client.put(path, { createdAt: '2025-01-01T00:00:00.000Z' }, deviceWrite())).status).toBe(404);
    const [stored] = (await ann.client.get<JournalEntry[]>(PATH)).body.filter((row) => row.id === future.body.id);
    expect(stored?.createdAt).toBe('2025-03-10T12:00:00.000Z');
  });
});

describe('POST /api/journal-entries/{id}/toggle-public', () => {
  it('makes an unguessable shareId on first publish and keeps it afterwards', async () => {
    const { client } = await newLearner(server);
    const created = await client.post<JournalEntry>(PATH, entry(), deviceWrite());
    expect(created.body.shareId).toBeNull();

    const published = await client.post<JournalEntry>(`${PATH}/${created.body.id}/toggle-public`, { isPublic: true }, deviceWrite());
    expect(published.status).toBe(200);
    expect(published.body.isPublic).toBe(true);
    expect(published.body.shareId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(published.body.version).toBe(await versionCounter(server));

    const hidden = await client.post<JournalEntry>(`${PATH}/${created.body.id}/toggle-public`, { isPublic: false }, deviceWrite());
    expect(hidden.body).toMatchObject({ isPublic: false, shareId: published.body.shareId });
    const again = await client.post<JournalEntry>(`${PATH}/${created.body.id}/toggle-public`, { isPublic: true }, deviceWrite());
    expect(again.body.shareId).toBe(published.body.shareId);
  });

  it('gives an entry created public its shareId at once, each a different one', async () => {
    const { client } = await newLearner(server, 'scholar');
    const a = await client.post<JournalEntry>(PATH, entry({ isPublic: true }), deviceWrite());
    const b = await client.post<JournalEntry>(PATH, entry({ isPublic: true }), deviceWrite());
    expect(a.body.shareId).toEqual(expect.any(String));
    expect(a.body.shareId).not.toBe(b.body.shareId);
  });

  it('validates, needs a session, hides other learners’ entries and replays a key', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    const created = await ann.client.post<JournalEntry>(PATH, entry(), deviceWrite());
    const path = `${PATH}/${created.body.id}/toggle-public`;

    const invalid = await ann.client.post(path, { isPublic: 'yes' }, deviceWrite());
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([expect.objectContaining({ path: 'isPublic' })]);
    expect((await bob.client.post(path, { isPublic: true }, deviceWrite())).status).toBe(404);
    expect((await ann.client.post(`${PATH}/999/toggle-public`, { isPublic: true }, deviceWrite())).status).toBe(404);

    const write = deviceWrite({ key: 'publish-once' });
    const first = await ann.client.post(path, { isPublic: true }, write);
    const counter = await versionCounter(server);
    const replay = await ann.client.post(path, { isPublic: true }, write);
    expect(replay.body).toEqual(first.body);
    expect(await versionCounter(server)).toBe(counter);

    await ann.client.logout();
    expect((await ann.client.post(path, { isPublic: true }, deviceWrite())).status).toBe(401);
  });

  it('clears the public address when the entry is deleted', async () => {
    const { client, id } = await newLearner(server);
    const created = await client.post<JournalEntry>(PATH, entry({ isPublic: true }), deviceWrite());
    await client.del(`${PATH}/${created.body.id}`, deviceWrite());
    const { journalEntries: t } = server.db.t;
    const [stored] = await server.db.q
      .select({ shareId: t.shareId, isPublic: t.isPublic, content: t.content })
      .from(t)
      .where(and(eq(t.userId, id), eq(t.id, created.body.id)));
    expect(stored).toEqual({ shareId: null, isPublic: false, content: '' });
  });
});

describe('POST /api/journal-entries/{id}/link-goal', () => {
  /** `ids`: the device's own ids (another learner's records must not share the first learner's). */
  async function entryAndGoal(learner: Learner, goalProgress = 0, ids: { goal?: number; entry?: number } = {}) {
    const goal = await learner.client.post<LearningGoal>('/api/learning-goals', { id: ids.goal, title: 'Rust', progress: goalProgress }, deviceWrite());
    const created = await learner.client.post<JournalEntry>(PATH, entry({ id: ids.entry, linkedGoals: [goal.body.id] }), deviceWrite());
    return { goal: goal.body, entry: created.body };
  }

  it('links both ways and raises the goal’s progress once per entry and goal', async () => {
    const ann = await newLearner(server, 'scholar');
    const { goal, entry: e } = await entryAndGoal(ann);
    const res = await ann.client.post<{ entry: JournalEntry; goal: LearningGoal }>(
      `${PATH}/${e.id}/link-goal`,
      { goalId: goal.id, progressContribution: 15 },
      deviceWrite(),
    );
    expect(res.status).toBe(200);
    expect(res.body.entry.linkedGoals).toEqual([goal.id]);
    expect(res.body.goal).toMatchObject({ linkedJournalEntries: [e.id], progress: 15 });
    expect(res.body.goal.version).toBeGreaterThan(goal.version);

    const twice = await ann.client.post<{ goal: LearningGoal }>(`${PATH}/${e.id}/link-goal`, { goalId: goal.id, progressContribution: 15 }, deviceWrite());
    expect(twice.body.goal).toMatchObject({ linkedJournalEntries: [e.id], progress: 15 });
  });

  it('uses the default contribution of 10 and caps progress at 100', async () => {
    const ann = await newLearner(server, 'sage');
    const { goal, entry: e } = await entryAndGoal(ann, 95);
    const res = await ann.client.post<{ goal: LearningGoal }>(`${PATH}/${e.id}/link-goal`, { goalId: goal.id }, deviceWrite());
    expect(res.body.goal.progress).toBe(100);
  });

  it('needs Scholar or above: a seeker gets 403 and nothing changes', async () => {
    const sam = await newLearner(server, 'seeker');
    const goal = await sam.client.post<LearningGoal>('/api/learning-goals', { title: 'Rust' }, deviceWrite());
    const e = await sam.client.post<JournalEntry>(PATH, entry(), deviceWrite());
    const counter = await versionCounter(server);
    const res = await sam.client.post(`${PATH}/${e.body.id}/link-goal`, { goalId: goal.body.id, progressContribution: 10 }, deviceWrite());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.goalLinkingRequired });
    expect(await versionCounter(server)).toBe(counter);
  });

  it('answers 400 naming the field, 404 for a missing or foreign goal or entry, 401 signed out', async () => {
    const ann = await newLearner(server, 'scholar');
    const bob = await newLearner(server, 'scholar');
    const { goal, entry: e } = await entryAndGoal(ann);
    // Ids are the learner's own: with the test's fixed clock, ids made by the server for both
    // learners matched one time in 1,024, and Ann's own entry answered for "Bob's".
    const bobs = await entryAndGoal(bob, 0, { goal: goal.id + 1, entry: e.id + 1 });

    const bad = await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: goal.id, progressContribution: 7 }, deviceWrite());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'progressContribution' })]);
    expect((await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: bobs.goal.id }, deviceWrite())).status).toBe(404);
    expect((await ann.client.post(`${PATH}/${bobs.entry.id}/link-goal`, { goalId: goal.id }, deviceWrite())).status).toBe(404);

    await ann.client.logout();
    expect((await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: goal.id }, deviceWrite())).status).toBe(401);
  });

  it('replays a key without raising the progress again', async () => {
    const ann = await newLearner(server, 'scholar');
    const { goal, entry: e } = await entryAndGoal(ann);
    const write = deviceWrite({ key: 'link-once' });
    const first = await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: goal.id, progressContribution: 20 }, write);
    const counter = await versionCounter(server);
    const again = await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: goal.id, progressContribution: 20 }, write);
    expect(again.body).toEqual(first.body);
    expect(await versionCounter(server)).toBe(counter);
  });

  it('removes a deleted entry from its goals’ lists, with a new version for each', async () => {
    const ann = await newLearner(server, 'scholar');
    const { goal, entry: e } = await entryAndGoal(ann);
    await ann.client.post(`${PATH}/${e.id}/link-goal`, { goalId: goal.id }, deviceWrite());
    await ann.client.del(`${PATH}/${e.id}`, deviceWrite());
    const goals = await ann.client.get<LearningGoal[]>('/api/learning-goals');
    expect(goals.body[0]).toMatchObject({ id: goal.id, linkedJournalEntries: [], version: await versionCounter(server) });
  });
});

describe('the seeker’s daily journal entry', () => {
  const limited = { message: MESSAGES.dailyEntryLimit, code: ERROR_CODES.dailyLimit };

  it(`allows ${SEEKER_DAILY_LIMITS.journalEntries} a day, refuses the next with daily_limit, and a new day resets`, async () => {
    server.clock.set('2025-03-10T12:00:00.000Z');
    const { client, id } = await newLearner(server, 'seeker');
    expect((await client.post(PATH, entry(), deviceWrite())).status).toBe(201);
    const refused = await client.post(PATH, entry(), deviceWrite());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(limited);
    expect(await storedRows(server, 'journal_entries', id)).toHaveLength(1);

    server.clock.advanceDays(1);
    expect((await client.post(PATH, entry(), deviceWrite())).status).toBe(201);
  });

  it('does not count a replayed create twice, and retries a refused key once allowed', async () => {
    server.clock.set('2025-03-10T12:00:00.000Z');
    const { client } = await newLearner(server, 'seeker');
    const first = deviceWrite({ key: 'first-entry' });
    expect((await client.post(PATH, entry(), first)).status).toBe(201);
    expect((await client.post(PATH, entry(), first)).status).toBe(201);

    const second = deviceWrite({ key: 'second-entry' });
    expect((await client.post(PATH, entry(), second)).status).toBe(403);
    server.clock.advanceDays(1);
    expect((await client.post(PATH, entry(), second)).status).toBe(201);
  });

  it('counts calendar days in the learner’s time zone (X-Time-Zone), on the server’s receipt day', async () => {
    // 23:30 UTC on the 10th is 08:30 on the 11th in Tokyo.
    server.clock.set('2025-03-10T23:30:00.000Z');
    const { client } = await newLearner(server, 'seeker');
    const tokyo = () => deviceWrite({ timeZone: 'Asia/Tokyo' });
    // The learner's own createdAt (a day earlier) does not move the count.
    expect((await client.post(PATH, entry({ createdAt: '2025-03-09T10:00:00.000Z' }), tokyo())).status).toBe(201);

    // A new UTC day, but still the 11th in Tokyo.
    server.clock.set('2025-03-11T01:00:00.000Z');
    expect((await client.post(PATH, entry(), tokyo())).status).toBe(403);

    // Midnight in Tokyo (15:00 UTC): the 12th there.
    server.clock.set('2025-03-11T15:00:00.000Z');
    expect((await client.post(PATH, entry(), tokyo())).status).toBe(201);
  });

  it('never limits admins, paid plans or a learner in the trial', async () => {
    server.clock.set('2025-03-10T12:00:00.000Z');
    for (const plan of ['admin', 'scholar', 'sage', 'trial'] as const) {
      const { client } = await newLearner(server, plan);
      for (let i = 0; i < 3; i += 1) expect((await client.post(PATH, entry(), deviceWrite())).status).toBe(201);
    }
    const lifer = await newLearner(server, 'seeker');
    await setUserFields(server, lifer.id, { lifetimeAccess: true, subscriptionType: 'beta' });
    for (let i = 0; i < 2; i += 1) expect((await lifer.client.post(PATH, entry(), deviceWrite())).status).toBe(201);
  });
});
