import { describe, expect, it } from 'vitest';
import { MESSAGES, registerInputSchema } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { startServer } from './support/server';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi, signOutViaApi } from './support/accounts';
import { AppShell } from './page-models/app-shell';
import { LandingPage } from './page-models/landing-page';
import { LoginPage } from './page-models/login-page';

const e2e = useE2E();

/** The server's words for a too-short password come from the shared schema. */
function weakPasswordMessage(): string {
  const result = registerInputSchema.safeParse({ email: 'someone@example.com', password: 'short' });
  const issue = result.error?.issues.find((i) => i.path[0] === 'password');
  if (!issue) throw new Error('the shared schema accepted a short password');
  return issue.message;
}

const SIDEBAR = [
  'Dashboard',
  'Learning Journal',
  'Review',
  'Resources',
  'Learning Goals',
  'Calendar',
  'Progress',
  'Insights',
  'Sharing',
  'Profile',
  'Learn Plans',
  'AI Summaries',
  'Premium Templates',
  'Pricing',
];

describe('accounts', () => {
  it('creates an account from the landing page and lands in the app, signed in', async () => {
    const account = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
    const landing = new LandingPage(e2e.page);
    await landing.goto();
    await landing.header.getByRole('link', { name: 'Start Free' }).click();
    // Start Free opens the sign-up form.
    await e2e.page.waitForURL('**/login?tab=register');

    await new LoginPage(e2e.page).register(account);
    const shell = new AppShell(e2e.page);
    await shell.expectScreen('Dashboard');
    expect(new URL(e2e.page.url()).pathname).toBe('/');
    expect(await shell.userEmail.innerText()).toBe(account.email);
    expect(await shell.userName.innerText()).toBe('Grace Hopper');

    // The session cookie keeps the learner signed in across a reload.
    await e2e.page.reload();
    await shell.expectScreen('Dashboard');
    expect(e2e.errors).toEqual([]);
  });

  it('lists every sidebar item for a learner, and each item opens its screen', async () => {
    // The first account on a fresh server is an admin; make sure one exists before ours.
    await registerViaApi(e2e.page);
    await signOutViaApi(e2e.page);
    await registerViaApi(e2e.page);

    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/');
    await shell.expectScreen('Dashboard');
    expect(await shell.navLabels()).toEqual(SIDEBAR);
    // A new learner is on the trial (the whole product), and the badge says so.
    expect(await e2e.page.getByTestId('user-plan').filter({ visible: true }).innerText()).toBe('Trial');

    const screens: Array<[string, string, string]> = [
      ['Learning Journal', '/journal', 'Learning Journal'],
      ['Review', '/review', 'Review'],
      ['Resources', '/resources', 'Learning Resources'],
      ['Learning Goals', '/goals', 'Learning Goals'],
      ['Calendar', '/calendar', 'Calendar'],
      ['Progress', '/progress', 'Progress'],
      ['Insights', '/insights', 'Insights'],
      ['Sharing', '/sharing', 'Sharing'],
      ['Profile', '/profile', 'Profile Settings'],
      ['Learn Plans', '/learn-plans', 'Learn Plans'],
      ['AI Summaries', '/ai-summaries', 'Learning summaries'],
      ['Premium Templates', '/premium-templates', 'Premium Templates'],
      ['Pricing', '/pricing', 'Choose Your Learning Journey'],
      ['Dashboard', '/', 'Dashboard'],
    ];
    for (const [label, path, heading] of screens) {
      await shell.navLink(label).click();
      await shell.expectScreen(heading);
      expect(new URL(e2e.page.url()).pathname).toBe(path);
      expect(await shell.navLink(label).getAttribute('aria-current')).toBe('page');
    }
  });

  it('shows the Admin Panel link to the first account (the admin) and not to the next', async () => {
    // A server of its own, so "first account" is certain whatever ran before.
    const fresh = await startServer();
    try {
      const first = await e2e.newSession({ baseURL: fresh.baseUrl });
      expect((await registerViaApi(first.page)).isAdmin).toBe(true);
      await first.page.goto('/');
      const firstShell = new AppShell(first.page);
      await firstShell.expectScreen('Dashboard');
      expect(await firstShell.navLabels()).toEqual([...SIDEBAR, 'Admin Panel']);
      await firstShell.navLink('Admin Panel').click();
      await firstShell.expectScreen('Admin Panel');

      const second = await e2e.newSession({ baseURL: fresh.baseUrl });
      await registerViaApi(second.page);
      await second.page.goto('/');
      const secondShell = new AppShell(second.page);
      await secondShell.expectScreen('Dashboard');
      expect(await secondShell.navLabels()).toEqual(SIDEBAR);
    } finally {
      await fresh.stop();
    }
  });

  it('signs out to the landing page, and app routes then ask for sign-in', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/journal');
    await shell.expectScreen('Learning Journal');

    await shell.signOut();
    await new LandingPage(e2e.page).heroHeading.waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/');

    await e2e.page.goto('/journal');
    await e2e.page.waitForURL('**/login');
    await new LoginPage(e2e.page).tab('Sign in').waitFor();
  });

  it('opens the app at once for the learner this device knew, and asks for sign-in once the server says the session ended', async () => {
    await registerViaApi(e2e.page);
    const shell = new AppShell(e2e.page);
    await e2e.page.goto('/journal');
    await shell.expectScreen('Learning Journal');

    // The session ends elsewhere (signed out everywhere, say): the cookie this device holds no longer works.
    await e2e.page.context().clearCookies();
    await e2e.page.reload();
    await e2e.page.waitForURL('**/login');
    await new LoginPage(e2e.page).tab('Sign in').waitFor();
  });

  it('signs in with the right password', async () => {
    const account = newAccount();
    await registerViaApi(e2e.page, account);
    await signOutViaApi(e2e.page);

    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.signIn(account.email, account.password);
    const shell = new AppShell(e2e.page);
    await shell.expectScreen('Dashboard');
    expect(await shell.userEmail.innerText()).toBe(account.email);
  });

  it("shows the server's message for a wrong password and stays on the form", async () => {
    const account = newAccount();
    await registerViaApi(e2e.page, account);
    await signOutViaApi(e2e.page);

    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.signIn(account.email, 'not the password');
    expect(await login.formError()).toBe(MESSAGES.invalidCredentials);
    expect(new URL(e2e.page.url()).pathname).toBe('/login');
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    const account = newAccount();
    await registerViaApi(e2e.page, account);
    await signOutViaApi(e2e.page);

    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.register(account);
    expect(await login.fieldError('Email')).toBe(MESSAGES.emailTaken);
  });

  it('shows a weak password on the password field', async () => {
    const login = new LoginPage(e2e.page);
    await login.goto();
    await login.register(newAccount({ password: 'short' }));
    expect(await login.fieldError('Password')).toBe(weakPasswordMessage());
    expect(new URL(e2e.page.url()).pathname).toBe('/login');
  });

  it("shows 'Page Not Found' with a link home for unknown paths", async () => {
    await e2e.page.goto('/no/such/page');
    await e2e.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await e2e.page.getByRole('link', { name: 'Go home' }).click();
    await new LandingPage(e2e.page).heroHeading.waitFor();

    await registerViaApi(e2e.page);
    await e2e.page.goto('/settings-that-do-not-exist');
    await e2e.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it('lets visitors open the public pages without signing in', async () => {
    await e2e.page.goto('/share/some-learner');
    await e2e.page.getByRole('heading', { level: 1, name: 'Learning Journey Not Found' }).waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/share/some-learner');

    await e2e.page.goto('/journal/abc123');
    await e2e.page.getByRole('heading', { level: 1, name: 'Journal Entry Not Found' }).waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/journal/abc123');
  });

  it('on a phone, navigates with the bottom bar and the menu drawer, and signs out from it', async () => {
    const phone = await e2e.newSession({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await registerViaApi(phone.page);
    const shell = new AppShell(phone.page);
    await phone.page.goto('/');
    await shell.expectScreen('Dashboard');

    await shell.bottomNav.getByRole('link', { name: 'Learning Goals' }).click();
    await shell.expectScreen('Learning Goals');

    await shell.openMenu();
    expect(await shell.navLabels()).toEqual(expect.arrayContaining(SIDEBAR));
    await shell.navLink('Sharing').click();
    await shell.expectScreen('Sharing');
    await phone.page.getByRole('dialog').waitFor({ state: 'detached' });

    await shell.openMenu();
    await shell.signOut();
    await new LandingPage(phone.page).heroHeading.waitFor();
  });
});
