/**
 * Point 1 of the first week: a card opens the entry as it reads, at its own address, offline
 * too; Edit is one tap away; ← → move between entries and `e` edits; back returns to the list
 * where the learner left it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { seriousViolations } from './support/a11y-checks';
import { JournalPage } from './page-models/journal-page';
import { EntryPage } from './page-models/entry-page';

const e2e = useE2E();

const LOCAL_FIRST = `# No spinners

Your work is not trapped on one device.

- fast
- offline

| Ideal | Meaning |
|---|---|
| Fast | No spinners |
| Multi-device | Sync |`;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function learnerWithEntries(page: Page): Promise<{ id: number }> {
  await registerViaApi(page);
  const book = await createResourceViaApi(page, { title: 'Local-first software', type: 'article' });
  const goal = await createGoalViaApi(page, { title: 'Understand CRDTs' });
  await createEntryViaApi(page, { title: 'Older entry', content: 'Written before.', createdAt: hoursAgo(5) });
  const entry = await createEntryViaApi(page, {
    title: 'Local-first',
    content: LOCAL_FIRST,
    keyLearning: 'Own your data',
    questions: 'How do CRDTs merge?',
    tags: ['sync'],
    linkedResources: [book.id],
    linkedGoals: [goal.id],
    createdAt: hoursAgo(3),
  });
  await createEntryViaApi(page, { title: 'Newer entry', content: 'Written after.', createdAt: hoursAgo(1) });
  return entry;
}

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

describe('reading an entry', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`opens a card as it reads, with Edit one tap away, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      const { id } = await learnerWithEntries(page);
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Local-first').getByRole('button', { name: 'Local-first' }).click();
      await page.waitForURL(`**/journal/entry/${id}`);

      const reading = new EntryPage(page);
      await reading.title('Local-first').waitFor();
      // Rendered markdown: a heading, a list and a table, not the raw text.
      await reading.content.getByRole('heading', { name: 'No spinners' }).waitFor();
      await reading.content.getByRole('cell', { name: 'Multi-device' }).waitFor();
      expect(await reading.content.getByRole('listitem').allInnerTexts()).toEqual(['fast', 'offline']);
      expect(await reading.content.innerText()).not.toContain('|---|');
      await reading.callout('Key Learning').getByText('Own your data').waitFor();
      await reading.callout('Questions').getByText('How do CRDTs merge?').waitFor();
      expect(await reading.links('Linked resources').allInnerTexts()).toEqual(['Local-first software']);
      expect(await reading.links('Linked goals').allInnerTexts()).toEqual(['Understand CRDTs']);
      await reading.article.getByText('min read').waitFor();
      await reading.article.getByRole('list', { name: 'Tags' }).getByText('sync').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await reading.button('Edit').click();
      const dialog = page.getByRole('dialog', { name: 'Edit Learning Entry' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Local-first');
      await dialog.getByLabel('Title', { exact: true }).fill('Local-first software');
      await dialog.getByRole('button', { name: 'Update Entry' }).click();
      await dialog.waitFor({ state: 'detached' });
      await reading.title('Local-first software').waitFor();
      expect(e2e.errors).toEqual([]);
    });
  }

  it('moves with ← and →, edits with e, and offers the card actions', async () => {
    const { page } = e2e;
    await learnerWithEntries(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await journal.card('Local-first').getByRole('button', { name: 'Local-first' }).click();
    const reading = new EntryPage(page);
    await reading.title('Local-first').waitFor();
    expect(await reading.pager('Previous entry').innerText()).toContain('Older entry');
    expect(await reading.pager('Next entry').innerText()).toContain('Newer entry');

    await page.keyboard.press('ArrowLeft');
    await reading.title('Older entry').waitFor();
    expect(await reading.pager('Previous entry').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await reading.title('Local-first').waitFor();
    await page.keyboard.press('ArrowRight');
    await reading.title('Newer entry').waitFor();

    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: 'Edit Learning Entry' });
    await dialog.waitFor();
    // Typing in the dialog is typing, not navigation.
    await dialog.getByLabel('Title', { exact: true }).press('ArrowLeft');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await reading.title('Newer entry').waitFor();

    await reading.button('Favorite').click();
    await reading.article.locator('button[aria-pressed="true"]', { hasText: 'Favorite' }).waitFor();
    await reading.article.getByRole('button', { name: 'Private, make public' }).click();
    await page.getByRole('dialog', { name: 'Make this entry public?' }).getByRole('button', { name: 'Make public' }).click();
    await page.getByRole('dialog', { name: 'This entry is public' }).getByRole('button', { name: 'Done' }).click();
    await reading.article.getByRole('button', { name: 'Public, make private' }).waitFor();

    // Delete lives in the More menu, so the everyday actions fit one row on a phone.
    await reading.button('More actions').click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/journal');
    await journal.card('Local-first').waitFor();
    expect(await journal.card('Newer entry').count()).toBe(0);
  });

  it('comes back to the list where the learner left it', async () => {
    const { page } = await e2e.newSession(DEVICES.phone);
    await registerViaApi(page);
    for (let i = 0; i < 40; i += 1) await createEntryViaApi(page, { title: `Entry ${i}`, content: `What I learned on day ${i}.`, createdAt: hoursAgo(i) });
    const journal = new JournalPage(page);
    await journal.goto();
    await journal.card('Entry 0').waitFor();
    // Scroll down (the list is virtualised: a card exists only near the screen) to a card well down the list.
    const card = journal.card('Entry 24');
    for (let i = 0; i < 40 && (await card.count()) === 0; i += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await card.scrollIntoViewIfNeeded();
    // Mid-screen, clear of the top bar (a tap there must not scroll the page itself).
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(2000);
    const top = (await card.boundingBox())?.y ?? 0;
    await card.getByRole('button', { name: 'Entry 24' }).click();
    await new EntryPage(page).title('Entry 24').waitFor();

    await page.goBack();
    await journal.card('Entry 24').waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, before);
    expect(Math.abs(((await journal.card('Entry 24').boundingBox())?.y ?? 0) - top)).toBeLessThan(4);

    // The reading view's own back link does the same.
    await journal.card('Entry 24').getByRole('button', { name: 'Entry 24' }).click();
    await new EntryPage(page).button('Learning Journal').click();
    await page.waitForURL('**/journal');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, before);
  });

  it('opens offline, from its own address', async () => {
    const { page } = e2e;
    const { id } = await learnerWithEntries(page);
    await page.goto(`/journal/entry/${id}`);
    const reading = new EntryPage(page);
    await reading.title('Local-first').waitFor();
    await waitForServiceWorkerControl(page);
    await e2e.context.setOffline(true);
    await page.reload();
    await reading.title('Local-first').waitFor();
    await reading.content.getByRole('cell', { name: 'Multi-device' }).waitFor();

    await page.goto('/journal/entry/12345');
    await page.getByRole('heading', { name: 'Entry not found' }).waitFor();
  });
});
