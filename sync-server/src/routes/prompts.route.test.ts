import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalPromptSchema, type JournalPrompt } from '@learnlog/shared';
import { DEFAULT_PROMPTS } from '../seed/default-prompts';
import { seedPrompts } from '../seed/prompts.seed';
import { PLAN_PATCHES, learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { journalPrompts } = testTables();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/journal-prompts', () => {
  it('gives lifetime learners the default prompts, seeded at start', async () => {
    const ann = await learner(server, PLAN_PATCHES.lifetime);
    const res = await ann.client.get<JournalPrompt[]>('/api/journal-prompts');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.title)).toEqual(DEFAULT_PROMPTS.map((p) => p.title));
    for (const prompt of res.body) expect(Object.keys(prompt).sort()).toEqual(Object.keys(journalPromptSchema.shape).sort());
  });

  it('includes the learner\'s own prompts but never another learner\'s', async () => {
    const ann = await learner(server, PLAN_PATCHES.lifetime);
    const bob = await learner(server, PLAN_PATCHES.lifetime);
    const stamp = new Date().toISOString();
    await server.db.q.insert(journalPrompts).values({ userId: bob.id, title: 'Bob\'s prompt', prompt: 'Only for Bob', createdAt: stamp, updatedAt: stamp });
    const annPrompts = (await ann.client.get<JournalPrompt[]>('/api/journal-prompts')).body;
    const bobPrompts = (await bob.client.get<JournalPrompt[]>('/api/journal-prompts')).body;
    expect(annPrompts.map((p) => p.title)).not.toContain('Bob\'s prompt');
    expect(bobPrompts.map((p) => p.title)).toContain('Bob\'s prompt');
  });

  it('is open to admins', async () => {
    const admin = await learner(server, PLAN_PATCHES.admin);
    expect((await admin.client.get('/api/journal-prompts')).status).toBe(200);
  });

  it('answers 403 "Premium access required" without lifetime access, even on sage', async () => {
    for (const patch of [PLAN_PATCHES.seeker, PLAN_PATCHES.scholar, PLAN_PATCHES.sage]) {
      const someone = await learner(server, patch);
      const res = await someone.client.get('/api/journal-prompts');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Premium access required' });
    }
  });

  it('answers 401 signed out', async () => {
    expect((await createClient(server.url).get('/api/journal-prompts')).status).toBe(401);
  });
});

describe('seeding the default prompts', () => {
  it('is idempotent: a second start adds nothing', async () => {
    const before = (await server.db.q.select().from(journalPrompts)).length;
    expect(await seedPrompts(server.db, new Date())).toEqual({ inserted: 0 });
    expect((await server.db.q.select().from(journalPrompts))).toHaveLength(before);
  });
});
