import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema, type AdminUser, type Feedback } from '@learnlog/shared';
import { PLAN_PATCHES, learner as seededLearner } from '../seed/test-fixtures';
import { createClient, type TestClient } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { feedback } = testTables();

let server: TestServer;
let admin: TestClient;
let learner: TestClient;
let learnerId: number;

beforeAll(async () => {
  server = await startTestServer({ now: '2025-06-10T10:00:00.000Z' });
  admin = createClient(server.url);
  learner = createClient(server.url);
  await admin.register({ firstName: 'Ada' }); // the first account: admin
  learnerId = (await learner.register({ firstName: 'Lee' })).user.id;
});
afterAll(() => server.close());

describe('GET /api/admin/users', () => {
  it('lists every user for an admin, without hashes or private fields', async () => {
    const res = await admin.get<AdminUser[]>('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    for (const row of res.body) expect(Object.keys(row).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());
    expect(res.text).not.toMatch(/argon2|passwordHash|stripe/i);
    expect(res.body.find((u) => u.id === learnerId)).toMatchObject({ firstName: 'Lee', isAdmin: false, trialDaysLeft: 14 });
  });

  it('answers 403 Admin access required to a learner, and 401 signed out', async () => {
    const res = await learner.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Admin access required' });
    expect((await createClient(server.url).get('/api/admin/users')).status).toBe(401);
  });
});

describe('POST /api/admin/make-admin/:id', () => {
  it('refuses a learner trying to promote themself', async () => {
    const res = await learner.post(`/api/admin/make-admin/${learnerId}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Admin access required' });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await admin.post('/api/admin/make-admin/999999')).status).toBe(404);
    const bad = await admin.post('/api/admin/make-admin/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'id', message: expect.any(String) }]);
  });

  it('grants admin access, which the user sees at once', async () => {
    const other = createClient(server.url);
    const { user } = await other.register();
    const res = await admin.post<AdminUser>(`/api/admin/make-admin/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, isAdmin: true });
    expect((await other.get('/api/auth/user')).body.isAdmin).toBe(true);
    expect((await other.get('/api/admin/users')).status).toBe(200);
  });
});

describe('GET /api/admin/feedback', () => {
  it('lists feedback newest first for an admin only', async () => {
    const base = { type: 'bug', message: 'm', subject: null, email: null, url: null, currentPage: null, userAgent: null };
    await server.db.q
      .insert(feedback)
      .values([
        { ...base, userId: learnerId, message: 'older', createdAt: '2025-06-01T00:00:00.000Z' },
        { ...base, userId: null, type: 'help', message: 'newer', email: 'v@example.com', createdAt: '2025-06-02T00:00:00.000Z' },
      ])
      ;
    const res = await admin.get<Feedback[]>('/api/admin/feedback');
    expect(res.status).toBe(200);
    expect(res.body.map((f) => f.message)).toEqual(['newer', 'older']);
    expect(res.body[0]).toMatchObject({ type: 'help', userId: null, email: 'v@example.com' });
    expect((await learner.get('/api/admin/feedback')).status).toBe(403);
    expect((await createClient(server.url).get('/api/admin/feedback')).status).toBe(401);
  });
});

describe('every admin call', () => {
  const calls = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/feedback'],
    ['POST', '/api/admin/make-admin/:self'],
  ] as const;

  it('is refused with 403 to every non-admin, whatever plan they pay for, and changes nothing', async () => {
    for (const patch of [PLAN_PATCHES.seeker, PLAN_PATCHES.sage, PLAN_PATCHES.lifetime, PLAN_PATCHES.expiredSeeker]) {
      const someone = await seededLearner(server, patch);
      for (const [method, path] of calls) {
        const url = path.replace(':self', String(someone.id));
        const res = method === 'GET' ? await someone.client.get(url) : await someone.client.post(url);
        expect({ method, url, status: res.status, body: res.body }).toEqual({ method, url, status: 403, body: { message: 'Admin access required' } });
      }
      expect((await someone.client.get('/api/auth/user')).body.isAdmin).toBe(false);
    }
  });

  it('is refused with 401 to a visitor', async () => {
    const visitor = createClient(server.url);
    for (const [method, path] of calls) {
      const url = path.replace(':self', String(learnerId));
      const res = method === 'GET' ? await visitor.get(url) : await visitor.post(url);
      expect(res.status).toBe(401);
    }
  });
});
