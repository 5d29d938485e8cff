/**
 * Accounts that can be recovered, in the browser: the sign-up strength meter, Forgot password?
 * through a real SMTP server on loopback with the mailed link followed, changing the password,
 * the signed-in devices, and the admin's reset link on a server without e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@learnlog/shared';
import { resetLinkIn, startFakeSmtp, type FakeSmtp } from '../../sync-server/src/test/fake-smtp';
import { useE2E } from './support/e2e-harness';
import { newAccount, registerViaApi, signOutViaApi } from './support/accounts';
import { LoginPage } from './page-models/login-page';
import { startServer } from './support/server';
import { VIEWPORTS } from './support/browser';
import { toast } from './support/account-fixtures';
import { seriousViolations } from './support/a11y-checks';

const STRONG = 'violet lantern orbit maple';
const serverOptions = { publicUrlIsOwn: true, env: {} as Record<string, string> };
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  serverOptions.env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const e2e = useE2E({ server: serverOptions, context: { viewport: VIEWPORTS.phone } });

beforeAll(async () => {
  // The first account on a server is the admin; take that seat.
  const first = await e2e.newSession();
  await registerViaApi(first.page, newAccount({ firstName: 'Admin' }));
});

const meter = (login: LoginPage) => login.form.getByRole('meter', { name: 'Password strength' });

describe('signing up', () => {
  it('shows a live strength meter and refuses a password that is easy to guess', async () => {
    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.tab('Create account').click();
    await login.field('Email').fill(newAccount().email);
    await login.field('Password').fill('password1234');
    await expect.poll(() => meter(login).getAttribute('aria-valuetext'), { timeout: 20_000 }).toMatch(/weak/i);
    expect(await seriousViolations(e2e.page)).toEqual([]);
    await login.form.getByRole('button', { name: 'Create account' }).click();
    expect(await login.fieldError('Password')).toMatch(/^This password is too easy to guess\./);

    await login.field('Password').fill(STRONG);
    await expect.poll(() => meter(login).getAttribute('aria-valuetext'), { timeout: 20_000 }).toMatch(/strong/i);
    await login.form.getByRole('button', { name: 'Create account' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Forgot password?', () => {
  it('mails a link that sets a new password, ends the other sessions, and the new one signs in', async () => {
    const account = newAccount();
    await registerViaApi(e2e.page, account);
    const laptop = await e2e.newSession();
    await laptop.page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    await signOutViaApi(e2e.page);

    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.form.getByRole('link', { name: 'Forgot password?' }).click();
    await e2e.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await seriousViolations(e2e.page)).toEqual([]);
    await e2e.page.getByLabel('Email', { exact: true }).fill(account.email);
    await e2e.page.getByRole('button', { name: 'Send reset link' }).click();
    await e2e.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await e2e.page.getByRole('status').first().innerText()).toBe(FORGOT_PASSWORD_ANSWER.message);

    const link = resetLinkIn((await smtp.waitForMail(account.email)).text);
    expect(link.startsWith(e2e.server.baseUrl)).toBe(true);
    await e2e.page.goto(link);
    await e2e.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await e2e.page.getByLabel('New password', { exact: true }).fill(STRONG);
    expect(await seriousViolations(e2e.page)).toEqual([]);
    await e2e.page.getByRole('button', { name: 'Save new password' }).click();
    await e2e.page.getByRole('heading', { name: 'Password changed' }).waitFor();
    expect((await laptop.page.request.get('/api/auth/user')).status()).toBe(401);

    await e2e.page.getByRole('link', { name: 'Sign in' }).click();
    await login.signIn(account.email, STRONG);
    await e2e.page.waitForURL((url) => url.pathname === '/');

    // The link worked once.
    await e2e.page.goto(link);
    await e2e.page.getByLabel('New password', { exact: true }).fill('amber harbor quietly 42');
    await e2e.page.getByRole('button', { name: 'Save new password' }).click();
    await e2e.page.getByText('This reset link has expired or was already used. Ask for a new one.').waitFor();
  });
});

describe('Profile: password and devices', () => {
  it('lists the signed-in devices, signs one out, and changes the password', async () => {
    const account = newAccount();
    await registerViaApi(e2e.page, account);
    const laptop = await e2e.newSession();
    await laptop.page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });

    await e2e.page.goto('/profile');
    const devices = e2e.page.getByRole('list', { name: 'Signed-in devices' });
    await expect.poll(() => devices.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    await devices.getByText('This device').waitFor();
    expect(await seriousViolations(e2e.page)).toEqual([]);
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await expect.poll(() => devices.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    expect((await laptop.page.request.get('/api/auth/user')).status()).toBe(401);

    await e2e.page.getByLabel('Current password', { exact: true }).fill(account.password);
    await e2e.page.getByLabel('New password', { exact: true }).fill(STRONG);
    await e2e.page.getByRole('button', { name: 'Change password' }).click();
    await toast(e2e.page, 'Password changed').waitFor();
    await signOutViaApi(e2e.page);
    expect((await e2e.page.request.post('/api/auth/login', { data: { email: account.email, password: STRONG } })).status()).toBe(200);
  });
});

describe('without e-mail on the server', () => {
  it('says to ask the administrator, whose reset link lets the learner back in', async () => {
    const plain = await startServer();
    try {
      const admin = await e2e.newSession({ baseURL: plain.baseUrl, viewport: VIEWPORTS.desktop });
      await registerViaApi(admin.page, newAccount({ firstName: 'Root' }));
      const learner = await e2e.newSession({ baseURL: plain.baseUrl, viewport: VIEWPORTS.phone });
      const account = newAccount({ firstName: 'Locked', lastName: 'Out' });
      await registerViaApi(learner.page, account);
      await signOutViaApi(learner.page);

      await learner.page.goto('/forgot-password');
      await learner.page.getByText('Ask your LearnLog administrator').waitFor();

      await admin.page.goto('/admin');
      const row = admin.page.getByTestId('admin-user-row').filter({ hasText: account.email });
      await row.getByRole('button', { name: /reset link/i }).click();
      const field = admin.page.getByRole('dialog').getByLabel('Link');
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/\/reset-password#token=/);
      expect(await seriousViolations(admin.page)).toEqual([]);
      const link = await field.inputValue();

      await learner.page.goto(link);
      await learner.page.getByLabel('New password', { exact: true }).fill(STRONG);
      await learner.page.getByRole('button', { name: 'Save new password' }).click();
      await learner.page.getByRole('heading', { name: 'Password changed' }).waitFor();
      expect((await learner.page.request.post('/api/auth/login', { data: { email: account.email, password: STRONG } })).status()).toBe(200);
    } finally {
      await plain.stop();
    }
  });
});
