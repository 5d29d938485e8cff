/**
 * Point 8 of the first week: the trial is the whole product (no daily limit, the Pro screens),
 * and its end never locks a learner out of their own words: an expired seeker reads and writes
 * their journal under Seeker's daily limit, and Trial Expired covers the Pro screens only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { createEntryViaApi, createGoalViaApi, eventually } from './support/learner-records';
import { serverEntries } from './support/journal-fixtures';
import { AppShell } from './page-models/app-shell';
import { JournalPage } from './page-models/journal-page';
import { EntryPage } from './page-models/entry-page';

const e2e = useE2E();
const { sql, registerElsewhere } = accountFixtures(e2e);

beforeAll(async () => {
  // The first account on a server is an admin; take that seat so the learners below are not.
  await registerElsewhere('First');
});

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

/** The sync indicator (sidebar on desktop, top bar on phones). */
const syncState = (page: Page) =>
  page.getByRole('button', { name: /^(All changes synced|Syncing…|Sync problem|Offline —)/ }).filter({ visible: true });

describe('the trial', () => {
  it('has no daily limit, links goals and opens the Pro screens', async () => {
    const { page } = e2e;
    await registerViaApi(page);
    await createGoalViaApi(page, { title: 'Learn Rust' });
    const journal = new JournalPage(page);
    await journal.goto();
    for (const title of ['One', 'Two', 'Three']) await journal.createEntry({ title, content: `Entry ${title}.` });
    expect(await journal.newEntryButton.innerText()).toBe('New Entry');
    expect(await journal.usageBanner.count()).toBe(0);
    await eventually(() => serverEntries(page), (entries) => entries.length === 3, 'three entries on the server');

    await journal.newEntryButton.click();
    await journal.dialog.getByText('Learn Rust').waitFor();
    await page.keyboard.press('Escape');

    const shell = new AppShell(page);
    await page.goto('/learn-plans');
    await shell.expectScreen('Learn Plans');
    await page.locator('main').getByRole('button', { name: 'New Plan' }).waitFor();
    expect(await page.getByTestId('user-plan').filter({ visible: true }).innerText()).toBe('Trial');
  });
});

describe('after the trial', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`an expired seeker reads and writes their journal, resources and goals; Pro screens say Trial Expired, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      const user = await registerViaApi(page);
      await createEntryViaApi(page, { title: 'Written in the trial', content: '# Still mine\n\nEvery word.' });
      sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(20), user.id);
      // Nothing written today counts yet: the entry above was the trial's.
      sql('DELETE FROM daily_usage WHERE userId = ?', user.id);

      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Written in the trial').getByRole('button', { name: 'Written in the trial' }).click();
      await new EntryPage(page).content.getByRole('heading', { name: 'Still mine' }).waitFor();
      await journal.goto();
      await journal.createEntry({ title: 'Written as a seeker', content: 'Still writing.' });
      await eventually(() => serverEntries(page), (entries) => entries.some((e) => e.title === 'Written as a seeker'), 'the new entry on the server');
      // Seeker's daily limit, not a lock: the next one waits for tomorrow.
      await journal.newEntryButton.filter({ hasText: 'Daily Limit Reached' }).waitFor();
      await page.locator('[data-testid="usage-banner"][data-level="limit"]').waitFor();

      const shell = new AppShell(page);
      await page.goto('/goals');
      await shell.expectScreen('Learning Goals');
      await page.locator('main').getByRole('button', { name: 'New Goal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Learning Goal' });
      await dialog.getByLabel('Title', { exact: true }).fill('Keep going');
      await dialog.getByRole('button', { name: 'Create Goal' }).click();
      await page.getByRole('listitem', { name: 'Keep going' }).waitFor();

      for (const path of ['/learn-plans', '/ai-summaries', '/premium-templates']) {
        await page.goto(path);
        await shell.expectScreen('Trial Expired');
      }
      await page.goto('/resources');
      await shell.expectScreen('Learning Resources');
      // Nothing was refused: the indicator never shows an access refusal as a sync problem.
      await syncState(page).filter({ hasText: 'All changes synced' }).waitFor();
      if (device === 'phone') await shell.openMenu();
      expect(await page.getByTestId('user-plan').filter({ visible: true }).innerText()).toBe('Seeker');
    });
  }
});
