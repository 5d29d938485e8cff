/**
 * The full-screen entry editor (issue 33), on a phone (390×844) and a desktop (1280×800): writing
 * an entry with the keyboard alone (title, Tab, content with list continuation, Ctrl+Enter), the
 * toolbar as one tab stop, dating an entry last month and finding it on that day, a pasted image
 * shown in place in the preview and the reading view, a template's prompts as hints that are never
 * saved, and `[[` completion. One learner and one browser context per screen size for those; the
 * addresses and Escape asking first once, on a desktop.
 */
import { describe, expect, it } from 'vitest';
import type { PremiumTemplate } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { DEVICES, focusedIs, focusedLabel, lastMonthsTwelfth, learnerOn, onServer, pasteImage, readingOrder } from './support/editor-session';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi, eventually } from './support/learner-records';
import { expectTitles, serverEntries } from './support/journal-fixtures';
import { apiGet } from './support/pro-admin';
import { EntryPage } from './page-models/entry-page';
import { JournalPage, editorText } from './page-models/journal-page';

const e2e = useE2E();

describe('entry editor', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    describe(device, () => {
      const learner = learnerOn(e2e, options);

      it(`writes an entry with the keyboard alone and saves it with Ctrl+Enter, ${device}`, async () => {
        const { page, errors } = learner;
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
        const saved = await onServer(page, 'Written without a mouse');
        expect(saved.content).toBe('Steps:\n- open the editor\n- type\n\nDone.');
        expect(errors).toEqual([]);
      });

      it(`dates an entry last month and finds it on that day in the calendar and the journal; refuses a future date; moves it, ${device}`, async () => {
        const { page, errors } = learner;
        const journal = new JournalPage(page);
        await journal.goto();
        const { date, day, month, monthName } = lastMonthsTwelfth();

        await journal.newEntryButton.click();
        await journal.fillEntry({ title: 'Written the morning after', content: 'Notes from the evening talk.' });
        const tomorrow = new Date(Date.now() + 86_400_000);
        const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        await journal.field('Date').fill(`${local(tomorrow)}T09:00`);
        await journal.save();
        await journal.dialog.getByText('An entry cannot be dated in the future.').waitFor();
        await journal.toast('Invalid Date').waitFor();
        await journal.field('Date').fill(`${day}T21:30`);
        await journal.save();
        await journal.toast('Journal entry created').waitFor();
        await journal.dialog.waitFor({ state: 'detached' });
        const card = journal.card('Written the morning after');
        expect(await card.locator('time').innerText()).toBe(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
        const saved = await onServer(page, 'Written the morning after');
        expect(saved.createdAt).toBe(new Date(`${day}T21:30`).toISOString());

        // On its day: the calendar's cell for the 12th, the day's list, and the journal filtered to it.
        await page.goto(`/calendar?month=${month}`);
        const twelfth = page.getByRole('link', { name: `${monthName} 12: 1 entry` });
        await twelfth.click();
        await page.getByRole('list', { name: `Entries written ${monthName} 12` }).getByRole('link', { name: /Written the morning after/ }).waitFor();
        await page.goto(`/journal?from=${day}&to=${day}`);
        await expectTitles(journal, ['Written the morning after']);

        // Moving it: the edit sends the new date, the server keeps it.
        await journal.openEditor('Written the morning after');
        expect(await journal.field('Date').inputValue()).toBe(`${day}T21:30`);
        await journal.field('Date').fill(`${month}-03T07:15`);
        await journal.save();
        await journal.toast('Journal entry updated').waitFor();
        await onServer(page, 'Written the morning after', (entry) => entry.createdAt === new Date(`${month}-03T07:15`).toISOString(), 'the new date on the server');
        expect(errors).toEqual([]);
      });

      it(`shows a pasted image where it was pasted, in the preview and as the entry reads; removing the photo removes its place, ${device}`, async () => {
        const { page, errors } = learner;
        const journal = new JournalPage(page);
        await journal.goto();
        await journal.newEntryButton.click();
        await journal.fillEntry({ title: 'Diagram', content: 'The event loop:' });
        await pasteImage(journal.contentField);
        // Scaled and added, then referenced on a paragraph of its own where the caret was; the caret goes on after it.
        await journal.dialog.getByRole('img', { name: 'Photo 1', exact: true }).waitFor();
        await expect.poll(() => journal.contentText()).toBe('The event loop:\n\n![](photo:1)\n\n');
        await page.keyboard.type('Microtasks run first.');
        expect(await journal.contentText()).toBe('The event loop:\n\n![](photo:1)\n\nMicrotasks run first.');

        await journal.toolbarButton('Preview').click();
        const preview = journal.dialog.getByTestId('content-preview');
        await preview.getByRole('img', { name: 'Photo 1' }).waitFor();
        await expect.poll(() => readingOrder(preview)).toEqual(['The event loop:', 'photo 1', 'Microtasks run first.']);
        await journal.save();
        await journal.toast('Journal entry created').waitFor();
        await journal.dialog.waitFor({ state: 'detached' });
        const saved = await onServer(page, 'Diagram');
        expect(saved.content).toBe('The event loop:\n\n![](photo:1)\n\nMicrotasks run first.');
        expect(saved.photos).toHaveLength(1);
        expect(saved.photos[0]).toMatch(/^data:image\/jpeg;base64,/);
        // The card's preview reads as text, with no trace of the reference.
        expect(await journal.card('Diagram').innerText()).not.toContain('photo:');

        // As it reads: the photo between its paragraphs, and not again in the photo grid after the text.
        await journal.card('Diagram').getByRole('button', { name: 'Diagram', exact: true }).click();
        const reading = new EntryPage(page);
        await reading.title('Diagram').waitFor();
        await expect.poll(() => readingOrder(reading.content)).toEqual(['The event loop:', 'photo 1', 'Microtasks run first.']);
        expect(await page.getByRole('list', { name: 'Photos' }).count()).toBe(0);

        // Removing the photo takes its place in the content away too.
        await reading.button('Edit').click();
        await journal.dialog.getByRole('heading', { name: 'Edit Learning Entry' }).waitFor();
        await journal.dialog.getByRole('button', { name: 'Remove photo 1' }).click();
        await expect.poll(() => journal.contentText()).not.toContain('photo:');
        await journal.save();
        await journal.toast('Journal entry updated').waitFor();
        const edited = await onServer(page, 'Diagram', (entry) => entry.photos.length === 0, 'the photo removed on the server');
        expect(edited.content).not.toContain('photo:');
        expect(edited.content).toContain('Microtasks run first.');
        expect(errors).toEqual([]);
      });

      it(`starts an entry from a template with its prompts as hints that are never saved, ${device}`, async () => {
        const { page, errors } = learner;
        const { templates } = await apiGet<{ templates: PremiumTemplate[] }>(page, '/api/templates/premium');
        const feynman = templates.find((t) => t.title === 'Feynman Technique Explanation');
        if (!feynman) throw new Error('no Feynman template');
        // The spec's /new-entry?template= lands on the editor's own address.
        await page.goto(`/new-entry?template=${feynman.id}`);
        await page.waitForURL(`**/journal/new?template=${feynman.id}`);
        const journal = new JournalPage(page);
        const dialog = page.getByRole('dialog', { name: 'New Learning Entry' });
        await dialog.waitFor();
        // The template's name is offered as the title (selected: typing replaces it), its headings are
        // the structure, its prompts hints that are not text, its tags suggested rather than added.
        const title = dialog.getByLabel('Title', { exact: true });
        expect(await title.inputValue()).toBe('Feynman Technique Explanation');
        expect(await title.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 'Feynman Technique Explanation'.length]);
        const content = journal.contentField;
        const text = await editorText(content);
        expect(text).toContain('## The concept');
        expect(text).not.toContain('Name the idea you want to truly understand.');
        await content.locator('.cm-prompt-hint', { hasText: 'Name the idea you want to truly understand.' }).waitFor();
        expect(await dialog.getByRole('list', { name: 'Tags on this entry' }).getByRole('listitem').count()).toBe(0);
        await dialog.getByRole('button', { name: 'Add tag feynman' }).waitFor();
        // Writing under a heading replaces its hint; what is saved is only what was written.
        await page.keyboard.type('Recursion');
        await content.click();
        await page.keyboard.press('Control+Home');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.type('A function that calls itself.');
        expect(await content.locator('.cm-prompt-hint', { hasText: 'Name the idea you want to truly understand.' }).count()).toBe(0);
        await page.keyboard.press('Control+Enter');
        await journal.toast('Journal entry created').waitFor();
        const saved = await onServer(page, 'Recursion');
        expect(saved.content.startsWith('## The concept\nA function that calls itself.\n')).toBe(true);
        expect(saved.content).not.toMatch(/_[A-Z][^_]+_/);
        expect(saved.content).not.toContain('Name the idea you want to truly understand.');
        expect(saved.tags).toEqual([]);
        expect(errors).toEqual([]);
      });

      it(`offers the learner's titles after [[ and inserts the link, ${device}`, async () => {
        const { page, errors } = learner;
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
        const saved = await onServer(page, 'Promises');
        expect(saved.content).toBe('Builds on [[Closures in JavaScript]] and [[Master async code]]');
        expect(errors).toEqual([]);
      });
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
});
