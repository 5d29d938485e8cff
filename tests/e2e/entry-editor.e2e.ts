/**
 * The full-screen entry editor (issue 33): its own addresses, writing an entry with the keyboard
 * alone on a phone and a desktop (title, Tab, content with list continuation, Ctrl+Enter), the
 * toolbar as one tab stop, Escape asking first, and a pasted image becoming one of the photos.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, eventually } from './support/learner-records';
import { serverEntries } from './support/journal-fixtures';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E();

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

const focusedIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe('entry editor', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`writes an entry with the keyboard alone and saves it with Ctrl+Enter, ${device}`, async () => {
      const { page, errors } = await e2e.newSession(options);
      await registerViaApi(page);
      const journal = new JournalPage(page);
      await journal.goto();

      await journal.newEntryButton.focus();
      await page.keyboard.press('Enter');
      await journal.dialog.getByRole('heading', { name: 'New Learning Entry' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/journal/new');
      expect(await focusedIs(page, 'input'), 'the caret starts in the title').toBe(true);
      await page.keyboard.type('Written without a mouse');
      await page.keyboard.press('Tab');
      expect(await focusedIs(page, '.cm-content'), 'Tab from the title goes to the content').toBe(true);
      // A list continues on Enter; Enter on an empty item ends it, and once more leaves a blank line.
      await page.keyboard.type('Steps:');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- open the editor');
      await page.keyboard.press('Enter');
      await page.keyboard.type('type');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Done.');
      expect(await journal.contentText()).toBe('Steps:\n- open the editor\n- type\n\nDone.');

      // The toolbar is one tab stop after the text: arrows move inside it, Tab leaves it.
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Bold');
      await page.keyboard.press('ArrowRight');
      expect(await focusedLabel(page)).toBe('Italic');
      await page.keyboard.press('End');
      expect(await focusedLabel(page)).toBe('Preview');
      await page.keyboard.press('Tab');
      expect(await focusedIs(page, '[role="toolbar"] *'), 'Tab leaves the toolbar').toBe(false);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page), 'back into the toolbar, on the button last used').toBe('Preview');

      await page.keyboard.press('Control+Enter');
      await journal.toast('Journal entry created').waitFor();
      await journal.dialog.waitFor({ state: 'detached' });
      await journal.card('Written without a mouse').waitFor();
      expect(new URL(page.url()).pathname).toBe('/journal');
      const [saved] = await eventually(
        () => serverEntries(page),
        (entries) => entries.length === 1,
        'the entry on the server',
      );
      expect(saved).toMatchObject({ title: 'Written without a mouse', content: 'Steps:\n- open the editor\n- type\n\nDone.' });
      expect(errors).toEqual([]);
    });
  }

  it('has its own addresses for a new entry and an edit; Escape in the text asks before discarding', async () => {
    const { page, errors } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await registerViaApi(page);
    const { id } = await createEntryViaApi(page, { title: 'Closures', content: 'Functions remember their scope.' });
    const journal = new JournalPage(page);

    await page.goto(`/journal/entry/${id}/edit`);
    await journal.dialog.getByRole('heading', { name: 'Edit Learning Entry' }).waitFor();
    expect(await journal.contentText()).toBe('Functions remember their scope.');
    await journal.contentField.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Even after they return.');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await page.keyboard.press('Control+Enter');
    await journal.toast('Journal entry updated').waitFor();
    // Opened by its address: leaving goes to the entry as it reads.
    await page.getByRole('heading', { level: 1, name: 'Closures' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/journal/entry/${id}`);
    await eventually(
      () => serverEntries(page),
      (entries) => entries[0]?.content === 'Functions remember their scope. Even after they return.',
      'the edit on the server',
    );

    await page.goto('/journal/new');
    await journal.dialog.getByRole('heading', { name: 'New Learning Entry' }).waitFor();
    await page.keyboard.press('Escape');
    await journal.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/journal');
    expect(errors).toEqual([]);
  });

  it('dates an entry last month, refuses a future date, and moves an entry to another day', async () => {
    const { page, errors } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await registerViaApi(page);
    const journal = new JournalPage(page);
    await journal.goto();
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    lastMonth.setDate(12);

    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Written the morning after', content: 'Notes from the evening talk.' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    await journal.field('Date').fill(`${day(tomorrow)}T09:00`);
    await journal.save();
    await journal.dialog.getByText('An entry cannot be dated in the future.').waitFor();
    await journal.toast('Invalid Date').waitFor();
    await journal.field('Date').fill(`${day(lastMonth)}T21:30`);
    await journal.save();
    await journal.toast('Journal entry created').waitFor();
    const card = journal.card('Written the morning after');
    const shown = lastMonth.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(await card.locator('time').innerText()).toBe(shown);
    const [saved] = await eventually(
      () => serverEntries(page),
      (entries) => entries.length === 1,
      'the entry on the server',
    );
    expect(saved?.createdAt).toBe(new Date(`${day(lastMonth)}T21:30`).toISOString());

    // Moving it: the edit sends the new date, the server keeps it.
    await journal.openEditor('Written the morning after');
    expect(await journal.field('Date').inputValue()).toBe(`${day(lastMonth)}T21:30`);
    await journal.field('Date').fill(`${day(lastMonth).slice(0, 8)}03T07:15`);
    await journal.save();
    await journal.toast('Journal entry updated').waitFor();
    await eventually(
      () => serverEntries(page),
      (entries) => entries[0]?.createdAt === new Date(`${day(lastMonth).slice(0, 8)}03T07:15`).toISOString(),
      'the new date on the server',
    );
    expect(errors).toEqual([]);
  });

  it('offers the learner\'s titles after [[ and inserts the link', async () => {
    const { page, errors } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await registerViaApi(page);
    await createEntryViaApi(page, { title: 'Closures in JavaScript', content: 'Functions remember their scope.' });
    await createResourceViaApi(page, { title: 'Eloquent JavaScript', type: 'book' });
    await createGoalViaApi(page, { title: 'Master async code' });
    const journal = new JournalPage(page);
    await journal.goto();
    await journal.card('Closures in JavaScript').waitFor();
    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Promises' });
    await journal.contentField.click();
    await page.keyboard.type('Builds on [[clsrs');
    const list = page.getByRole('listbox');
    await list.getByRole('option', { name: /Closures in JavaScript/ }).waitFor();
    // The list narrows as the completion catches up with the typing: wait for it to settle on one.
    await expect.poll(() => list.getByRole('option').count()).toBe(1);
    await list.getByRole('option', { name: /Closures in JavaScript/, selected: true }).waitFor();
    // CodeMirror ignores Enter for 75 ms after the list changes (its interactionDelay), as a person never types that fast.
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await page.keyboard.type(' and [[async');
    await list.getByRole('option', { name: /Master async code/ }).waitFor();
    // Escape closes the list, not the editor.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('c');
    await list.getByRole('option', { name: /Master async code/ }).click();
    expect(await journal.contentText()).toBe('Builds on [[Closures in JavaScript]] and [[Master async code]]');
    await page.keyboard.press('Control+Enter');
    await journal.toast('Journal entry created').waitFor();
    await eventually(
      () => serverEntries(page),
      (entries) => entries.some((entry) => entry.content === 'Builds on [[Closures in JavaScript]] and [[Master async code]]'),
      'the linked entry on the server',
    );
    expect(errors).toEqual([]);
  });

  it('makes a pasted image one of the entry photos', async () => {
    const { page, errors } = await e2e.newSession({ viewport: VIEWPORTS.desktop });
    await registerViaApi(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Diagram', content: 'The event loop:' });
    await journal.contentField.evaluate(async (content) => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1200;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#0ea5e9';
      context.fillRect(0, 0, 2400, 1200);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no blob');
      const data = new DataTransfer();
      data.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
      content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await journal.dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await journal.contentText()).toBe('The event loop:');
    await journal.save();
    await journal.toast('Journal entry created').waitFor();
    const [saved] = await eventually(
      () => serverEntries(page),
      (entries) => entries.length === 1,
      'the entry on the server',
    );
    expect(saved?.photos).toHaveLength(1);
    expect(saved?.photos[0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(errors).toEqual([]);
  });
});
