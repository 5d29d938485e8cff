/**
 * axe-core on every signed-in screen and dialog (no serious or critical violation), in both colour
 * schemes, on a desktop and a 360 px phone, and the keyboard path through the entry dialog.
 * The public pages are checked by sharing.e2e.ts, landing and login by a11y.e2e.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { audit, focusState, hasFocus } from './support/a11y-checks';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi } from './support/accounts';
import { createEntryViaApi, currentUserViaApi, eventually } from './support/learner-records';
import { signUpLearnerWithData } from './support/sample-learner';
import { JournalPage } from './page-models/journal-page';
import { OnboardingDialog } from './page-models/onboarding-dialog';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { SCREENS, auditDialogs, closeDialog, openDialog, openScreen, screen, syncButton } from './support/a11y-app-walk';

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
