/**
 * Learn plans and milestones beyond the shared synced-record contract
 * (services/synced-record.contract.test.ts): the premium gate and the milestone calls.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, milestoneSchema, type LearnPlan, type Milestone } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, setUserFields, startSyncedServer, versionCounter, type Learner } from '../services/synced-record.fixtures';

const PATH = '/api/learn-plans';
const premiumRequired = { message: MESSAGES.premiumRequired };

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

async function planOf(learner: Learner): Promise<LearnPlan> {
  const res = await learner.client.post<LearnPlan>(PATH, { title: 'Rust in a month', goal: 'Ship a CLI' }, deviceWrite());
  expect(res.status).toBe(201);
  return res.body;
}

describe('the premium gate', () => {
  it('refuses every plan and milestone call to scholars with Premium access required', async () => {
    const sage = await newLearner(server, 'sage');
    const plan = await planOf(sage);
    for (const tier of ['scholar'] as const) {
      const learner = await newLearner(server, tier);
      // Past the trial, which would give a scholar the whole product.
      await setUserFields(server, learner.id, { trialStartedAt: '2020-01-01T00:00:00.000Z' });
      // The same ids as the sage's plan: the gate answers before any lookup.
      const calls = [
        learner.client.get(PATH),
        learner.client.post(PATH, { title: 'T', goal: 'G' }, deviceWrite()),
        learner.client.put(`${PATH}/${plan.id}`, { title: 'T' }, deviceWrite()),
        learner.client.del(`${PATH}/${plan.id}`, deviceWrite()),
        learner.client.get(`${PATH}/${plan.id}/milestones`),
        learner.client.post(`${PATH}/${plan.id}/milestones`, { title: 'M' }, deviceWrite()),
        learner.client.put(`${PATH}/${plan.id}/milestones/1`, { title: 'M' }, deviceWrite()),
        learner.client.del(`${PATH}/${plan.id}/milestones/1`, deviceWrite()),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(premiumRequired);
      }
    }
  });

  it('lets sage, lifetime and admin learners in', async () => {
    const lifer = await newLearner(server, 'seeker');
    await setUserFields(server, lifer.id, { lifetimeAccess: true, subscriptionType: 'legacy' });
    for (const learner of [await newLearner(server, 'sage'), lifer, await newLearner(server, 'admin')]) {
      await planOf(learner);
      expect((await learner.client.get<LearnPlan[]>(PATH)).body).toHaveLength(1);
    }
  });

  it('closes again when a recurring plan lapses, keeping the plans stored', async () => {
    const ann = await newLearner(server, 'sage');
    await planOf(ann);
    // Lapsed after the trial: Seeker again, so Trial Expired covers the Pro screens.
    await setUserFields(server, ann.id, { subscriptionEndDate: '2020-01-01T00:00:00.000Z', trialStartedAt: '2020-01-01T00:00:00.000Z' });
    expect((await ann.client.get(PATH)).body.code).toBe(ERROR_CODES.accessRequired);
    await setUserFields(server, ann.id, { subscriptionEndDate: null });
    expect((await ann.client.get<LearnPlan[]>(PATH)).body).toHaveLength(1);
  });

  it('answers access_required first once the trial is over', async () => {
    const { client } = await newLearner(server, 'seeker');
    const res = await client.get(PATH);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.accessRequired);
  });
});

describe('milestones', () => {
  it('are created, listed by order, updated and deleted', async () => {
    const ann = await newLearner(server, 'sage');
    const plan = await planOf(ann);
    const base = `${PATH}/${plan.id}/milestones`;
    const second = await ann.client.post<Milestone>(base, { id: 2, title: 'Write the parser', order: 2 }, deviceWrite());
    expect(second.status).toBe(201);
    expect(milestoneSchema.parse(second.body)).toMatchObject({ id: 2, planId: plan.id, isCompleted: false, completedAt: null });
    const first = await ann.client.post<Milestone>(base, { title: 'Read the book', order: 1, targetDate: '2025-07-01' }, deviceWrite());
    expect(first.body.id).toEqual(expect.any(Number));

    const list = await ann.client.get<Milestone[]>(base);
    expect(list.body.map((m) => m.title)).toEqual(['Read the book', 'Write the parser']);

    const done = await ann.client.put<Milestone>(`${base}/2`, { isCompleted: true }, deviceWrite());
    expect(done.body).toMatchObject({ isCompleted: true, completedAt: server.clock.now().toISOString(), title: 'Write the parser' });
    const undone = await ann.client.put<Milestone>(`${base}/2`, { isCompleted: false, order: 0 }, deviceWrite());
    expect(undone.body).toMatchObject({ isCompleted: false, completedAt: null, order: 0 });
    // A field left out keeps its value (the order does not fall back to its default).
    await ann.client.put(`${base}/2`, { order: 3 }, deviceWrite());
    const renamed = await ann.client.put<Milestone>(`${base}/2`, { title: 'Write the lexer' }, deviceWrite());
    expect(renamed.body).toMatchObject({ title: 'Write the lexer', order: 3 });

    expect((await ann.client.del(`${base}/2`, deviceWrite())).status).toBe(204);
    expect((await ann.client.del(`${base}/2`, deviceWrite())).status).toBe(404);
    expect((await ann.client.put(`${base}/2`, { title: 'x' }, deviceWrite())).status).toBe(404);
    expect((await ann.client.get<Milestone[]>(base)).body).toHaveLength(1);
  });

  it('validate, need a session, hide other learners’ plans and answer id_taken', async () => {
    const ann = await newLearner(server, 'sage');
    const bob = await newLearner(server, 'sage');
    const plan = await planOf(ann);
    const base = `${PATH}/${plan.id}/milestones`;

    const invalid = await ann.client.post(base, { title: '  ', order: 1.5 }, deviceWrite());
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'title' }), expect.objectContaining({ path: 'order' })]),
    );

    expect((await ann.client.post(base, { id: 5, title: 'M' }, deviceWrite())).status).toBe(201);
    const taken = await ann.client.post(base, { id: 5, title: 'M' }, deviceWrite());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ERROR_CODES.idTaken);

    for (const res of [
      await bob.client.get(base),
      await bob.client.post(base, { title: 'M' }, deviceWrite()),
      await bob.client.put(`${base}/5`, { title: 'M' }, deviceWrite()),
      await bob.client.del(`${base}/5`, deviceWrite()),
      await ann.client.get(`${PATH}/424242/milestones`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.notFound });
    }

    await ann.client.logout();
    expect((await ann.client.get(base)).status).toBe(401);
    expect((await ann.client.post(base, { title: 'M' }, deviceWrite())).status).toBe(401);
  });

  it('replay a key without creating a second milestone', async () => {
    const ann = await newLearner(server, 'sage');
    const plan = await planOf(ann);
    const base = `${PATH}/${plan.id}/milestones`;
    const write = deviceWrite({ key: 'milestone-once' });
    const first = await ann.client.post(base, { title: 'Once' }, write);
    const again = await ann.client.post(base, { title: 'Once' }, write);
    expect(again.body).toEqual(first.body);
    expect((await ann.client.get<Milestone[]>(base)).body).toHaveLength(1);
  });

  it('go with their plan when it is deleted, and are not part of the sync feed', async () => {
    const ann = await newLearner(server, 'sage');
    const plan = await planOf(ann);
    await ann.client.post(`${PATH}/${plan.id}/milestones`, { title: 'M' }, deviceWrite());
    const counter = await versionCounter(server);
    expect(counter).toBe(plan.version);

    await ann.client.del(`${PATH}/${plan.id}`, deviceWrite());
    const { learnPlanMilestones: m } = server.db.t;
    expect(await server.db.q.select().from(m).where(eq(m.userId, ann.id))).toEqual([]);
    expect((await ann.client.get(`${PATH}/${plan.id}/milestones`)).status).toBe(404);
  });
});
