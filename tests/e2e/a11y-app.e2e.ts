/**
 * axe-core on every signed-in screen and dialog (no serious or critical violation), in both colour
 * schemes, on a desktop and a 360 px phone, and the keyboard path through the entry dialog.
 * The public pages are checked by sharing.e2e.ts, landing and login by a11y.e2e.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { audit, focusState, hasFocus } from './support/a11y-checks';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, currentUserViaApi, eventually } from './support/learner-records';
import { signUpLearnerWithData } from './support/sample-learner';
import { AppShell } from './page-models/app-shell';
import { JournalPage } from './page-models/journal-page';
import { OnboardingDialog } from './page-models/onboarding-dialog';
import { accountFixtures, daysAgo } from './support/account-fixtures';

/** Admins have every Pro screen and the Admin Panel, so one account reaches every screen. */
const ADMIN_EMAILS = Array.from({ length: 12 }, (_, i) => `a11y-admin-${i}@example.com`);
let adminsUsed = 0;
function nextAdminEmail(): string {
  const email = ADMIN_EMAILS[adminsUsed++];
  if (!email) throw new Error('add more ADMIN_EMAILS');
  return email;
}

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: ADMIN_EMAILS.join(',') } } });
const { sql } = accountFixtures(e2e);

// The first account on a fresh server is an admin: take it, so the trial learner below is not one.
beforeAll(async () => {
  const response = await fetch(`${e2e.server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
});

const SCHEMES = ['light', 'dark'] as const;
const DEVICES = {
  desktop: { viewport: VIEWPORTS.desktop },
  phone: { viewport: VIEWPORTS.smallPhone, isMobile: true, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;

/** Each route, its h1, and a text that shows once its records are on screen. */
const SCREENS: [path: string, heading: string, ready?: string][] = [
  ['/', 'Dashboard', 'Closures click'],
  ['/journal', 'Learning Journal', 'Closures click'],
  ['/resources', 'Learning Resources', 'Eloquent JavaScript'],
  ['/goals', 'Learning Goals', 'Ship a side project'],
  ['/progress', 'Progress'],
  ['/review', 'Review'],
  ['/sharing', 'Sharing'],
  ['/profile', 'Profile Settings'],
  ['/pricing', 'Choose Your Learning Journey'],
  ['/learn-plans', 'Learn Plans', 'Master TypeScript'],
  ['/ai-summaries', 'AI Learning Summaries'],
  ['/premium-templates', 'Premium Templates', 'Feynman Technique Explanation'],
  ['/admin', 'Admin Panel'],
  // Payments are not configured on the test server: the screen says so.
  ['/checkout?plan=beta', 'Checkout'],
];

function screen(path: string): (typeof SCREENS)[number] {
  const found = SCREENS.find(([p]) => p === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
}

async function openScreen(page: Page, [path, heading, ready]: (typeof SCREENS)[number]): Promise<void> {
  await page.goto(path);
  await new AppShell(page).expectScreen(heading);
  if (ready) await page.locator('main').getByText(ready, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function openDialog(trigger: Locator, name: string | RegExp): Promise<Locator> {
  await trigger.click();
  const dialog = trigger.page().getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The sync indicator: in the sidebar on desktop, in the top bar on phones. */
function syncButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(All changes synced|Syncing…|Sync problem|Offline —|Can’t reach the server|Daily limit reached|Upgrade to sync)/ }).filter({ visible: true });
}

/** Opens each dialog of the list, audits it with the page behind it, and closes it. */
async function auditDialogs(page: Page, report: Record<string, string[]>, phone: boolean): Promise<void> {
  const journal = new JournalPage(page);
  const main = page.locator('main');
  const check = async (what: string, trigger: Locator, name: string | RegExp) => {
    const dialog = await openDialog(trigger, name);
    await audit(report, what, page);
    await closeDialog(page, dialog);
    // Escape closes it and focus goes back to the control that opened it.
    if (!(await hasFocus(trigger))) report[`${what}: focus after closing`] = [(await focusState(page)).what];
  };

  await openScreen(page, screen('/'));
  await check('sync panel', syncButton(page), /./);
  if (phone) {
    await check('menu drawer', page.getByRole('button', { name: 'Open menu' }), 'Menu');
    // The one feedback affordance lives in the menu on phones.
    await openDialog(page.getByRole('button', { name: 'Open menu' }), 'Menu');
    await check('feedback widget', page.getByRole('button', { name: 'Send feedback' }), 'Share Your Feedback');
    await closeDialog(page, page.getByRole('dialog', { name: 'Menu' }));
  } else {
    await check('feedback widget', page.getByRole('button', { name: 'Send feedback' }), 'Share Your Feedback');
  }

  await openScreen(page, screen('/journal'));
  await check('New Learning Entry dialog', journal.newEntryButton, 'New Learning Entry');
  // Saved empty: the fields show their errors.
  const newEntry = await openDialog(journal.newEntryButton, 'New Learning Entry');
  await journal.save();
  await newEntry.locator('[aria-invalid="true"]').first().waitFor();
  await audit(report, 'New Learning Entry dialog with errors', page);
  await closeDialog(page, newEntry);
  // Typed text, then Escape: "Discard changes?" first.
  const typed = await openDialog(journal.newEntryButton, 'New Learning Entry');
  await journal.field('Title').fill('Half a thought');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).waitFor();
  await audit(report, 'Discard changes? question', page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await typed.waitFor({ state: 'detached' });

  // A card opens the entry as it reads; Edit is one tap away.
  await journal.card('Closures click').getByRole('button', { name: 'Closures click' }).click();
  await page.getByRole('heading', { level: 1, name: 'Closures click' }).waitFor();
  await audit(report, 'reading view', page);
  const editEntry = await openDialog(page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Learning Entry');
  await editEntry.getByRole('button', { name: 'Preview', exact: true }).click();
  await editEntry.getByText('closure', { exact: true }).waitFor();
  await audit(report, 'Edit Learning Entry dialog, markdown preview', page);
  await closeDialog(page, editEntry);
  await openScreen(page, screen('/journal'));
  // The delete confirmation is an alertdialog.
  await journal.card('Closures click').getByRole('button', { name: 'Delete entry' }).click();
  await page.getByRole('alertdialog').waitFor();
  await audit(report, 'Delete entry confirmation', page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });

  await openScreen(page, screen('/resources'));
  await check('Add Learning Resource dialog', main.getByRole('button', { name: 'Add Resource' }).first(), 'Add Learning Resource');
  const edit = await openDialog(page.getByRole('button', { name: 'Edit Eloquent JavaScript' }), 'Edit Resource');
  await audit(report, 'Edit Resource dialog', page);
  // A Radix Select's listbox is a popup of its own.
  await edit.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('listbox').waitFor();
  await audit(report, 'Edit Resource type list', page);
  await page.keyboard.press('Escape');
  await closeDialog(page, edit);

  await openScreen(page, screen('/goals'));
  await check('Create Learning Goal dialog', main.getByRole('button', { name: 'New Goal' }), 'Create Learning Goal');
  await check('Edit Learning Goal dialog', page.getByRole('button', { name: 'Edit Ship a side project' }), 'Edit Learning Goal');

  // A card due today (its entry was written three days ago), before and after its context shows.
  await createEntryViaApi(page, { title: 'Event loop', content: 'Tasks, then **microtasks**.', keyLearning: 'Microtasks run before the next task', questions: 'When does rendering happen?', createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
  await page.goto('/review');
  await main.getByRole('heading', { level: 2, name: 'Microtasks run before the next task' }).waitFor();
  await audit(report, '/review card', page);
  await main.getByRole('button', { name: 'Show context' }).click();
  await main.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
  await audit(report, '/review card with its context', page);
  await main.getByRole('button', { name: /^Good:/ }).click();
  await main.getByRole('button', { name: 'Show context' }).click();
  await main.getByRole('button', { name: 'Answer' }).click();
  await audit(report, '/review answer form', page);
  await check('Review settings dialog', main.getByRole('button', { name: 'Settings', exact: true }), 'Review settings');

  await openScreen(page, screen('/learn-plans'));
  await check('New Learn Plan dialog', main.getByRole('button', { name: 'New Plan' }), 'New Learn Plan');
  await check('Edit Learn Plan dialog', page.getByRole('button', { name: 'Edit Master TypeScript' }), 'Edit Learn Plan');
  await check('learn plan details', main.getByRole('button', { name: 'Master TypeScript', exact: true }), 'Master TypeScript');

  // Offline: the online-only screens say so, and the indicator and its panel change their words.
  await openScreen(page, screen('/ai-summaries'));
  await page.context().setOffline(true);
  await syncButton(page).filter({ hasText: 'Offline' }).waitFor();
  await audit(report, '/ai-summaries offline', page);
  await check('sync panel offline', syncButton(page), /^Offline/);
  await page.context().setOffline(false);
}

/**
 * Colour contrast depends on the scheme, reflow on the viewport: the desktop runs in both schemes,
 * the phone in one each for screens (dark) and dialogs (light), to keep CI quick.
 */
const skipOnPhone = (device: string, colorScheme: (typeof SCHEMES)[number], phoneScheme: (typeof SCHEMES)[number]) =>
  device === 'phone' && colorScheme !== phoneScheme;

// Each walk visits every screen or dialog and audits it: two minutes on a busy two-core machine.
describe('accessibility of the signed-in app (axe: no serious or critical violations)', { timeout: 150_000 }, () => {
  for (const colorScheme of SCHEMES) {
    for (const [device, options] of Object.entries(DEVICES)) {
      // Thirteen screens audited in one test: on a busy 2-core machine that takes well over a minute.
      if (!skipOnPhone(device, colorScheme, 'dark')) it(`every learner screen, ${device}, ${colorScheme}`, { timeout: 180_000 }, async () => {
        const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce', ...options });
        await signUpLearnerWithData(page, nextAdminEmail());
        const report: Record<string, string[]> = {};
        for (const entry of SCREENS) {
          await openScreen(page, entry);
          await audit(report, entry[0], page);
          // Reflow: nothing wider than a 360 px phone (a row that overflows pushes controls off screen).
          const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
          if (scroll > client) report[`${entry[0]} is ${scroll} px wide`] = [`viewport ${client} px`];
        }
        expect(report).toEqual({});
      });

      if (!skipOnPhone(device, colorScheme, 'light')) it(`every dialog, ${device}, ${colorScheme}`, { timeout: 180_000 }, async () => {
        const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce', ...options });
        await signUpLearnerWithData(page, nextAdminEmail());
        const report: Record<string, string[]> = {};
        await auditDialogs(page, report, device === 'phone');
        expect(report).toEqual({});
      });
    }

    it(`a new learner's onboarding, then after the trial a refused change, the daily limit and Trial Expired, ${colorScheme}`, async () => {
      const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce' });
      // A later, non-admin account: a new learner, on the trial.
      const account = newAccount();
      const user = await registerViaApi(page, account, { onboarded: false });
      const report: Record<string, string[]> = {};
      await page.goto('/');
      const onboarding = new OnboardingDialog(page);
      await onboarding.expectStep('Welcome to LearnLog!');
      await audit(report, 'onboarding dialog', page);
      await onboarding.button('Continue').click();
      await onboarding.expectStep('Add Your First Learning Resource');
      await audit(report, 'onboarding dialog, second step', page);
      await onboarding.button('Skip Setup').click();
      await onboarding.root.waitFor({ state: 'detached' });
      // Leaving the page before the flag is stored would cancel the write: wait for the server.
      await eventually(() => currentUserViaApi(page), (user) => user.onboardingCompleted, 'the onboarding flag on the server');
      // The trial ends: Seeker's one entry a day.
      sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(20), user.id);
      // Offline, this device writes today's entry while another device uses up the daily allowance:
      // the server refuses this one, and the indicator, the panel and the card say so (a limit, not a sync problem).
      const journal = new JournalPage(page);
      await journal.goto();
      await page.context().setOffline(true);
      await journal.createEntry({ title: 'Written offline', content: 'On the train.' });
      const other = await e2e.newSession();
      expect((await other.page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
      await createEntryViaApi(other.page, { title: 'First day', content: 'Started.' });
      await page.context().setOffline(false);
      await syncButton(page).filter({ hasText: 'Daily limit reached' }).waitFor();
      await audit(report, 'trial /journal with a refused entry', page);
      const panel = await openDialog(syncButton(page), 'Daily limit reached — 1 change kept on this device');
      await audit(report, 'sync panel with a refused change', page);
      await closeDialog(page, panel);
      for (const path of ['/', '/journal', '/learn-plans', '/ai-summaries', '/premium-templates', '/admin']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await audit(report, `trial ${path}`, page);
      }
      expect(await page.goto('/journal').then(() => new JournalPage(page).usageBanner.getAttribute('data-level'))).toBe('limit');
      expect(report).toEqual({});
    });
  }

  it('keyboard: the journal page and the entry dialog', async () => {
    const { page } = await e2e.newSession({ reducedMotion: 'reduce' });
    await signUpLearnerWithData(page, nextAdminEmail());
    const journal = new JournalPage(page);
    await openScreen(page, screen('/journal'));
    const noRing: string[] = [];

    // Tab through the whole page (sidebar, then the journal); every stop shows where focus is.
    const stops: string[] = [];
    let reachedNewEntry = false;
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusState(page);
      // Past the last control focus leaves the page (body): the round is done.
      if (focus.what === 'body' || (stops.length > 0 && focus.what === stops[0])) break;
      stops.push(focus.what);
      if (!focus.ring) noRing.push(focus.what);
      reachedNewEntry ||= await journal.newEntryButton.evaluate((el) => el === document.activeElement);
    }
    expect(reachedNewEntry, 'Tab reaches New Entry').toBe(true);
    expect(stops).toContain('a "Skip to content"');
    expect(stops.some((stop) => stop.includes('Closures click')) || stops.includes('button "Delete entry"'), `the cards are reachable: ${stops.join(', ')}`).toBe(true);

    await journal.newEntryButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New Learning Entry' });
    await dialog.waitFor();
    expect(await journal.field('Title').evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus stays inside the dialog, forwards and backwards, past its last and first controls.
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const focus = await focusState(page, '[role="dialog"]');
      expect(focus.inScope, `${key} left the dialog for ${focus.what}`).toBe(true);
      if (!focus.ring) noRing.push(`dialog: ${focus.what}`);
    }
    expect(noRing).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(journal.newEntryButton), 'focus returns to New Entry').toBe(true);
  });
});
