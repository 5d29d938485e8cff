import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { registerViaApi, signOutViaApi } from './support/accounts';
import {
  JOURNAL_ADMIN_EMAILS,
  postEntry,
  serverEntries,
  signUpAdmin,
  waitForServer,
} from './support/journal-fixtures';
import { seriousViolations } from './support/a11y-checks';
import { waitForServiceWorkerControl } from './support/service-worker';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: JOURNAL_ADMIN_EMAILS.join(',') } } });
const { sql } = accountFixtures(e2e);

describe('journal: validation, the daily limit and offline', () => {
  it('refuses to save without a title or content, and says why', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.newEntryButton.click();
    await journal.dialog.waitFor();
    await journal.fillEntry({ title: '   ', content: 'Something' });
    await journal.save();
    await journal.dialog.getByText('Please enter a title for your journal entry.').waitFor();
    await journal.toast('Missing Title').waitFor();
    expect(await journal.field('Title').getAttribute('aria-invalid')).toBe('true');

    await journal.fillEntry({ title: 'Has a title', content: '' });
    await journal.save();
    await journal.dialog.getByText('Please add some content to your journal entry.').waitFor();
    expect(await journal.dialog.isVisible()).toBe(true);
    expect(await serverEntries(e2e.page)).toEqual([]);
  });

  it('disables New Entry at a seeker’s daily limit (after the trial, which has none)', async () => {
    // Some account must exist first: the first one on a server is an admin without limits.
    await signUpAdmin(e2e.page);
    await signOutViaApi(e2e.page);
    const seeker = await registerViaApi(e2e.page);
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(20), seeker.id);

    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.usageBanner.waitFor();
    expect(await journal.usageBanner.getAttribute('data-level')).toBe('info');
    expect(await journal.usageBanner.innerText()).toContain('0 of 1 journal entry used today');

    await journal.createEntry({ title: 'My one entry today', content: 'Seekers write one a day.' });
    await journal.card('My one entry today').waitFor();
    await e2e.page.locator('main header').getByRole('button', { name: 'Daily Limit Reached' }).waitFor();
    expect(await journal.newEntryButton.isDisabled()).toBe(true);
    expect(await journal.usageBanner.getAttribute('data-level')).toBe('limit');

    // Still at the limit after a reload (the server counted it).
    await waitForServer(e2e.page, (entries) => entries.length === 1);
    await journal.goto();
    await e2e.page.locator('main header').getByRole('button', { name: 'Daily Limit Reached' }).waitFor();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility problems in the list, the reading view or the dialog (${colorScheme})`, async () => {
      const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce' });
      await signUpAdmin(page);
      await postEntry(page, { title: 'Accessible entry', content: 'Readable in both themes', tags: ['A11y'] });
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Accessible entry').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await journal.card('Accessible entry').getByRole('button', { name: 'Accessible entry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Accessible entry' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await journal.dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('writes an entry offline, keeps it through an offline reload, and sends it once when back online', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await waitForServiceWorkerControl(e2e.page);

    await e2e.context.setOffline(true);
    await journal.createEntry({ title: 'Written on the train', content: 'No signal, no problem.', tags: ['Offline'] });
    const card = journal.card('Written on the train');
    await card.getByTitle('Not on the server yet').waitFor();

    await e2e.page.reload();
    await journal.heading.waitFor();
    await card.getByTitle('Not on the server yet').waitFor();
    expect(await card.innerText()).toContain('No signal, no problem.');

    await e2e.context.setOffline(false);
    await card.getByTitle('Not on the server yet').waitFor({ state: 'detached', timeout: 20_000 });
    const entries = await waitForServer(e2e.page, (list) => list.some((e) => e.title === 'Written on the train'));
    expect(entries.filter((e) => e.title === 'Written on the train')).toHaveLength(1);
    expect(entries[0]?.tags).toEqual(['Offline']);
  });
});
