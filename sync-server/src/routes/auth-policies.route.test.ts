// Account policies over time and across servers: admins, session expiry, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_DAYS } from '@learnlog/shared';
import { createClient, uniqueEmail } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './auth.route';

const { sessions } = testTables();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2025-03-01T12:00:00.000Z' });
});
afterAll(() => server.close());

const sessionCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('learnlog.sid='));

describe('admins', () => {
  it('makes the first account on a fresh server an admin, and no later one', async () => {
    const fresh = await startTestServer();
    try {
      const first = await createClient(fresh.url).register();
      const second = await createClient(fresh.url).register();
      expect(first.user.isAdmin).toBe(true);
      expect(second.user.isAdmin).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('makes the ADMIN_EMAILS accounts admins, at registration and at sign-in', async () => {
    const fresh = await startTestServer({ env: { ADMIN_EMAILS: 'Boss@Example.com, chief@example.com' } });
    try {
      await createClient(fresh.url).register();
      const boss = await createClient(fresh.url).register({ email: 'boss@example.com' });
      expect(boss.user.isAdmin).toBe(true);
      const other = await createClient(fresh.url).register();
      expect(other.user.isAdmin).toBe(false);
    } finally {
      await fresh.close();
    }
    // An account that existed before its address was listed becomes admin when it signs in.
    const later = await startTestServer();
    try {
      await createClient(later.url).register();
      const chief = await createClient(later.url).register({ email: 'chief@example.com' });
      expect(chief.user.isAdmin).toBe(false);
      const relisted = await startTestServer({ databasePath: later.databasePath, env: { ADMIN_EMAILS: 'chief@example.com' } });
      try {
        const user = await createClient(relisted.url).login('chief@example.com', chief.password);
        expect(user.isAdmin).toBe(true);
      } finally {
        await relisted.close();
      }
    } finally {
      await later.close();
    }
  });
});

describe('sessions over time', () => {
  it(`expire after ${SESSION_TTL_DAYS} days without use, and slide forward when used`, async () => {
    const local = await startTestServer({ now: '2025-05-01T08:00:00.000Z' });
    try {
      const ann = createClient(local.url);
      await ann.register();

      local.clock.advanceDays(SESSION_TTL_DAYS - 1);
      const used = await ann.get('/api/auth/user');
      expect(used.status).toBe(200);
      // Renewed: a new expiry a full TTL from now.
      expect(sessionCookie(used.headers)).toMatch(/Expires=/);

      local.clock.advanceDays(SESSION_TTL_DAYS - 1);
      expect((await ann.get('/api/auth/user')).status).toBe(200);

      local.clock.advanceDays(SESSION_TTL_DAYS + 1);
      const expired = await ann.get('/api/auth/user');
      expect(expired.status).toBe(401);
      expect((await local.db.q.select().from(sessions))).toHaveLength(0);
    } finally {
      await local.close();
    }
  });

  it('does not rewrite the cookie on every request', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const res = await ann.get('/api/auth/user');
    expect(sessionCookie(res.headers)).toBeUndefined();
  });

  it('marks the cookie Secure when COOKIE_SECURE is set', async () => {
    const secure = await startTestServer({ env: { COOKIE_SECURE: 'true' } });
    try {
      const res = await createClient(secure.url).post('/api/auth/register', { email: uniqueEmail(), password: 'long enough password' });
      expect(sessionCookie(res.headers)).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an address spends its sign-in budget', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const client = createClient(limited.url);
      const attempt = () => client.post('/api/auth/login', { email: 'x@example.com', password: 'wrong password' });
      expect((await attempt()).status).toBe(401);
      await client.post('/api/auth/register', { email: uniqueEmail(), password: 'long enough password' });
      expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other calls are not throttled.
      expect((await client.get('/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
