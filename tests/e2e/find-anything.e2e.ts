/**
 * Issue 32, point 4: the journal's filters live in the address (a reload, a back press and a
 * bookmark keep them), "More tags" reaches every tag with its count, tags on cards and in the
 * reading view are links, a Favourites filter, and search finds a key learning, a question or a
 * tag with the matching words marked; offline after a reload, at phone and desktop sizes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { createEntryViaApi } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { JOURNAL_ADMIN_EMAILS, expectTitles, signUpAdmin } from './support/journal-fixtures';
import { seriousViolations } from './support/a11y-checks';
import { JournalPage } from './page-models/journal-page';
import { EntryPage } from './page-models/entry-page';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: JOURNAL_ADMIN_EMAILS.join(',') } } });

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

const TAGS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Nine entries, the newest first carrying the first tags, so the 8th tag is not among the 5 chips. */
async function learnerWithTags(page: Page): Promise<void> {
  await signUpAdmin(page);
  for (const [i, tag] of TAGS.entries()) {
    await createEntryViaApi(page, { title: `Note ${i + 1}`, content: `About ${tag}.`, tags: [tag], createdAt: minutesAgo(10 + i * 10) });
  }
  await createEntryViaApi(page, {
    title: 'Stack frames',
    content: 'Plain words about calls.',
    keyLearning: 'Every recursive call pushes a fresh frame onto the stack',
    questions: 'Why does tail recursion avoid it?',
    tags: ['theta', 'memory'],
    isFavorite: true,
    createdAt: minutesAgo(200),
  });
}

describe('finding anything in the journal', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`keeps filters in the address and reaches every tag, ${device}`, { timeout: 150_000 }, async () => {
      const { page } = await e2e.newSession(options);
      await learnerWithTags(page);
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Note 1').waitFor();
      await waitForServiceWorkerControl(page);

      // The 8th tag is not a chip; "More tags" lists it with its count.
      expect(await journal.tagChip('theta').count()).toBe(0);
      await page.getByRole('button', { name: 'More tags' }).click();
      const allTags = page.getByRole('group', { name: 'All tags' });
      await allTags.getByRole('button', { name: 'theta, 2 entries' }).click();
      await page.waitForURL('**/journal?tag=theta');
      await expectTitles(journal, ['Note 8', 'Stack frames']);
      expect(await journal.tagChip('theta').getAttribute('aria-pressed')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      // Offline, a reload keeps the filter.
      await page.context().setOffline(true);
      await page.reload();
      await expectTitles(journal, ['Note 8', 'Stack frames']);

      // A key-learning phrase finds its entry, the words marked, where it matched named.
      await journal.search.fill('recursive call');
      await page.waitForURL('**/journal?q=recursive+call&tag=theta');
      await expectTitles(journal, ['Stack frames']);
      const card = journal.card('Stack frames');
      expect(await card.locator('mark').allInnerTexts()).toEqual(['recursive', 'call']);
      expect(await card.innerText()).toContain('Key learning: Every recursive call pushes');
      await journal.tagChip('All').click();
      await page.waitForURL('**/journal?q=recursive+call');
      // The card already shows under the last search: wait for this one's snippet, not the title.
      await journal.search.fill('tail recursion');
      await page.waitForURL('**/journal?q=tail+recursion');
      await expect.poll(() => card.innerText()).toContain('Questions: Why does tail recursion avoid it?');
      await expectTitles(journal, ['Stack frames']);
      await journal.search.fill('');
      await page.waitForURL(/\/journal$/);

      // Favourites.
      await journal.tagChip('Favourites').click();
      await page.waitForURL('**/journal?favorite=1');
      await expectTitles(journal, ['Stack frames']);

      // A tag on a card is a link to the journal filtered by it; back undoes each step.
      await journal.card('Stack frames').getByRole('link', { name: 'memory' }).click();
      await page.waitForURL('**/journal?tag=memory');
      await expectTitles(journal, ['Stack frames']);
      await page.goBack();
      await page.waitForURL('**/journal?favorite=1');
      await expectTitles(journal, ['Stack frames']);
      await page.goBack();
      await page.waitForURL(/\/journal$/);
      await journal.card('Note 1').waitFor();
      expect(await journal.tagChip('All').getAttribute('aria-pressed')).toBe('true');

      // So is a tag in the reading view.
      await page.goto('/journal?favorite=1');
      await journal.card('Stack frames').getByRole('button', { name: 'Stack frames' }).click();
      const reading = new EntryPage(page);
      await reading.title('Stack frames').waitFor();
      await reading.article.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'theta' }).click();
      await page.waitForURL('**/journal?tag=theta');
      await expectTitles(journal, ['Note 8', 'Stack frames']);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('shows a bookmarked search\'s matches on a device that is still pulling them', { timeout: 90_000 }, async () => {
    const { page } = await e2e.newSession(DEVICES.phone);
    await signUpAdmin(page);
    await createEntryViaApi(page, { title: 'Closures in JavaScript', content: 'A closure keeps its scope.', tags: ['js'] });
    // The device's first look at the journal is this search: the search answers before the pull
    // has written anything, and must answer again once it has.
    await page.goto('/journal?q=closures');
    await expectTitles(new JournalPage(page), ['Closures in JavaScript']);
  });
});
