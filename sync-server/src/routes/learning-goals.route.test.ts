/**
 * Learning goals beyond the shared synced-record contract (services/synced-record.contract.test.ts):
 * open to every plan, completedAt, and link clean-up on delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, LearningGoal } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, versionCounter } from '../services/synced-record.fixtures';

const PATH = '/api/learning-goals';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

describe('learning goals', () => {
  it('are creatable on the free plan, with the spec’s defaults, and have no daily limit', async () => {
    const { client } = await newLearner(server, 'seeker');
    const res = await client.post<LearningGoal>(PATH, { title: 'Learn Rust', targetDate: '2025-12-31', tags: [' rust ', 'Rust', ''] }, deviceWrite());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'active',
      priority: 'medium',
      progress: 0,
      targetDate: '2025-12-31',
      tags: ['rust'],
      linkedJournalEntries: [],
      linkedResources: [],
      milestones: [],
      completedMilestones: [],
      completedAt: null,
    });
    for (let i = 0; i < 3; i += 1) expect((await client.post(PATH, { title: `G${i}` }, deviceWrite())).status).toBe(201);
  });

  it('stamp completedAt when completed and clear it when reopened or paused', async () => {
    const { client } = await newLearner(server, 'scholar');
    const goal = (await client.post<LearningGoal>(PATH, { title: 'Finish SICP' }, deviceWrite())).body;
    const done = await client.put<LearningGoal>(`${PATH}/${goal.id}`, { status: 'completed' }, deviceWrite());
    expect(done.body.completedAt).toBe(server.clock.now().toISOString());
    const paused = await client.put<LearningGoal>(`${PATH}/${goal.id}`, { status: 'paused' }, deviceWrite());
    expect(paused.body).toMatchObject({ status: 'paused', completedAt: null });
  });

  it('answer 400 naming the field for an out-of-range progress', async () => {
    const { client } = await newLearner(server, 'scholar');
    const goal = (await client.post<LearningGoal>(PATH, { title: 'x' }, deviceWrite())).body;
    const res = await client.put(`${PATH}/${goal.id}`, { progress: 101 }, deviceWrite());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: 'progress' })]);
  });

  it('when deleted, leave the entries that linked them, with a new version for each', async () => {
    const { client } = await newLearner(server, 'scholar');
    const keep = (await client.post<LearningGoal>(PATH, { title: 'Keep' }, deviceWrite())).body;
    const gone = (await client.post<LearningGoal>(PATH, { title: 'Gone' }, deviceWrite())).body;
    const e = (await client.post<JournalEntry>('/api/journal-entries', { title: 'E', content: 'c', linkedGoals: [keep.id, gone.id] }, deviceWrite())).body;
    const other = (await client.post<JournalEntry>('/api/journal-entries', { title: 'F', content: 'c', linkedGoals: [keep.id] }, deviceWrite())).body;

    const before = await versionCounter(server);
    await client.del(`${PATH}/${gone.id}`, deviceWrite());
    expect(await versionCounter(server)).toBe(before + 2);
    const entries = await client.get<JournalEntry[]>('/api/journal-entries');
    expect(entries.body.find((x) => x.id === e.id)).toMatchObject({ linkedGoals: [keep.id], version: before + 2 });
    expect(entries.body.find((x) => x.id === other.id)).toMatchObject({ linkedGoals: [keep.id], version: other.version });
  });
});
