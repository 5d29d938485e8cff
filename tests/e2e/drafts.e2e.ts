/**
 * Point 2 of the first week: what a learner types is never thrown away. The entry, resource,
 * goal and learn-plan dialogs keep a draft on the device and give it back on reopening (after a
 * reload too); Escape, Cancel and ✕ with unsaved changes ask "Discard changes?" first.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi } from './support/learner-records';
import { JournalPage } from './page-models/journal-page';
import { EntryPage } from './page-models/entry-page';

const e2e = useE2E();

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

/** The "Discard changes?" question. */
const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** Long enough for the draft (saved ~0.3 s after the last keystroke) to be on the device. */
const draftSaved = (page: Page) => page.waitForTimeout(800);

async function expectAsked(page: Page, dialog: Locator, answer: 'Keep editing' | 'Discard'): Promise<void> {
  await discardQuestion(page).waitFor();
  await discardQuestion(page).getByRole('button', { name: answer }).click();
  await discardQuestion(page).waitFor({ state: 'detached' });
  await dialog.waitFor({ state: answer === 'Discard' ? 'detached' : 'visible' });
}

describe('drafts', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`New Entry asks before Escape throws text away, and a reload gives the draft back, ${device}`, async () => {
      const { page, errors } = await e2e.newSession(options);
      await registerViaApi(page);
      const journal = new JournalPage(page);
      await journal.goto();

      // Nothing typed: Escape just closes.
      await journal.newEntryButton.click();
      await journal.dialog.waitFor();
      await page.keyboard.press('Escape');
      await journal.dialog.waitFor({ state: 'detached' });
      expect(await discardQuestion(page).count()).toBe(0);

      await journal.newEntryButton.click();
      await journal.fillEntry({ title: 'Half a thought', content: 'Closures keep their scope…' });
      await page.keyboard.press('Escape');
      await expectAsked(page, journal.dialog, 'Keep editing');
      expect(await journal.field('Title').inputValue()).toBe('Half a thought');

      await draftSaved(page);
      // The editor has its own address (/journal/new): a reload opens it again, the draft back in it.
      await page.reload();
      await journal.dialog.getByText(/Your unsaved draft from .* is back\./).waitFor();
      // And from the list, as before.
      await journal.goto();
      await journal.newEntryButton.click();
      await journal.dialog.getByText(/Your unsaved draft from .* is back\./).waitFor();
      expect(await journal.field('Title').inputValue()).toBe('Half a thought');
      expect(await journal.contentText()).toBe('Closures keep their scope…');

      // Discarding is for good: the next New Entry starts empty.
      await journal.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectAsked(page, journal.dialog, 'Discard');
      await journal.newEntryButton.click();
      await journal.dialog.waitFor();
      expect(await journal.field('Title').inputValue()).toBe('');
      expect(await journal.dialog.getByText(/unsaved draft/).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it(`Add Resource keeps its draft until it is saved, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await page.goto('/resources');
      const add = page.getByRole('dialog', { name: 'Add Learning Resource' });
      await page.locator('main').getByRole('button', { name: 'Add Resource' }).first().click();
      await add.getByLabel('Title', { exact: true }).fill('The Pragmatic Programmer');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expectAsked(page, add, 'Keep editing');
      await draftSaved(page);
      await page.reload();
      await page.locator('main').getByRole('button', { name: 'Add Resource' }).first().click();
      expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe('The Pragmatic Programmer');
      await add.getByRole('combobox', { name: 'Type', exact: true }).click();
      await page.getByRole('option', { name: 'Book', exact: true }).click();
      await add.getByRole('button', { name: 'Add Resource' }).click();
      await add.waitFor({ state: 'detached' });
      // Saved: the draft is gone, and closing an untouched form asks nothing.
      await page.locator('main').getByRole('button', { name: 'Add Resource' }).first().click();
      expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe('');
      await add.getByRole('button', { name: 'Close' }).click();
      await add.waitFor({ state: 'detached' });
    });
  }

  it('editing an entry asks before ✕ discards the change, and the entry stays as it was', async () => {
    const { page } = await e2e.newSession(DEVICES.phone);
    await registerViaApi(page);
    const { id } = await createEntryViaApi(page, { title: 'Hooks', content: 'useEffect runs after paint.' });
    await page.goto(`/journal/entry/${id}`);
    const reading = new EntryPage(page);
    await reading.button('Edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Learning Entry' });
    await dialog.getByLabel('Title', { exact: true }).fill('Hooks, revised');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectAsked(page, dialog, 'Keep editing');
    await draftSaved(page);
    // The editor has its own address (/journal/entry/:id/edit): a reload reopens it with the draft.
    await page.reload();
    await dialog.getByText(/Your unsaved draft from .* is back\./).waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Hooks, revised');
    await page.keyboard.press('Escape');
    await expectAsked(page, dialog, 'Discard');
    await reading.title('Hooks').waitFor();
    await reading.button('Edit').click();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Hooks');
  });

  it('the goal and learn-plan dialogs ask too', async () => {
    const { page } = e2e;
    await registerViaApi(page);
    await createGoalViaApi(page, { title: 'Read SICP' });
    await page.goto('/goals');
    await page.locator('main').getByRole('button', { name: 'New Goal' }).click();
    const create = page.getByRole('dialog', { name: 'Create Learning Goal' });
    await create.getByLabel('Title', { exact: true }).fill('Learn Rust');
    await page.keyboard.press('Escape');
    await expectAsked(page, create, 'Discard');

    await page.getByRole('button', { name: 'Edit Read SICP' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Learning Goal' });
    await edit.getByLabel('Description (optional)').fill('One chapter a week');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expectAsked(page, edit, 'Discard');

    // The trial has the Pro features: learn plans too.
    await page.goto('/learn-plans');
    await page.locator('main').getByRole('button', { name: 'New Plan' }).click();
    const plan = page.getByRole('dialog', { name: 'New Learn Plan' });
    await plan.getByLabel('Title', { exact: true }).fill('Rust in a month');
    await page.keyboard.press('Escape');
    await expectAsked(page, plan, 'Keep editing');
    expect(await plan.getByLabel('Title', { exact: true }).inputValue()).toBe('Rust in a month');
  });
});
