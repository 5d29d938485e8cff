import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema, type Stats } from '@learnlog/shared';
import { insertEntry, insertGoal, insertResource, learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

const NOW = '2026-03-20T12:00:00.000Z';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server.close());

const at = (day: string, time = '10:00:00') => `2026-${day}T${time}.000Z`;

describe('GET /api/stats', () => {
  it('computes the figures from the learner\'s live rows only', async () => {
    const ann = await learner(server);
    // Entries on 18, 19 and 20 March make a 3-day streak; the deleted one on the 17th must not extend it.
    for (const day of ['03-20', '03-19', '03-18', '03-10']) await insertEntry(server, ann.id, { createdAt: at(day) });
    await insertEntry(server, ann.id, { createdAt: at('03-17'), deletedAt: NOW });

    await insertResource(server, ann.id, { createdAt: at('03-18'), status: 'completed', completedAt: at('03-19') });
    await insertResource(server, ann.id, { createdAt: at('02-01'), status: 'completed', completedAt: at('02-15') });
    await insertResource(server, ann.id, { createdAt: at('03-02'), status: 'in-progress', progress: 40 });
    await insertResource(server, ann.id, { createdAt: at('03-19'), status: 'completed', completedAt: at('03-19'), deletedAt: NOW });

    await insertGoal(server, ann.id, { status: 'completed' });
    await insertGoal(server, ann.id, { status: 'active' });
    await insertGoal(server, ann.id, { status: 'paused' });
    await insertGoal(server, ann.id, { status: 'completed', deletedAt: NOW });

    const res = await ann.client.get<Stats>('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      streak: 3,
      totalResources: 3,
      completedResources: 2,
      goalProgress: '1/3',
      weeklyCompleted: 1,
      weeklyEntries: 3,
      weeklyResources: 1,
      resourcesThisMonth: 2,
      completedThisMonth: 1,
    });
    // Exactly the documented fields: the Progress screen's extras are computed on the device.
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(statsSchema.shape).sort());
  });

  it('counts calendar days in the learner\'s time zone', async () => {
    const ann = await learner(server);
    // 02:00 UTC on the 20th is still the evening of the 19th in Los Angeles.
    await insertEntry(server, ann.id, { createdAt: at('03-20', '02:00:00') });
    await insertEntry(server, ann.id, { createdAt: at('03-19', '12:00:00') });

    expect((await ann.client.get<Stats>('/api/stats')).body.streak).toBe(2);
    const inLosAngeles = await ann.client.get<Stats>('/api/stats', { headers: { 'X-Time-Zone': 'America/Los_Angeles' } });
    expect(inLosAngeles.body.streak).toBe(1);
  });

  it('starts at zero for a new learner and never counts another learner\'s rows', async () => {
    const ann = await learner(server);
    const bob = await learner(server);
    await insertEntry(server, ann.id, { createdAt: at('03-20') });
    await insertResource(server, ann.id, { status: 'completed', completedAt: at('03-20') });
    await insertGoal(server, ann.id, { status: 'completed' });

    const res = await bob.client.get<Stats>('/api/stats');
    expect(res.body).toEqual({
      streak: 0,
      totalResources: 0,
      completedResources: 0,
      goalProgress: '0/0',
      weeklyCompleted: 0,
      weeklyEntries: 0,
      weeklyResources: 0,
      resourcesThisMonth: 0,
      completedThisMonth: 0,
    });
  });

  it('answers 401 signed out', async () => {
    const res = await createClient(server.url).get('/api/stats');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});
