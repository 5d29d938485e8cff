import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONTHLY_SUMMARY_LIMIT, aiSummariesResponseSchema, type AiSummary } from '@learnlog/shared';
import { PLAN_PATCHES, insertEntry, learner, type Learner } from '../seed/test-fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { aiSummaries } = testTables();

const NOW = '2026-03-20T12:00:00.000Z';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();

let server: TestServer;
beforeAll(async () => {
  // No OPENAI_API_KEY: the built-in summariser answers.
  server = await startTestServer({ now: NOW });
});
afterAll(() => server.close());

const summaries = async (who: Learner) => {
  const res = await who.client.get('/api/ai/summaries');
  expect(res.status).toBe(200);
  return aiSummariesResponseSchema.parse(res.body);
};
const generate = (who: Learner, summaryType: string, key?: string) =>
  who.client.post<AiSummary>('/api/ai/generate-summary', { summaryType }, key ? { idempotencyKey: key } : {});
const storedFor = (who: Learner) => server.db.q.select().from(aiSummaries).where(eq(aiSummaries.userId, who.id));

/** A sage learner with a week of entries about Rust, and older ones. */
async function sageWithEntries(): Promise<Learner> {
  const ann = await learner(server, PLAN_PATCHES.sage);
  await insertEntry(server, ann.id, {
    title: 'Ownership in Rust',
    content: '# Ownership\nEvery value has **one owner**. Borrowing lets functions use values without taking them.',
    keyLearning: 'Each value has exactly one owner.',
    questions: 'Why does the borrow checker reject two mutable references?',
    tags: ['rust', 'memory'],
    createdAt: daysAgo(1),
  });
  await insertEntry(server, ann.id, {
    title: 'Lifetimes',
    content: 'Lifetimes describe how long references stay valid. The borrow checker compares them.',
    keyLearning: 'Lifetimes are about references, not values.',
    tags: ['rust'],
    createdAt: daysAgo(3),
  });
  await insertEntry(server, ann.id, { title: 'Three weeks ago', content: 'Started the Rust book.', tags: ['books'], createdAt: daysAgo(20) });
  await insertEntry(server, ann.id, { title: 'Deleted entry', content: 'Gone', createdAt: daysAgo(2), deletedAt: daysAgo(1) });
  return ann;
}

describe('GET /api/ai/summaries', () => {
  it('starts empty with the monthly allowance from the shared constants', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    expect(await summaries(ann)).toEqual({ summaries: [], monthlyUsage: { used: 0, limit: MONTHLY_SUMMARY_LIMIT } });
  });
});

describe('POST /api/ai/generate-summary without an AI provider', () => {
  it('makes a basic summary from the window\'s entries, marks it basic, and stores it', async () => {
    const ann = await sageWithEntries();
    const res = await generate(ann, 'weekly');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ summaryType: 'weekly', source: 'basic', entriesAnalyzed: 2, isRead: false, createdAt: NOW });
    expect(res.body.dateRange).toEqual({ from: daysAgo(7), to: NOW });
    // The source is a label on the summary, not its first insight.
    expect(res.body.keyInsights[0]).toBe('Each value has exactly one owner.');
    expect(res.body.keyInsights).toContain('Each value has exactly one owner.');
    expect(res.body.keyInsights).toContain('Lifetimes are about references, not values.');
    expect(res.body.recurringThemes[0]).toBe('rust');
    expect(res.body.recurringThemes).not.toContain('books');
    expect(res.body.reflectionPrompt).toContain('Why does the borrow checker reject two mutable references?');
    expect(JSON.stringify(res.body)).not.toContain('Deleted entry');

    const list = await summaries(ann);
    expect(list.summaries).toEqual([res.body]);
    // Only monthly summaries count against the monthly allowance.
    expect(list.monthlyUsage).toEqual({ used: 0, limit: MONTHLY_SUMMARY_LIMIT });
  });

  it('reads the last 30 days for a monthly summary', async () => {
    const ann = await sageWithEntries();
    const res = await generate(ann, 'monthly');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ summaryType: 'monthly', entriesAnalyzed: 3 });
    expect(res.body.dateRange.from).toBe(daysAgo(30));
    expect(res.body.keyInsights[0]).toBe('You wrote 3 entries across 2 weeks this month.');
    expect((await summaries(ann)).monthlyUsage.used).toBe(1);
  });

  it('answers 400 with a clear message when the window has no entries, and stores nothing', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    await insertEntry(server, ann.id, { createdAt: daysAgo(10) });
    const res = await generate(ann, 'weekly');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'No journal entries in the last 7 days to summarize. Write an entry first, then try again.' });
    expect(await storedFor(ann)).toEqual([]);
  });

  it('refuses an unknown summary type', async () => {
    const ann = await sageWithEntries();
    const res = await generate(ann, 'daily');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Validation failed', errors: [expect.objectContaining({ path: 'summaryType' })] });
  });

  it('stops monthly summaries at the limit with 429, leaves weekly ones free, and allows again next month', async () => {
    const ann = await sageWithEntries();
    expect((await generate(ann, 'weekly')).status).toBe(201);
    for (let i = 0; i < MONTHLY_SUMMARY_LIMIT; i += 1) expect((await generate(ann, 'monthly')).status).toBe(201);
    const refused = await generate(ann, 'monthly');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Monthly summary limit reached' });
    expect(await storedFor(ann)).toHaveLength(MONTHLY_SUMMARY_LIMIT + 1);
    expect((await summaries(ann)).monthlyUsage).toEqual({ used: MONTHLY_SUMMARY_LIMIT, limit: MONTHLY_SUMMARY_LIMIT });
    expect((await generate(ann, 'weekly')).status).toBe(201);

    server.clock.set('2026-04-01T08:00:00.000Z');
    try {
      expect((await summaries(ann)).monthlyUsage.used).toBe(0);
      await insertEntry(server, ann.id, { title: 'April', createdAt: '2026-04-01T07:00:00.000Z' });
      expect((await generate(ann, 'monthly')).status).toBe(201);
    } finally {
      server.clock.set(NOW);
    }
  });

  it('stores one summary for a replayed Idempotency-Key, even once the limit is reached', async () => {
    const ann = await sageWithEntries();
    const first = await generate(ann, 'monthly', 'summary-key-1');
    const again = await generate(ann, 'monthly', 'summary-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await storedFor(ann)).toHaveLength(1);

    await generate(ann, 'monthly', 'summary-key-2');
    await generate(ann, 'monthly', 'summary-key-3');
    expect((await generate(ann, 'monthly', 'summary-key-1')).status).toBe(201);
    expect((await generate(ann, 'monthly', 'summary-key-4')).status).toBe(429);
  });
});

describe('PATCH /api/ai/summaries/{id}/read', () => {
  it('marks the learner\'s own summary read', async () => {
    const ann = await sageWithEntries();
    const { id } = (await generate(ann, 'weekly')).body;
    const res = await ann.client.patch<AiSummary>(`/api/ai/summaries/${id}/read`, undefined, { idempotencyKey: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, isRead: true });
    expect((await summaries(ann)).summaries[0]?.isRead).toBe(true);
  });

  it('answers 404 for another learner\'s summary and leaves it unread', async () => {
    const ann = await sageWithEntries();
    const bob = await learner(server, PLAN_PATCHES.sage);
    const { id } = (await generate(ann, 'weekly')).body;
    const res = await bob.client.patch(`/api/ai/summaries/${id}/read`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect((await summaries(ann)).summaries[0]?.isRead).toBe(false);
    expect((await summaries(bob)).summaries).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    expect((await ann.client.patch('/api/ai/summaries/987654/read')).status).toBe(404);
    expect((await ann.client.patch('/api/ai/summaries/abc/read')).status).toBe(400);
  });
});

describe('the premium gate', () => {
  const calls = [
    ['GET', '/api/ai/summaries'],
    ['POST', '/api/ai/generate-summary'],
    ['PATCH', '/api/ai/summaries/1/read'],
  ] as const;

  it('answers 403 "Premium access required" to a seeker after the trial and to scholar', async () => {
    for (const patch of [PLAN_PATCHES.expiredSeeker, PLAN_PATCHES.expiredScholar]) {
      const someone = await learner(server, patch);
      await insertEntry(server, someone.id);
      for (const [method, path] of calls) {
        const res = await someone.client.request(method, path, method === 'POST' ? { summaryType: 'weekly' } : undefined);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: 'Premium access required' });
      }
      expect(await storedFor(someone)).toEqual([]);
    }
  });

  it('opens to sage, lifetime access, admins and a learner in the trial', async () => {
    for (const patch of [PLAN_PATCHES.sage, PLAN_PATCHES.lifetime, PLAN_PATCHES.admin, PLAN_PATCHES.seeker]) {
      const someone = await learner(server, patch);
      await insertEntry(server, someone.id);
      expect((await someone.client.get('/api/ai/summaries')).status).toBe(200);
      expect((await generate(someone, 'weekly')).status).toBe(201);
    }
  });

  it('answers 401 signed out', async () => {
    const visitor = createClient(server.url);
    for (const [method, path] of calls) {
      expect((await visitor.request(method, path, method === 'POST' ? { summaryType: 'weekly' } : undefined)).status).toBe(401);
    }
  });
});
