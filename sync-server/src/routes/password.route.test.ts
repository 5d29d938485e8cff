/**
 * Passwords: the strength rule at sign-up, "Forgot password?" through a real SMTP server on
 * loopback with the link followed, the admin's reset link, and changing the password. A reset or
 * a change ends every other session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_RESET_TTL_MINUTES, type AdminResetLink } from '@learnlog/shared';
import { passwordResetTokens } from '../db/schema';
import { startFakeSmtp, resetLinkIn, type FakeSmtp } from '../test/fake-smtp';
import { createClient, uniqueEmail } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './auth.route';
import { PASSWORD_RESET_DONE, RESET_BY_EMAIL_UNAVAILABLE, WRONG_CURRENT_PASSWORD } from './password.route';

const NEW_PASSWORD = 'violet lantern orbit maple';

let smtp: FakeSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://learnlog.test' } });
  await createClient(server.url).register(); // the first account is the admin
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The token of a reset link, which travels in the link's fragment. */
const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

describe('new passwords', () => {
  it('refuse what a security review got through, with a clear message on the field', async () => {
    const cases = [
      ['password', 'Password must be at least 10 characters'],
      ['12345678', 'Password must be at least 10 characters'],
      ['        ', 'Password must be at least 10 characters'],
      ['password1234', /^This password is too easy to guess\. /],
      ['qwertyuiop', /^This password is too easy to guess\. /],
    ] as const;
    for (const [password, message] of cases) {
      const res = await createClient(server.url).post('/api/auth/register', { email: uniqueEmail(), password });
      expect(res.status, password).toBe(400);
      expect(res.body.errors, password).toEqual([{ path: 'password', message: expect.stringMatching(message) }]);
    }
  });

  it("count the learner's own e-mail against them", async () => {
    const email = uniqueEmail('grace.hopper');
    const res = await createClient(server.url).post('/api/auth/register', { email, password: email });
    expect(res.status).toBe(400);
    expect((await createClient(server.url).post('/api/auth/register', { email, password: 'correct horse battery staple' })).status).toBe(201);
  });
});

describe('Forgot password?', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const { email } = await createClient(server.url).register();
    const known = await createClient(server.url).post('/api/auth/forgot-password', { email });
    const unknown = await createClient(server.url).post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(FORGOT_PASSWORD_ANSWER);
    expect(unknown.body).toEqual(known.body);
    const mail = await smtp.waitForMail(email);
    expect(mail.text).toContain('Subject: Reset your LearnLog password');
    expect(resetLinkIn(mail.text)).toMatch(/^http:\/\/learnlog\.test\/reset-password#token=/);
    expect(smtp.mails.filter((m) => m.to.some((to) => to.startsWith('nobody')))).toHaveLength(0);
  });

  it('mails a one-time link, stored hashed, that sets a new password and ends every session', async () => {
    const phone = createClient(server.url);
    const { email, password } = await phone.register();
    const laptop = createClient(server.url);
    await laptop.login(email, password);

    await createClient(server.url).post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const token = tokenOf(resetLinkIn((await smtp.waitForMail(email)).text));
    const stored = server.db.select().from(passwordResetTokens).all();
    expect(stored.some((row) => row.tokenHash === token || JSON.stringify(row).includes(token))).toBe(false);

    // A weak password is refused without using up the link.
    const weak = await createClient(server.url).post('/api/auth/reset-password', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    const reset = await createClient(server.url).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: PASSWORD_RESET_DONE });

    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await createClient(server.url).post('/api/auth/login', { email, password })).status).toBe(401);
    await createClient(server.url).login(email, NEW_PASSWORD);

    const again = await createClient(server.url).post('/api/auth/reset-password', { token, password: 'another fine long passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This reset link has expired or was already used. Ask for a new one.' });
  });

  it(`expires a link after ${PASSWORD_RESET_TTL_MINUTES} minutes`, async () => {
    const { email } = await createClient(server.url).register();
    await createClient(server.url).post('/api/auth/forgot-password', { email });
    const token = tokenOf(resetLinkIn((await smtp.waitForMail(email)).text));
    server.clock.advance(PASSWORD_RESET_TTL_MINUTES * 60_000 + 1_000);
    try {
      expect((await createClient(server.url).post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(400);
    } finally {
      server.clock.advance(-(PASSWORD_RESET_TTL_MINUTES * 60_000 + 1_000));
    }
  });

  it('refuses a made-up token, and spends the sign-in budget', async () => {
    const made = await createClient(server.url).post('/api/auth/reset-password', { token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(made.status).toBe(400);
    const limited = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://learnlog.test', AUTH_RATE_LIMIT: '2' } });
    try {
      const visitor = createClient(limited.url);
      for (let i = 0; i < 2; i += 1) expect((await visitor.post('/api/auth/forgot-password', { email: uniqueEmail() })).status).toBe(202);
      const blocked = await visitor.post('/api/auth/forgot-password', { email: uniqueEmail() });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    } finally {
      await limited.close();
    }
  });

  it('without SMTP_URL, says to ask the administrator, who can make a one-time link', async () => {
    const plain = await startTestServer();
    try {
      const admin = createClient(plain.url);
      await admin.register();
      const learner = createClient(plain.url);
      const { email, user } = await learner.register();
      const res = await createClient(plain.url).post('/api/auth/forgot-password', { email });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: RESET_BY_EMAIL_UNAVAILABLE });
      expect((await createClient(plain.url).get('/api/config')).body.passwordResetByEmail).toBe(false);

      expect((await learner.post(`/api/admin/users/${user.id}/reset-link`)).status).toBe(403);
      const link = await admin.post<AdminResetLink>(`/api/admin/users/${user.id}/reset-link`);
      expect(link.status).toBe(200);
      expect(link.body.url).toMatch(new RegExp(`^${plain.url}/reset-password#token=`));
      const reset = await createClient(plain.url).post('/api/auth/reset-password', { token: tokenOf(link.body.url), password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect((await learner.get('/api/auth/user')).status).toBe(401);
      await createClient(plain.url).login(email, NEW_PASSWORD);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password and a strong new one, then ends every other session', async () => {
    const phone = createClient(server.url);
    const { email, password } = await phone.register();
    const laptop = createClient(server.url);
    await laptop.login(email, password);

    const wrong = await phone.post('/api/auth/change-password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    const weak = await phone.post('/api/auth/change-password', { currentPassword: password, newPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ path: 'newPassword', message: expect.stringMatching(/too easy to guess/) }]);

    const changed = await phone.post('/api/auth/change-password', { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ signedOutDevices: 1 });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    await createClient(server.url).login(email, NEW_PASSWORD);
    expect((await createClient(server.url).post('/api/auth/login', { email, password })).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    expect((await createClient(server.url).post('/api/auth/change-password', { currentPassword: 'x', newPassword: NEW_PASSWORD })).status).toBe(401);
  });
});
