import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_DAYS, TRIAL_DAYS, userSchema, type User } from '@learnlog/shared';
import { createClient, uniqueEmail } from '../test/http-client';
import { startTestServer, type TestServer, testTables } from '../test/test-server';

const { sessions, users } = testTables();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2025-03-01T12:00:00.000Z' });
});
afterAll(() => server.close());

const sessionCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('learnlog.sid='));

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers the client user', async () => {
    const ann = createClient(server.url);
    const res = await ann.post<User>('/api/auth/register', {
      email: '  Ann.Lee+Notes@Example.COM ',
      password: 'long enough password',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(res.status).toBe(201);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      email: 'ann.lee+notes@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'ann-lee-notes',
      subscriptionType: 'seeker',
      lifetimeAccess: false,
      onboardingCompleted: false,
      trialStartedAt: '2025-03-01T12:00:00.000Z',
      trialDaysLeft: TRIAL_DAYS,
      timeZone: 'UTC',
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.text).not.toContain('argon2');

    const me = await ann.get<User>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email, password } = await createClient(server.url).register();
    const row = (await server.db.q.select().from(users).where(eq(users.email, email)))[0];
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts the session TTL', async () => {
    const res = await createClient(server.url).post('/api/auth/register', { email: uniqueEmail(), password: 'long enough password' });
    const cookie = sessionCookie(res.headers);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    const expected = server.clock.now().getTime() + SESSION_TTL_DAYS * 86_400_000;
    expect(Math.abs(expires.getTime() - expected)).toBeLessThan(1000);
  });

  it('keeps only a hash of the session token in the database', async () => {
    const client = createClient(server.url);
    await client.register();
    const token = client.cookies.get('learnlog.sid') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await server.db.q.select().from(sessions));
    expect(stored.some((s) => s.sid === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.sid))).toBe(true);
  });

  it('makes usernames unique when two e-mails share a local part', async () => {
    const local = `same-${Date.now()}`;
    const first = await createClient(server.url).register({ email: `${local}@one.example` });
    const second = await createClient(server.url).register({ email: `${local}@two.example` });
    expect(first.user.username).toBe(local);
    expect(second.user.username).toBe(`${local}-2`);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const { email } = await createClient(server.url).register();
    const res = await createClient(server.url).post('/api/auth/register', { email: email.toUpperCase(), password: 'another password' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('names every invalid field', async () => {
    const res = await createClient(server.url).post('/api/auth/register', { email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 10 characters' },
      ]),
    );
  });

  it('drops unknown fields: a client cannot make itself admin or lifetime', async () => {
    const res = await createClient(server.url).post<User>('/api/auth/register', {
      email: uniqueEmail(),
      password: 'long enough password',
      isAdmin: true,
      lifetimeAccess: true,
      subscriptionType: 'legacy',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isAdmin: false, lifetimeAccess: false, subscriptionType: 'seeker' });
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  it('signs in with the right password, in any e-mail letter case', async () => {
    const { email, password, user } = await createClient(server.url).register();
    const device = createClient(server.url);
    const res = await device.post<User>('/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect(sessionCookie(res.headers)).toMatch(/HttpOnly/);
    expect((await device.get('/api/auth/user')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await createClient(server.url).register();
    const wrong = await createClient(server.url).post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await createClient(server.url).post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong.headers)).toBeUndefined();
  });

  it('spends comparable time on an unknown e-mail as on a wrong password', async () => {
    const { email } = await createClient(server.url).register();
    const time = async (body: object) => {
      const start = performance.now();
      await createClient(server.url).post('/api/auth/login', body);
      return performance.now() - start;
    };
    await time({ email, password: 'warm-up password' });
    const wrong = Math.min(await time({ email, password: 'wrong password' }), await time({ email, password: 'wrong password' }));
    const unknown = Math.min(
      await time({ email: uniqueEmail(), password: 'wrong password' }),
      await time({ email: uniqueEmail(), password: 'wrong password' }),
    );
    // Both run one argon2 verification; without the dummy hash the unknown e-mail answers ~10x faster.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
  });

  it('validates the payload', async () => {
    const res = await createClient(server.url).post('/api/auth/login', { email: 'x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'password', message: expect.any(String) }]);
  });

  it('signs out with 204 and the session stops working, even replayed', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const token = ann.cookies.get('learnlog.sid');
    const res = await ann.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(sessionCookie(res.headers)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await ann.get('/api/auth/user')).status).toBe(401);
    const replay = await createClient(server.url).get('/api/auth/user', { headers: { cookie: `learnlog.sid=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('gives a fresh session at sign-in rather than keeping a planted one', async () => {
    const { email, password } = await createClient(server.url).register();
    const device = createClient(server.url);
    await device.login(email, password);
    const before = device.cookies.get('learnlog.sid');
    await device.login(email, password);
    const after = device.cookies.get('learnlog.sid');
    expect(after).not.toBe(before);
    const stale = await createClient(server.url).get('/api/auth/user', { headers: { cookie: `learnlog.sid=${before}` } });
    expect(stale.status).toBe(401);
  });

  it('refuses and deletes a session whose user column is not its user ("sign out everywhere" could not reach it)', async () => {
    const ann = createClient(server.url);
    const { user } = await ann.register();
    await server.db.transaction((tx) => tx.q.update(sessions).set({ userId: null }).where(eq(sessions.userId, user.id)));
    const res = await ann.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(sessionCookie(res.headers)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await server.db.q.select().from(sessions)).filter((row) => row.sess.userId === user.id)).toEqual([]);
  });
});

describe('GET and PUT /api/auth/user', () => {
  it('answers 401 Unauthorized when signed out or with a made-up cookie', async () => {
    const res = await createClient(server.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
    const forged = await createClient(server.url).get('/api/auth/user', { headers: { cookie: 'learnlog.sid=forged' } });
    expect(forged.status).toBe(401);
  });

  it('marks onboarding completed for this user only', async () => {
    const ann = createClient(server.url);
    const bob = createClient(server.url);
    await ann.register();
    await bob.register();
    const res = await ann.put<User>('/api/auth/user', { onboardingCompleted: true });
    expect(res.status).toBe(200);
    expect(res.body.onboardingCompleted).toBe(true);
    expect((await ann.get<User>('/api/auth/user')).body.onboardingCompleted).toBe(true);
    expect((await bob.get<User>('/api/auth/user')).body.onboardingCompleted).toBe(false);
  });

  it('refuses a missing or mistyped flag, and a signed-out call', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const res = await ann.put('/api/auth/user', { onboardingCompleted: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'onboardingCompleted', message: expect.any(String) }]);
    expect((await createClient(server.url).put('/api/auth/user', { onboardingCompleted: true })).status).toBe(401);
  });

  it('counts the trial down with the server clock', async () => {
    const local = await startTestServer({ now: '2025-01-01T09:00:00.000Z' });
    try {
      const ann = createClient(local.url);
      await ann.register();
      local.clock.advanceDays(3);
      expect((await ann.get<User>('/api/auth/user')).body.trialDaysLeft).toBe(TRIAL_DAYS - 3);
      local.clock.advanceDays(20);
      expect((await ann.get<User>('/api/auth/user')).body.trialDaysLeft).toBe(0);
    } finally {
      await local.close();
    }
  });

  it('stores a valid X-Time-Zone, canonicalised, and ignores an invalid one', async () => {
    const ann = createClient(server.url);
    await ann.register();
    const set = await ann.get<User>('/api/auth/user', { headers: { 'X-Time-Zone': 'europe/paris' } });
    expect(set.body.timeZone).toBe('Europe/Paris');
    const bad = await ann.get<User>('/api/auth/user', { headers: { 'X-Time-Zone': 'Mars/Olympus_Mons' } });
    expect(bad.status).toBe(200);
    expect(bad.body.timeZone).toBe('Europe/Paris');
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in screen', async () => {
    const res = await createClient(server.url).get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('keeps Start Free on the sign-up form, and passes nothing else on', async () => {
    const signUp = await createClient(server.url).get('/api/login?tab=register');
    expect(signUp.headers.get('location')).toBe('/login?tab=register');
    const other = await createClient(server.url).get('/api/login?tab=https://evil.example&next=/x');
    expect(other.headers.get('location')).toBe('/login');
  });
});
