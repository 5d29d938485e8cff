import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AiSummary } from '@learnlog/shared';
import { PLAN_PATCHES, insertEntry, learner, type Learner } from '../seed/test-fixtures';
import { startTestServer, type TestServer, testTables } from '../test/test-server';
import { FAKE_SUMMARY, startFakeChatApi, type FakeChatApi } from './summariser-openai.fake';
import { AI_MESSAGES } from './summariser-openai.service';

const { aiSummaries } = testTables();

const NOW = '2026-03-20T12:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

let fake: FakeChatApi;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeChatApi();
  server = await startTestServer({
    now: NOW,
    env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'learnlog-test-model' },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => {
  fake.mode = 'good';
  fake.requests.length = 0;
});

const storedFor = (who: Learner) => server.db.q.select().from(aiSummaries).where(eq(aiSummaries.userId, who.id));
const generate = (who: Learner, key?: string, summaryType: 'weekly' | 'monthly' = 'weekly') =>
  who.client.post<AiSummary>('/api/ai/generate-summary', { summaryType }, key ? { idempotencyKey: key } : {});

async function sageWithEntry(): Promise<Learner> {
  const ann = await learner(server, PLAN_PATCHES.sage);
  await insertEntry(server, ann.id, {
    title: 'Ownership in **Rust**',
    content: '## Borrowing\n- Every value has *one* owner\n- See [the book](https://doc.rust-lang.org/book/)\n\n```rust\nlet s = String::new();\n```',
    keyLearning: 'One owner per value',
    tags: ['rust'],
    createdAt: daysAgo(1),
  });
  await insertEntry(server, ann.id, { title: 'Too old for a week', content: 'Old news', createdAt: daysAgo(9) });
  return ann;
}

describe('AI summaries through the chat completions API', () => {
  it('stores a valid answer, asking for JSON with the configured key and model, entries as plain text', async () => {
    const ann = await sageWithEntry();
    const res = await generate(ann);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...FAKE_SUMMARY, source: 'ai', summaryType: 'weekly', entriesAnalyzed: 1, isRead: false });
    expect(await storedFor(ann)).toHaveLength(1);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('learnlog-test-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    const sent = request?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(sent).toContain('Ownership in Rust');
    expect(sent).toContain('Every value has one owner');
    expect(sent).toContain('See the book');
    expect(sent).toContain('let s = String::new();');
    expect(sent).toContain('Key learning: One owner per value');
    expect(sent).not.toMatch(/\*\*|##|```|\]\(/);
    expect(sent).not.toContain('Too old for a week');
  });

  it('sends only what fits the budget, leaving out the oldest entries', async () => {
    const ann = await learner(server, PLAN_PATCHES.sage);
    for (let i = 0; i < 8; i += 1) {
      await insertEntry(server, ann.id, { title: `Entry ${i}`, content: `${'word '.repeat(700)}end ${i}`, createdAt: daysAgo(6 - i * 0.5) });
    }
    const res = await generate(ann);
    expect(res.status).toBe(201);
    const sent = fake.requests[0]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(sent.length).toBeLessThan(12_500);
    expect(sent).toContain('Entry 7');
    expect(sent).not.toContain('Entry 0');
    expect(res.body.entriesAnalyzed).toBeLessThan(8);
    expect(res.body.entriesAnalyzed).toBeGreaterThan(1);
  });

  const failures = [
    ['prose', AI_MESSAGES.malformed],
    ['wrong-shape', AI_MESSAGES.malformed],
    ['error', AI_MESSAGES.noAnswer],
  ] as const;
  for (const [mode, message] of failures) {
    it(`answers 502 and stores nothing when the provider answers "${mode}"`, async () => {
      const ann = await sageWithEntry();
      fake.mode = mode;
      const res = await generate(ann, `failing-${mode}`);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message });
      expect(await storedFor(ann)).toEqual([]);
      expect((await ann.client.get('/api/ai/summaries')).body).toMatchObject({ monthlyUsage: { used: 0 } });

      // The key was not used up by the failure: trying again with it works once the provider does.
      fake.mode = 'good';
      expect((await generate(ann, `failing-${mode}`)).status).toBe(201);
    });
  }

  it('retries a provider error once, then gives up', async () => {
    const ann = await sageWithEntry();
    fake.mode = 'error';
    await generate(ann);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 502 and stores nothing when the provider does not answer within OPENAI_TIMEOUT_MS', async () => {
    const impatient = await startTestServer({
      now: NOW,
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '200' },
    });
    try {
      const ann = await learner(impatient, PLAN_PATCHES.sage);
      await insertEntry(impatient, ann.id, { title: 'Waiting', content: 'For an answer', createdAt: daysAgo(1) });
      fake.mode = 'hang';
      const res = await ann.client.post('/api/ai/generate-summary', { summaryType: 'weekly' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: AI_MESSAGES.timeout });
      // Asked twice (one retry), as configured.
      expect(fake.requests).toHaveLength(2);
      expect((await impatient.db.q.select().from(aiSummaries).where(eq(aiSummaries.userId, ann.id)))).toEqual([]);
    } finally {
      await impatient.close();
    }
  });

  it('does not ask the provider again for a replayed Idempotency-Key', async () => {
    const ann = await sageWithEntry();
    const first = await generate(ann, 'ai-replay');
    const again = await generate(ann, 'ai-replay');
    expect(again.body).toEqual(first.body);
    expect(fake.requests).toHaveLength(1);
    expect(await storedFor(ann)).toHaveLength(1);
  });

  it('does not ask the provider at the monthly limit', async () => {
    const ann = await sageWithEntry();
    for (let i = 0; i < 3; i += 1) await generate(ann, undefined, 'monthly');
    fake.requests.length = 0;
    expect((await generate(ann, undefined, 'monthly')).status).toBe(429);
    expect(fake.requests).toEqual([]);
  });
});
