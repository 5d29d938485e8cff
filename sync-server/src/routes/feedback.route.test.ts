import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Feedback } from '@learnlog/shared';
import { learner } from '../seed/test-fixtures';
import { createClient, type RequestOptions } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';
import { FEEDBACK_RATE_LIMIT, TOO_MUCH_FEEDBACK_MESSAGE } from './feedback.route';

const { feedback } = testTables();

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each test can come from its own address and the per-address limit stays out of the way.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

let addresses = 0;
const from = (): RequestOptions => ({ headers: { 'X-Forwarded-For': `203.0.113.${(addresses += 1)}` } });
const rowsFor = (id: number) => server.db.q.select().from(feedback).where(eq(feedback.id, id));

describe('POST /api/feedback', () => {
  it('stores a visitor\'s widget message without an account', async () => {
    const res = await createClient(server.url).post<Feedback>(
      '/api/feedback',
      { type: 'bug', message: '  The journal page is blank  ', email: 'visitor@example.com', currentPage: '/journal' },
      from(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: null, type: 'bug', message: 'The journal page is blank', email: 'visitor@example.com', currentPage: '/journal' });
    expect(await rowsFor(res.body.id)).toHaveLength(1);
  });

  it('stores a signed-in learner\'s dialog message with their id, dropping unknown fields', async () => {
    const ann = await learner(server);
    const res = await ann.client.post<Feedback>(
      '/api/feedback',
      { type: 'feature', subject: 'Dark mode', message: 'Please add it', url: 'https://app.example/', userAgent: 'Test/1.0', userId: 999, isAdmin: true },
      from(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: ann.id, type: 'feature', subject: 'Dark mode', url: 'https://app.example/', userAgent: 'Test/1.0', email: null });
    expect((await rowsFor(res.body.id))[0]?.userId).toBe(ann.id);
  });

  it('refuses a missing type, an empty message, a bad e-mail and over-long text, naming the field', async () => {
    const visitor = createClient(server.url);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: 'Hi' }, 'type', 'Type and message are required.'],
      [{ type: 'bug', message: '   ' }, 'message', 'Please enter a message for your feedback.'],
      [{ type: 'bug' }, 'message', 'Type and message are required.'],
      [{ type: 'praise', message: 'Hi' }, 'type', 'Type and message are required.'],
      [{ type: 'bug', message: 'Hi', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ type: 'bug', message: 'x'.repeat(2_001) }, 'message', 'Message must be at most 2000 characters'],
      [{ type: 'bug', message: 'Hi', subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
    ];
    for (const [body, path, message] of cases) {
      const res = await visitor.post('/api/feedback', body, from());
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toEqual({ message: 'Validation failed', errors: [{ path, message }] });
    }
  });

  it('stores a replayed Idempotency-Key once and answers the same', async () => {
    const ann = await learner(server);
    const options = { ...from(), idempotencyKey: `feedback-${Math.random()}` };
    const first = await ann.client.post<Feedback>('/api/feedback', { type: 'general', message: 'Once only' }, options);
    const again = await ann.client.post<Feedback>('/api/feedback', { type: 'general', message: 'Once only' }, options);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const stored = (await server.db.q.select().from(feedback).where(eq(feedback.userId, ann.id)));
    expect(stored).toHaveLength(1);
  });

  it('limits each address, and only that address', async () => {
    const flood = from();
    const visitor = createClient(server.url);
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i += 1) {
      expect((await visitor.post('/api/feedback', { type: 'general', message: `Message ${i}` }, flood)).status).toBe(201);
    }
    const refused = await visitor.post('/api/feedback', { type: 'general', message: 'One too many' }, flood);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MUCH_FEEDBACK_MESSAGE });
    expect((await server.db.q.select().from(feedback).where(eq(feedback.message, 'One too many')))).toEqual([]);

    expect((await visitor.post('/api/feedback', { type: 'general', message: 'Another address' }, from())).status).toBe(201);
  });
});
