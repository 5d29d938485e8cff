import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { JOURNAL_ADMIN_EMAILS, expectTitles, postEntry, signUpAdmin, waitForServer } from './support/journal-fixtures';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: JOURNAL_ADMIN_EMAILS.join(',') } } });

describe('journal', () => {
  it('creates an entry with tags and markdown, and lists it', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.emptyState('No journal entries yet').waitFor();

    await journal.newEntryButton.click();
    await journal.dialog.getByRole('heading', { name: 'New Learning Entry' }).waitFor();
    await journal.fillEntry({ title: 'React hooks', content: 'useEffect runs after paint', tags: ['React', 'Frontend'] });
    // Bold through the toolbar: select "useEffect" and press Bold.
    await journal.contentField.click();
    await e2e.page.keyboard.press('Control+Home');
    for (let i = 0; i < 9; i++) await e2e.page.keyboard.press('Shift+ArrowRight');
    await journal.toolbarButton('Bold').click();
    expect(await journal.contentText()).toBe('**useEffect** runs after paint');
    // Ctrl+I italicises the selection ("paint").
    await e2e.page.keyboard.press('End');
    for (let i = 0; i < 5; i++) await e2e.page.keyboard.press('Shift+ArrowLeft');
    await journal.contentField.press('Control+i');
    expect(await journal.contentText()).toBe('**useEffect** runs after *paint*');
    await journal.dialog.getByRole('button', { name: 'Preview' }).click();
    expect(await journal.dialog.getByTestId('content-preview').locator('strong').innerText()).toBe('useEffect');
    await journal.dialog.getByRole('button', { name: 'Edit' }).click();
    await journal.save();

    await journal.toast('Journal entry created').waitFor();
    const card = journal.card('React hooks');
    await card.waitFor();
    expect(await card.innerText()).toContain('useEffect runs after paint');
    await card.getByTitle('Not on the server yet').waitFor({ state: 'detached' });
    expect(await card.getByRole('list', { name: 'Tags' }).innerText()).toMatch(/React\s+Frontend/);
    expect(await card.innerText()).toContain('1 min read');
    await journal.tagChip('React').waitFor();

    const [saved] = await waitForServer(e2e.page, (entries) => entries.length === 1);
    expect(saved).toMatchObject({ title: 'React hooks', content: '**useEffect** runs after *paint*', tags: ['React', 'Frontend'], isFavorite: false });
    expect(e2e.errors).toEqual([]);
  });

  it('links a new entry to an active goal, which moves forward by the contribution', async () => {
    await signUpAdmin(e2e.page);
    const goal = await e2e.page.request.post('/api/learning-goals', { data: { title: 'Master React' } });
    expect(goal.status()).toBe(201);
    const goalId = ((await goal.json()) as { id: number }).id;
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Context API', content: 'Avoids prop drilling' });
    await journal.dialog.getByRole('checkbox', { name: 'Master React' }).check();
    await journal.dialog.getByText('Progress contribution').waitFor();
    const slider = journal.dialog.getByRole('slider');
    expect(await slider.getAttribute('aria-valuenow')).toBe('10');
    await slider.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('15');
    await journal.save();
    await journal.toast('Journal entry created').filter({ hasText: 'linked to 1 learning goal' }).waitFor();

    for (let i = 0; i < 100; i++) {
      const goals = (await (await e2e.page.request.get('/api/learning-goals')).json()) as { id: number; progress: number }[];
      if (goals.find((g) => g.id === goalId)?.progress === 15) return;
      await e2e.page.waitForTimeout(100);
    }
    throw new Error('the goal never reached 15% on the server');
  });

  it('opens the dialog at /new-entry, and closing it goes to the journal', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await e2e.page.goto('/new-entry');
    await journal.dialog.getByRole('heading', { name: 'New Learning Entry' }).waitFor();
    await journal.dialog.getByRole('button', { name: 'Cancel' }).click();
    await e2e.page.waitForURL('**/journal');
    await journal.emptyState('No journal entries yet').waitFor();
  });

  it('adds photos scaled down on the device, images only', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    // A large PNG made by the browser itself, to be scaled down to at most 1600 px as a JPEG.
    const png = await e2e.page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2000;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#4f46e5';
      context.fillRect(0, 0, 3000, 2000);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const image = { name: 'board.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') };
    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Whiteboard', content: 'Photos of the board' });
    await journal.dialog.getByRole('group', { name: /^Photos/ }).locator('input[type=file]').setInputFiles([image, { ...image, name: 'board-2.png' }, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
    await journal.toast('Invalid file type').waitFor();
    await journal.dialog.getByRole('img', { name: 'Photo 2' }).waitFor();
    expect(await journal.dialog.getByRole('img', { name: /^Photo \d$/ }).count()).toBe(2);
    await journal.save();
    await journal.toast('Journal entry created').waitFor();

    const [saved] = await waitForServer(e2e.page, (entries) => entries.length === 1);
    expect(saved?.photos).toHaveLength(2);
    const size = await e2e.page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, saved?.photos[0] ?? '');
    expect(saved?.photos[0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(size).toEqual([1600, 1067]);
  });

  it('searches title and content case-insensitively, forgiving a typo, and filters by tag', async () => {
    await signUpAdmin(e2e.page);
    await postEntry(e2e.page, { title: 'Closures in JavaScript', content: 'Functions remember their scope.', tags: ['JavaScript'] });
    await postEntry(e2e.page, { title: 'SQL joins', content: 'Inner and outer joins.', tags: ['Databases'] });
    await postEntry(e2e.page, { title: 'Hooks', content: 'React state lives in useState.', tags: ['React', 'JavaScript'] });
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.card('Hooks').waitFor();
    expect(await journal.cardTitles()).toHaveLength(3);

    await journal.search.fill('REACT');
    await expectTitles(journal, ['Hooks']);
    await journal.search.fill('closures');
    await expectTitles(journal, ['Closures in JavaScript']);
    await journal.search.fill('clozures'); // a typo in a longer word still finds it
    await expectTitles(journal, ['Closures in JavaScript']);
    await journal.search.fill('nothing like this');
    await journal.emptyState('No entries found').waitFor();
    await journal.search.fill('');
    await expectTitles(journal, ['Hooks', 'SQL joins', 'Closures in JavaScript']);

    await journal.tagChip('JavaScript').click();
    await expectTitles(journal, ['Hooks', 'Closures in JavaScript']);
    await journal.tagChip('Databases').click();
    await expectTitles(journal, ['SQL joins']);
    await journal.tagChip('All').click();
    await expectTitles(journal, ['Hooks', 'SQL joins', 'Closures in JavaScript']);
  });

  it('edits an entry from its card, through the reading view', async () => {
    await signUpAdmin(e2e.page);
    await postEntry(e2e.page, { title: 'Draft title', content: 'Some content', tags: [] });
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.card('Draft title').getByRole('button', { name: 'Draft title' }).click();
    await e2e.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await journal.dialog.getByRole('heading', { name: 'Edit Learning Entry' }).waitFor();
    expect(await journal.contentText()).toBe('Some content');

    await journal.field('Title').fill('Final title');
    await journal.save();
    await journal.toast('Journal entry updated').waitFor();
    await e2e.page.getByRole('heading', { level: 1, name: 'Final title' }).waitFor();
    await journal.goto();
    await journal.card('Final title').waitFor();
    expect(await journal.card('Draft title').count()).toBe(0);
    await waitForServer(e2e.page, (entries) => entries.length === 1 && entries[0]?.title === 'Final title');
  });

  it('favourites an entry', async () => {
    await signUpAdmin(e2e.page);
    await postEntry(e2e.page, { title: 'Worth keeping', content: 'A favourite', tags: [] });
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    const heart = journal.card('Worth keeping').getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    await journal.toast('Added to favorites').waitFor();
    const unheart = journal.card('Worth keeping').getByRole('button', { name: 'Remove from favorites' });
    expect(await unheart.getAttribute('aria-pressed')).toBe('true');
    await waitForServer(e2e.page, (entries) => entries[0]?.isFavorite === true);
  });

  it('publishes an entry and copies its share link, which exists only once it is public', async () => {
    await signUpAdmin(e2e.page);
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await postEntry(e2e.page, { title: 'Share me', content: 'Public soon', tags: [] });
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    const card = journal.card('Share me');
    // A private entry has no link: Copy link is disabled and says why, no error toast.
    const copy = card.getByRole('button', { name: 'Copy link' });
    expect(await copy.isDisabled()).toBe(true);
    expect(await copy.getAttribute('title')).toBe('Make the entry public to get a link');

    // Publishing asks once; Cancel keeps it private.
    await card.getByRole('button', { name: 'Private, make public' }).click();
    const ask = e2e.page.getByRole('dialog', { name: 'Make this entry public?' });
    await ask.getByText('Anyone with the link can read it.', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'Private, make public' }).count()).toBe(1);

    await card.getByRole('button', { name: 'Private, make public' }).click();
    await ask.getByRole('button', { name: 'Make public' }).click();
    await journal.toast('Entry made public').waitFor();
    const [shared] = await waitForServer(e2e.page, (entries) => entries[0]?.shareId !== null && entries[0]?.isPublic === true);
    // The server made the share id; the dialog shows the link once the push has come back.
    const done = e2e.page.getByRole('dialog', { name: 'This entry is public' });
    expect(await done.getByRole('textbox', { name: 'Share link' }).inputValue({ timeout: 20_000 })).toBe(`${e2e.server.baseUrl}/journal/${shared?.shareId}`);
    await done.getByRole('button', { name: 'Done' }).click();
    await card.getByTitle('Not on the server yet').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    await journal.toast('Share link copied').waitFor();
    const copied = await e2e.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${e2e.server.baseUrl}/journal/${shared?.shareId}`);
    // The indicator goes back after its 2 seconds.
    await card.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 5_000 });
  });

  it('deletes an entry only after confirming, and clicking outside does not dismiss the question', async () => {
    await signUpAdmin(e2e.page);
    await postEntry(e2e.page, { title: 'Keep me', content: 'Stays', tags: [] });
    await postEntry(e2e.page, { title: 'Delete me', content: 'Goes', tags: [] });
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.card('Delete me').getByRole('button', { name: 'Delete entry' }).click();
    const confirm = e2e.page.getByRole('alertdialog', { name: 'Delete journal entry?' });
    await confirm.waitFor();

    await e2e.page.mouse.click(5, 5);
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await journal.card('Delete me').count()).toBe(1);
    // The dialog is made when it opens; closing it gives the focus back to the card's button.
    const deleteButton = journal.card('Delete me').getByRole('button', { name: 'Delete entry' });
    await e2e.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Delete entry');
    await deleteButton.press('Enter');
    await confirm.waitFor();
    await e2e.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await e2e.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Delete entry');
    expect(await deleteButton.getAttribute('aria-expanded')).toBe('false');

    await journal.card('Delete me').getByRole('button', { name: 'Delete entry' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await journal.toast('Journal entry deleted').waitFor();
    await journal.card('Delete me').waitFor({ state: 'detached' });
    await expectTitles(journal, ['Keep me']);
    await waitForServer(e2e.page, (entries) => entries.length === 1 && entries[0]?.title === 'Keep me');
  });
});
