/**
 * Resources beyond the shared synced-record contract (services/synced-record.contract.test.ts):
 * category, completedAt, the seeker's three a day and link clean-up on delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, SEEKER_DAILY_LIMITS, type JournalEntry, type LearnPlan, type LearningGoal, type Resource } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, versionCounter } from '../services/synced-record.fixtures';

const PATH = '/api/resources';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({ now: '2025-06-01T09:00:00.000Z' });
});
afterAll(() => server.close());

describe('stored rules', () => {
  it('files the resource by its type, and refiles it when the type changes', async () => {
    const { client } = await newLearner(server, 'scholar');
    const book = await client.post<Resource>(PATH, { title: 'SICP', type: 'book' }, deviceWrite());
    expect(book.body).toMatchObject({ category: 'revisitable', status: 'to-learn', progress: 0, tags: [], url: null });
    const video = await client.put<Resource>(`${PATH}/${book.body.id}`, { type: 'video' }, deviceWrite());
    expect(video.body.category).toBe('consumable');
  });

  it('stamps completedAt when completed and clears it when it leaves completed', async () => {
    const { client } = await newLearner(server, 'scholar');
    const created = await client.post<Resource>(PATH, { title: 'Rust book', type: 'book', status: 'in-progress', progress: 40 }, deviceWrite());
    expect(created.body.completedAt).toBeNull();

    const done = await client.put<Resource>(`${PATH}/${created.body.id}`, { status: 'completed' }, deviceWrite());
    expect(done.body.completedAt).toBe(server.clock.now().toISOString());
    server.clock.advance(60_000);
    const still = await client.put<Resource>(`${PATH}/${created.body.id}`, { status: 'completed', notes: 'great' }, deviceWrite());
    expect(still.body.completedAt).toBe(done.body.completedAt);

    const reopened = await client.put<Resource>(`${PATH}/${created.body.id}`, { status: 'in-progress' }, deviceWrite());
    expect(reopened.body.completedAt).toBeNull();

    const bornDone = await client.post<Resource>(PATH, { title: 'Done', type: 'article', status: 'completed' }, deviceWrite());
    expect(bornDone.body.completedAt).toBe(server.clock.now().toISOString());
  });

  it('clamps progress and stores an emptied URL as null', async () => {
    const { client } = await newLearner(server, 'scholar');
    const res = await client.post<Resource>(PATH, { title: 'Course', type: 'course', progress: 140, url: '' }, deviceWrite());
    expect(res.body).toMatchObject({ progress: 100, url: null });
    const linked = await client.put<Resource>(`${PATH}/${res.body.id}`, { url: 'https://example.com/c' }, deviceWrite());
    expect(linked.body.url).toBe('https://example.com/c');
    const bad = await client.put(`${PATH}/${res.body.id}`, { url: 'javascript:alert(1)' }, deviceWrite());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'url' })]);
  });
});

describe('the seeker’s daily resources', () => {
  it(`allows ${SEEKER_DAILY_LIMITS.resources} a day, then 403 daily_limit, and a new day resets`, async () => {
    server.clock.set('2025-06-01T09:00:00.000Z');
    const { client } = await newLearner(server, 'seeker');
    for (let i = 0; i < SEEKER_DAILY_LIMITS.resources; i += 1) {
      expect((await client.post(PATH, { title: `R${i}`, type: 'article' }, deviceWrite())).status).toBe(201);
    }
    const refused = await client.post(PATH, { title: 'One more', type: 'article' }, deviceWrite());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.dailyResourceLimit, code: ERROR_CODES.dailyLimit });
    const list = await client.get<Resource[]>(PATH);
    expect(list.body).toHaveLength(SEEKER_DAILY_LIMITS.resources);

    server.clock.advanceDays(1);
    expect((await client.post(PATH, { title: 'Tomorrow', type: 'article' }, deviceWrite())).status).toBe(201);
  });

  it('counts resources and journal entries separately', async () => {
    server.clock.set('2025-06-01T09:00:00.000Z');
    const { client } = await newLearner(server, 'seeker');
    expect((await client.post('/api/journal-entries', { title: 'E', content: 'c' }, deviceWrite())).status).toBe(201);
    expect((await client.post(PATH, { title: 'R', type: 'book' }, deviceWrite())).status).toBe(201);
  });

  it('counts in the learner’s time zone', async () => {
    // 22:00 on the 1st in New York is 02:00 on the 2nd in UTC.
    server.clock.set('2025-06-02T02:00:00.000Z');
    const { client } = await newLearner(server, 'seeker');
    const ny = () => deviceWrite({ timeZone: 'America/New_York' });
    for (let i = 0; i < SEEKER_DAILY_LIMITS.resources; i += 1) {
      expect((await client.post(PATH, { title: `R${i}`, type: 'book' }, ny())).status).toBe(201);
    }
    // 23:59 in New York: still the 1st there.
    server.clock.set('2025-06-02T03:59:00.000Z');
    expect((await client.post(PATH, { title: 'late', type: 'book' }, ny())).status).toBe(403);
    // Midnight in New York.
    server.clock.set('2025-06-02T04:00:00.000Z');
    expect((await client.post(PATH, { title: 'new day', type: 'book' }, ny())).status).toBe(201);
  });

  it('never limits paid plans, admins or a learner in the trial', async () => {
    for (const plan of ['scholar', 'admin', 'trial'] as const) {
      const { client } = await newLearner(server, plan);
      for (let i = 0; i <= SEEKER_DAILY_LIMITS.resources + 1; i += 1) {
        expect((await client.post(PATH, { title: `R${i}`, type: 'book' }, deviceWrite())).status).toBe(201);
      }
    }
  });
});

describe('deleting a resource', () => {
  it('removes its id from the learner’s entries, goals and plans, each with a new version', async () => {
    const ann = await newLearner(server, 'sage');
    const bob = await newLearner(server, 'sage');
    const keep = (await ann.client.post<Resource>(PATH, { title: 'Keep', type: 'book' }, deviceWrite())).body;
    const gone = (await ann.client.post<Resource>(PATH, { title: 'Gone', type: 'book' }, deviceWrite())).body;
    const links = [keep.id, gone.id];
    const e = (await ann.client.post<JournalEntry>('/api/journal-entries', { title: 'E', content: 'c', linkedResources: links }, deviceWrite())).body;
    const g = (await ann.client.post<LearningGoal>('/api/learning-goals', { title: 'G', linkedResources: links }, deviceWrite())).body;
    const p = (await ann.client.post<LearnPlan>('/api/learn-plans', { title: 'P', goal: 'x', linkedResourceIds: links }, deviceWrite())).body;
    // Bob's rows that happen to hold the same id are his own business.
    const bobs = (await bob.client.post<JournalEntry>('/api/journal-entries', { title: 'B', content: 'c', linkedResources: [gone.id] }, deviceWrite())).body;

    const before = await versionCounter(server);
    expect((await ann.client.del(`${PATH}/${gone.id}`, deviceWrite())).status).toBe(204);
    // The tombstone and three cleaned rows: four versions.
    expect(await versionCounter(server)).toBe(before + 4);

    const entries = await ann.client.get<JournalEntry[]>('/api/journal-entries');
    expect(entries.body.find((x) => x.id === e.id)).toMatchObject({ linkedResources: [keep.id] });
    const goals = await ann.client.get<LearningGoal[]>('/api/learning-goals');
    expect(goals.body.find((x) => x.id === g.id)).toMatchObject({ linkedResources: [keep.id] });
    const plans = await ann.client.get<LearnPlan[]>('/api/learn-plans');
    expect(plans.body.find((x) => x.id === p.id)).toMatchObject({ linkedResourceIds: [keep.id] });
    const bobEntries = await bob.client.get<JournalEntry[]>('/api/journal-entries');
    expect(bobEntries.body.find((x) => x.id === bobs.id)?.linkedResources).toEqual([gone.id]);
  });
});
