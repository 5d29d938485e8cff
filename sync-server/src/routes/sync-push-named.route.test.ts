/** POST /api/sync/push with named mutations `{key, name, args}`, and the old form translated to them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SCHEMA_VERSION, SYNC_HEADERS, SYNC_PUSH_PATH, type PushedMutation, type SyncPushResponse } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, storedRows, type Learner } from '../services/synced-record.fixtures';

let server: TestServer;
let ann: Learner;
let nextId = 8_000_001;
const id = () => nextId++;
const headers = { [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) };

beforeAll(async () => {
  server = await startSyncedServer();
  ann = await newLearner(server, 'sage');
});
afterAll(() => server.close());

const push = (learner: Learner, mutations: PushedMutation[]) => learner.client.post<SyncPushResponse>(SYNC_PUSH_PATH, { mutations }, { headers });
const named = (name: string, args: Record<string, unknown>, key = crypto.randomUUID()): PushedMutation => ({ key, name, args });

describe('POST /api/sync/push, named mutations', () => {
  it('dispatches each by name, with the answer its own call gives', async () => {
    const [entry, goal, plan, milestone] = [id(), id(), id(), id()];
    const res = await push(ann, [
      named('journal_entries.create', { id: entry, title: 'Named', content: 'By name' }),
      named('journal_entries.update', { id: entry, title: 'Renamed', base: { title: 'Named' } }),
      named('journal_entries.togglePublic', { id: entry, isPublic: true }),
      named('learning_goals.create', { id: goal, title: 'Goal' }),
      named('journal_entries.linkGoal', { id: entry, goalId: goal, progressContribution: 10 }),
      named('learn_plans.create', { id: plan, title: 'Plan', goal: 'Learn' }),
      named('learn_plans.createMilestone', { planId: plan, id: milestone, title: 'First step' }),
      named('learn_plans.updateMilestone', { planId: plan, id: milestone, isCompleted: true }),
      named('learn_plans.deleteMilestone', { planId: plan, id: milestone }),
      named('review_logs.create', { id: id(), entryId: entry, cardKey: 'key', cardText: 'Renamed', rating: 'good', reviewedAt: server.clock.now().toISOString() }),
      named('reminders.update', { writeAt: '08:30', reviewsDue: true, goalDeadlines: false }),
      named('user.update', { onboardingCompleted: true }),
      named('learning_goals.delete', { id: goal }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual([201, 200, 200, 201, 200, 201, 201, 200, 204, 201, 200, 200, 204]);
    expect(res.body.results[1]?.body).toMatchObject({ id: entry, title: 'Renamed' });
    expect(res.body.results[2]?.body).toMatchObject({ id: entry, isPublic: true });
    expect(res.body.results[7]?.body).toMatchObject({ id: milestone, isCompleted: true, order: 0 });
    expect(res.body.results[10]?.body).toMatchObject({ writeAt: '08:30', goalDeadlines: false });
    expect(res.body.results[11]?.body).toMatchObject({ onboardingCompleted: true });
    expect((await storedRows(server, 'learning_goals', ann.id)).find((r) => r.id === goal)?.deletedAt).not.toBeNull();
  });

  it('answers an unknown name 404 and a bad args 400, as an unknown path and a bad body were', async () => {
    const unknown = await push(ann, [named('journal_entries.explode', { id: 1 })]);
    expect(unknown.body.results[0]).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
    const bad = await push(ann, [named('resources.create', { id: id(), title: '', type: 'book' })]);
    expect(bad.body.results[0]).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed, errors: [expect.objectContaining({ path: 'title' })] } });
    const noId = await push(ann, [named('resources.delete', {})]);
    expect(noId.body.results[0]).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'id' })] } });
  });

  it('still syncs an old-form batch, and a key sent in both forms replays as the same call', async () => {
    const book = id();
    const key = crypto.randomUUID();
    const old = await push(ann, [{ key, method: 'POST', path: '/api/resources', body: { id: book, title: 'Old form', type: 'book' } }]);
    expect(old.body.results[0]?.status).toBe(201);
    const again = await push(ann, [named('resources.create', { id: book, title: 'Old form', type: 'book' }, key)]);
    expect(again.body.results[0]).toMatchObject({ status: 201, replayed: true });
    const edit = crypto.randomUUID();
    await ann.client.put(`/api/resources/${book}`, { notes: 'own call' }, deviceWrite({ key: edit }));
    const mixed = await push(ann, [
      named('resources.update', { id: book, notes: 'own call' }, edit),
      { key: crypto.randomUUID(), method: 'DELETE', path: `/api/resources/${book}` },
    ]);
    expect(mixed.body.results).toMatchObject([{ status: 200, replayed: true }, { status: 204 }]);
  });
});
