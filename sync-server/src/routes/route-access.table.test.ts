/**
 * Every route, in one table: a visitor is refused (401) unless the route is public, and another
 * learner can neither read nor change this learner's data through it. The table must name every
 * route the app serves, so a new route cannot be added without saying who may call it.
 */
import type { Express } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PATCHES, learner, type Learner } from '../seed/test-fixtures';
import { deviceWrite } from '../services/synced-record.fixtures';
import { createClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';
import { createApp } from '../app';

const { aiSummaries } = testTables();

/** What another learner gets from a call aimed at Ann's data (`:x` filled with Ann's ids). */
type OtherLearner = 'own data only' | 'not admin' | number;
interface Row {
  method: string;
  path: string;
  /** null: public, anyone may call it. */
  visitor: 401 | null;
  other: OtherLearner;
  body?: unknown;
  /** A stream that stays open: only its status and first bytes are read. */
  stream?: true;
}

const SECRET = 'ANN-PRIVATE-7731';
const ANN_PUSH_ENDPOINT = `https://fcm.googleapis.com/fcm/send/${SECRET}`;
const ids = { entry: 910_001, resource: 910_002, goal: 910_003, plan: 910_004, milestone: 910_005, savedSearch: 910_006 };
let summaryId = 0;
let annSession = '';

/** `:x` placeholders filled with Ann's records. */
function fill(path: string): string {
  return path
    .replace('/journal-entries/:id', `/journal-entries/${ids.entry}`)
    .replace('/resources/:id', `/resources/${ids.resource}`)
    .replace('/learning-goals/:id', `/learning-goals/${ids.goal}`)
    .replace('/learn-plans/:id', `/learn-plans/${ids.plan}`)
    .replace('/saved-searches/:id', `/saved-searches/${ids.savedSearch}`)
    .replace(':milestoneId', String(ids.milestone))
    .replace('/ai/summaries/:id', `/ai/summaries/${summaryId}`)
    .replace('/auth/sessions/:id', `/auth/sessions/${annSession}`)
    .replace(':templateId', '1')
    .replace('/templates/:id', '/templates/1')
    .replace(':username', ann.username)
    .replace(':shareId', 'no-such-share')
    .replace(/:id\b/, '1');
}

const ROUTES: Row[] = [
  { method: 'GET', path: '/api/health', visitor: null, other: 200 },
  { method: 'GET', path: '/api/config', visitor: null, other: 200 },
  { method: 'GET', path: '/api/login', visitor: null, other: 302 },
  { method: 'POST', path: '/api/auth/register', visitor: null, other: 400, body: {} },
  { method: 'POST', path: '/api/auth/login', visitor: null, other: 400, body: {} },
  { method: 'POST', path: '/api/auth/logout', visitor: null, other: 'own data only' },
  { method: 'GET', path: '/api/auth/user', visitor: 401, other: 'own data only' },
  { method: 'PUT', path: '/api/auth/user', visitor: 401, other: 'own data only', body: { onboardingCompleted: true } },
  { method: 'POST', path: '/api/auth/forgot-password', visitor: null, other: 503, body: { email: 'ann@example.com' } },
  { method: 'POST', path: '/api/auth/reset-password', visitor: null, other: 400, body: { token: 'A'.repeat(43), password: 'violet lantern orbit maple' } },
  { method: 'POST', path: '/api/auth/change-password', visitor: 401, other: 400, body: { currentPassword: 'not bob', newPassword: 'violet lantern orbit maple' } },
  { method: 'GET', path: '/api/auth/sessions', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/auth/sessions/sign-out-others', visitor: 401, other: 'own data only' },
  { method: 'DELETE', path: '/api/auth/sessions/:id', visitor: 401, other: 404 },
  { method: 'PUT', path: '/api/user/profile', visitor: 401, other: 'own data only', body: { websiteUrl: 'https://bob.example' } },
  { method: 'POST', path: '/api/share-settings', visitor: 401, other: 'own data only', body: { sharePageBio: 'Bob' } },
  { method: 'GET', path: '/api/admin/users', visitor: 401, other: 'not admin' },
  { method: 'POST', path: '/api/admin/make-admin/:id', visitor: 401, other: 'not admin' },
  { method: 'POST', path: '/api/admin/users/:id/reset-link', visitor: 401, other: 'not admin' },
  { method: 'GET', path: '/api/admin/feedback', visitor: 401, other: 'not admin' },
  { method: 'GET', path: '/api/journal-entries', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/journal-entries', visitor: 401, other: 'own data only', body: { id: 920_001, title: 'Bob', content: 'x' } },
  { method: 'PUT', path: '/api/journal-entries/:id', visitor: 401, other: 404, body: { title: 'Bob was here' } },
  { method: 'DELETE', path: '/api/journal-entries/:id', visitor: 401, other: 404 },
  { method: 'POST', path: '/api/journal-entries/:id/toggle-public', visitor: 401, other: 404, body: { isPublic: true } },
  { method: 'POST', path: '/api/journal-entries/:id/link-goal', visitor: 401, other: 404, body: { goalId: ids.goal, progressContribution: 10 } },
  { method: 'GET', path: '/api/resources', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/resources', visitor: 401, other: 'own data only', body: { id: 920_002, title: 'Bob', type: 'book' } },
  { method: 'PUT', path: '/api/resources/:id', visitor: 401, other: 404, body: { title: 'Bob was here' } },
  { method: 'DELETE', path: '/api/resources/:id', visitor: 401, other: 404 },
  { method: 'GET', path: '/api/review-logs', visitor: 401, other: 'own data only' },
  // Bob reviewing a card of Ann's entry: her entry id is not his, so 404 as if it never existed.
  { method: 'POST', path: '/api/review-logs', visitor: 401, other: 404, body: { id: 920_009, entryId: ids.entry, cardKey: 'key', cardText: 'Bob', rating: 'good', reviewedAt: '2026-01-02T09:00:00.000Z' } },
  { method: 'GET', path: '/api/learning-goals', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/learning-goals', visitor: 401, other: 'own data only', body: { id: 920_003, title: 'Bob' } },
  { method: 'PUT', path: '/api/learning-goals/:id', visitor: 401, other: 404, body: { title: 'Bob was here' } },
  { method: 'DELETE', path: '/api/learning-goals/:id', visitor: 401, other: 404 },
  { method: 'GET', path: '/api/saved-searches', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/saved-searches', visitor: 401, other: 'own data only', body: { id: 920_010, name: 'Bob', query: 'q=bob' } },
  { method: 'PUT', path: '/api/saved-searches/:id', visitor: 401, other: 404, body: { name: 'Bob was here' } },
  { method: 'DELETE', path: '/api/saved-searches/:id', visitor: 401, other: 404 },
  { method: 'GET', path: '/api/learn-plans', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/learn-plans', visitor: 401, other: 'own data only', body: { id: 920_004, title: 'Bob', goal: 'x' } },
  { method: 'PUT', path: '/api/learn-plans/:id', visitor: 401, other: 404, body: { title: 'Bob was here' } },
  { method: 'DELETE', path: '/api/learn-plans/:id', visitor: 401, other: 404 },
  { method: 'GET', path: '/api/learn-plans/:id/milestones', visitor: 401, other: 404 },
  { method: 'POST', path: '/api/learn-plans/:id/milestones', visitor: 401, other: 404, body: { title: 'Bob' } },
  { method: 'PUT', path: '/api/learn-plans/:id/milestones/:milestoneId', visitor: 401, other: 404, body: { title: 'Bob' } },
  { method: 'DELETE', path: '/api/learn-plans/:id/milestones/:milestoneId', visitor: 401, other: 404 },
  { method: 'GET', path: '/api/sync/changes', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/sync/events', visitor: 401, other: 200, stream: true },
  // A batch aimed at Ann's records: each mutation is 404 for Bob as on its own, and the batch stops there.
  ...[
    { method: 'PUT', path: `/api/journal-entries/${ids.entry}`, body: { title: 'Bob was here' } },
    { method: 'DELETE', path: `/api/resources/${ids.resource}` },
    { method: 'POST', path: `/api/learn-plans/${ids.plan}/milestones`, body: { title: 'Bob' } },
    { method: 'DELETE', path: `/api/saved-searches/${ids.savedSearch}` },
  ].map((mutation): Row => ({ method: 'POST', path: '/api/sync/push', visitor: 401, other: 'own data only', body: { mutations: [{ key: crypto.randomUUID(), ...mutation }] } })),
  { method: 'GET', path: '/api/export', visitor: 401, other: 'own data only' },
  // Without a zip: refused before anything is read; an import only ever adds to the caller's own rows.
  { method: 'POST', path: '/api/import', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/stats', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/user/usage', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/user/access', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/share/:username', visitor: null, other: 404 },
  { method: 'GET', path: '/api/shared/journal/:shareId', visitor: null, other: 404 },
  { method: 'GET', path: '/api/shared/journal/:shareId/resources', visitor: null, other: 404 },
  { method: 'POST', path: '/api/feedback', visitor: null, other: 'own data only', body: { type: 'general', message: 'hi' } },
  { method: 'GET', path: '/api/pricing/availability', visitor: null, other: 200 },
  { method: 'GET', path: '/api/journal-prompts', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/templates/premium', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/templates/premium/search', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/templates/favorites', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/templates/favorites', visitor: 401, other: 'own data only', body: { templateId: 1 } },
  { method: 'DELETE', path: '/api/templates/favorites/:templateId', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/templates/:id/use', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/ai/summaries', visitor: 401, other: 'own data only' },
  { method: 'POST', path: '/api/ai/generate-summary', visitor: 401, other: 'own data only', body: { summaryType: 'weekly' } },
  { method: 'PATCH', path: '/api/ai/summaries/:id/read', visitor: 401, other: 404 },
  { method: 'POST', path: '/api/create-payment-intent', visitor: 401, other: 503, body: { planType: 'beta' } },
  { method: 'POST', path: '/api/subscription/upgrade', visitor: 401, other: 503, body: { planId: 'sage', billingCycle: 'monthly' } },
  { method: 'POST', path: '/api/checkout/confirm', visitor: 401, other: 503, body: { paymentIntentId: 'pi_ann_123' } },
  { method: 'GET', path: '/api/push/key', visitor: 401, other: 200 },
  { method: 'GET', path: '/api/push/subscriptions', visitor: 401, other: 'own data only' },
  // Refused (not a push service): Bob's own test below then has nothing to send to.
  { method: 'POST', path: '/api/push/subscriptions', visitor: 401, other: 400, body: { endpoint: 'https://bob.example/push', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } } },
  { method: 'DELETE', path: '/api/push/subscriptions', visitor: 401, other: 404, body: { endpoint: ANN_PUSH_ENDPOINT } },
  { method: 'POST', path: '/api/push/test', visitor: 401, other: 'own data only' },
  { method: 'GET', path: '/api/reminders', visitor: 401, other: 'own data only' },
  { method: 'PUT', path: '/api/reminders', visitor: 401, other: 'own data only', body: { writeAt: '06:00', reviewsDue: false, goalDeadlines: false } },
  // Public (the link in a mail), but only a token the server signed for a learner changes anything.
  { method: 'GET', path: '/api/reminders/unsubscribe', visitor: null, other: 400 },
  { method: 'POST', path: '/api/reminders/unsubscribe', visitor: null, other: 400 },
  // Stripe calls it server to server; a call without Stripe's signature changes nothing.
  { method: 'POST', path: '/api/stripe/webhook', visitor: null, other: 503, body: {} },
];

/** Every route the app serves, as 'METHOD /path'. */
function servedRoutes(app: Express): string[] {
  const found: string[] = [];
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

let server: TestServer;
let ann: Learner;
let bob: Learner;

/** Everything of Ann's, as she reads it: must be the same after Bob's calls. */
async function annSees(): Promise<string> {
  const paths = ['/api/auth/user', '/api/journal-entries', '/api/resources', '/api/learning-goals', '/api/learn-plans', `/api/learn-plans/${ids.plan}/milestones`, '/api/ai/summaries', '/api/templates/favorites', '/api/auth/sessions', '/api/review-logs', '/api/saved-searches', '/api/push/subscriptions', '/api/reminders'];
  const answers = await Promise.all(paths.map(async (path) => (await ann.client.get(path)).text));
  return answers.join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  await createClient(server.url).register(); // the admin
  ann = await learner(server, PLAN_PATCHES.sage);
  bob = await learner(server, PLAN_PATCHES.sage);
  const write = deviceWrite();
  await ann.client.post('/api/journal-entries', { id: ids.entry, title: SECRET, content: SECRET }, write);
  await ann.client.post('/api/resources', { id: ids.resource, title: SECRET, type: 'book' }, deviceWrite());
  await ann.client.post('/api/learning-goals', { id: ids.goal, title: SECRET }, deviceWrite());
  await ann.client.post('/api/learn-plans', { id: ids.plan, title: SECRET, goal: SECRET }, deviceWrite());
  await ann.client.post(`/api/learn-plans/${ids.plan}/milestones`, { id: ids.milestone, title: SECRET }, deviceWrite());
  await ann.client.post('/api/saved-searches', { id: ids.savedSearch, name: SECRET, query: `q=${SECRET}` }, deviceWrite());
  await ann.client.post('/api/templates/favorites', { templateId: 1 }, deviceWrite());
  await ann.client.post('/api/review-logs', { entryId: ids.entry, cardKey: 'key', cardText: SECRET, rating: 'good', reviewedAt: new Date().toISOString() }, deviceWrite());
  summaryId = (await server.db.q
    .insert(aiSummaries)
    .values({ userId: ann.id, summaryType: 'weekly', dateRange: { from: '2026-01-01', to: '2026-01-07' }, keyInsights: [SECRET], recurringThemes: [], reflectionPrompt: SECRET, createdAt: new Date().toISOString() })
    .returning({ id: aiSummaries.id }))[0]?.id ?? 0;
  // Straight into the table: nothing in this file may send to a real push service.
  await server.db.q.insert(server.db.t.pushSubscriptions).values({ userId: ann.id, endpoint: ANN_PUSH_ENDPOINT, p256dh: 'B'.repeat(87), auth: 'A'.repeat(22), createdAt: new Date().toISOString() });
  await ann.client.put('/api/reminders', { writeAt: '21:15', reviewsDue: true, goalDeadlines: false, weeklyDigest: true });
  annSession = ((await ann.client.get<{ id: string }[]>('/api/auth/sessions')).body[0]?.id ?? '');
});
afterAll(() => server.close());

describe('every route', () => {
  it('is in the table', () => {
    const app = createApp({ env: server.env, db: server.db, clock: server.clock, logger: pino({ level: 'silent' }), bus: server.bus });
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(servedRoutes(app).filter((route) => !listed.has(route))).toEqual([]);
  });

  it('refuses a visitor with 401 unless it is public', async () => {
    const visitor = createClient(server.url);
    for (const row of ROUTES.filter((r) => r.visitor === 401)) {
      const res = await visitor.request(row.method, fill(row.path), row.body);
      expect({ route: `${row.method} ${row.path}`, status: res.status }).toEqual({ route: `${row.method} ${row.path}`, status: 401 });
    }
  });

  it("never gives another learner this learner's data, nor lets them change it", async () => {
    const before = await annSees();
    for (const row of ROUTES.filter((r) => r.stream)) {
      const res = await fetch(`${server.url}${row.path}`, { headers: { cookie: [...bob.client.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } });
      const reader = res.body?.getReader();
      const first = await reader?.read();
      await reader?.cancel();
      expect(res.status, row.path).toBe(row.other);
      expect(new TextDecoder().decode(first?.value), row.path).not.toContain(SECRET);
    }
    for (const row of ROUTES.filter((r) => !r.stream)) {
      const res = await bob.client.request(row.method, fill(row.path), row.body, { idempotencyKey: true });
      const route = `${row.method} ${row.path}`;
      expect(res.text, route).not.toContain(SECRET);
      if (row.other === 'not admin') expect(res.status, route).toBe(403);
      else if (typeof row.other === 'number') expect(res.status, route).toBe(row.other);
      else expect(res.status, route).toBeLessThan(500);
      if (row.path === '/api/auth/logout') await bob.client.login(bob.email);
    }
    expect(await annSees()).toBe(before);
  });
});
