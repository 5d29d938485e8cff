/**
 * Your data in and out, in the real app: export offline from the device's copy (the download,
 * unzipped and read), import with preview and summary, a refused file, and the share target as
 * the phone's share sheet opens it (a GET navigation), offline.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@learnlog/shared';
import { fixturePath, makeZip, obsidianVault } from '@learnlog/shared/zip-test-helpers';
import { registerViaApi } from './support/accounts';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { VIEWPORTS } from './support/browser';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi, createResourceViaApi, eventually } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { AppShell } from './page-models/app-shell';
import { editorText } from './page-models/journal-page';

const e2e = useE2E();
const { sql, registerElsewhere } = accountFixtures(e2e);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

/** Signs up, opens the app once online (the worker installs, the device pulls), then waits for the records. */
async function openAppWith(page: Page, entryTitle: string): Promise<void> {
  await page.goto('/journal');
  await new AppShell(page).expectScreen('Learning Journal');
  await waitForServiceWorkerControl(page);
  await page.getByText(entryTitle).first().waitFor();
}

async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), yourData(page).getByRole('button', { name: /Choose (a|another) file/ }).click()]);
  await chooser.setFiles(file);
}

describe('Profile → Your data', () => {
  it('exports everything offline from the device, including a change not yet synced', async () => {
    const { page, context } = e2e;
    await registerViaApi(page);
    await createEntryViaApi(page, { title: 'Closures', content: 'A closure keeps its scope.', tags: ['js'], photos: [PNG], createdAt: '2024-02-03T08:00:00.000Z' });
    await openAppWith(page, 'Closures');

    await context.setOffline(true);
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Learning Resource' });
    await dialog.getByLabel('Title').fill('Written offline');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Book' }).click();
    await dialog.getByRole('button', { name: 'Add Resource' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/profile');
    const [download] = await Promise.all([page.waitForEvent('download'), yourData(page).getByRole('button', { name: 'Export everything' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^learnlog-export-\d{4}-\d{2}-\d{2}\.zip$/);
    await yourData(page).getByText(`Saved ${download.suggestedFilename()}.`).waitFor();

    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json).toMatchObject({ format: 'learnlog-export', version: 1 });
    expect(json.entries).toEqual([expect.objectContaining({ title: 'Closures', photos: ['entries/photos/2024-02-03-closures-1.png'] })]);
    expect(json.resources).toEqual([expect.objectContaining({ title: 'Written offline', type: 'book' })]);
    const markdown = strFromU8(files['entries/2024-02-03-closures.md'] as Uint8Array);
    expect(markdown).toMatch(/^---\nid: \d+\ntitle: Closures\ndate: 2024-02-03T08:00:00.000Z\ntags:\n {2}- js\n/);
    expect(markdown).toContain('A closure keeps its scope.\n\n![Photo 1](photos/2024-02-03-closures-1.png)');
    expect(files['entries/photos/2024-02-03-closures-1.png']).toBeDefined();
  });

  it('imports a Day One export after a preview, then shows the summary and the entries', async () => {
    const { page } = e2e;
    await registerViaApi(page);
    await createResourceViaApi(page, { title: 'Warm-up', type: 'article' });
    await page.goto('/profile');
    await yourData(page).waitFor();

    await chooseFile(page, fixturePath('day-one-export.zip'));
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.innerText()).toContain('DAY ONE EXPORT');
    expect(await preview.innerText()).toContain('3 entries');
    expect((await page.request.get('/api/journal-entries').then((r) => r.json())) as unknown[]).toEqual([]);

    await preview.getByRole('button', { name: 'Import 3 new records' }).click();
    await yourData(page).getByText('Imported 3 entries.').waitFor();
    await yourData(page).getByRole('link', { name: 'Open your journal' }).click();
    await page.getByText('Pi day: floating point').waitFor();

    // The same file again: everything is already here, so Import has nothing to add.
    await page.goto('/profile');
    await chooseFile(page, fixturePath('day-one-export.zip'));
    await expect.poll(() => preview.innerText()).toContain('3 entries — 3 already here');
    expect(await preview.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
  });

  it('on a phone, the preview of an Obsidian vault lists what is left out, in the words the server answers, then imports it', async () => {
    const { page, errors } = await e2e.newSession({ viewport: VIEWPORTS.phone });
    await registerViaApi(page);
    await page.goto('/profile');
    await yourData(page).waitFor();
    const vault = Buffer.from(obsidianVault());
    await chooseFile(page, { name: 'Vault.zip', mimeType: 'application/zip', buffer: vault });
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.innerText()).toContain('MARKDOWN FILES');
    expect(await preview.innerText()).toContain('6 entries');
    const notes = await page.getByTestId('import-notes').getByRole('listitem').allInnerTexts();
    const server = await page.request.post('/api/import?preview=true', { headers: { 'content-type': 'application/zip', 'X-File-Name': 'Vault.zip' }, data: vault });
    expect(notes).toEqual(((await server.json()) as { notes: string[] }).notes);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Left out: 2 files that are not notes (1 .org: plan.org; 1 .pdf: paper.pdf); LearnLog reads Markdown (.md) and text (.txt) notes.',
        'Left out: 1 image no note shows (attachments/unused.png).',
        '1 note dated in the future comes in dated today: Someday.md.',
      ]),
    );

    await preview.getByRole('button', { name: 'Import 6 new records' }).click();
    await yourData(page).getByText('Imported 6 entries.').waitFor();
    expect(errors).toEqual([]);
  });

  it("a Seeker at today's entry limit: the preview refuses a note dated today in the limit's words, before anything is sent", async () => {
    const { page } = e2e;
    // Not the server's first account (an admin, without limits).
    await registerElsewhere('First');
    const user = await registerViaApi(page);
    sql('UPDATE users SET trialStartedAt = ? WHERE id = ?', daysAgo(20), user.id);
    await createEntryViaApi(page, { title: 'My one entry today', content: 'Written today.' });
    const usage = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user/usage' && res.ok());
    await page.goto('/profile');
    await usage;
    await yourData(page).waitFor();

    const notes = makeZip({ 'today.md': `---\ndate: ${new Date().toISOString()}\n---\nWritten today too`, 'old.md': '---\ndate: 2020-01-01\n---\nLong ago' });
    await chooseFile(page, { name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from(notes) });
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.innerText()).toContain('2 entries');
    expect(await preview.innerText()).toContain("1 entry is dated today: it counts toward today's limits.");
    expect(await preview.getByTestId('import-refusal').innerText()).toBe(MESSAGES.dailyEntryLimit);
    expect(await preview.getByRole('button', { name: 'Import 2 new records' }).isDisabled()).toBe(true);
    expect((await page.request.get('/api/journal-entries').then((r) => r.json())) as unknown[]).toHaveLength(1);
  });

  it('refuses a file that is not a zip, naming it, and writes nothing', async () => {
    const { page } = e2e;
    await registerViaApi(page);
    await page.goto('/profile');
    await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
    await expect.poll(() => yourData(page).getByRole('alert').innerText()).toBe('notes.txt: is not a zip file');
    expect(e2e.errors).toEqual([]);
  });
});

describe('the share target', () => {
  it('declares a GET share target in the manifest', async () => {
    const manifest = (await (await e2e.page.request.get('/manifest.webmanifest')).json()) as { share_target?: unknown };
    expect(manifest.share_target).toEqual({ action: '/share-target', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
  });

  it('offline, a shared link opens Add Learning Resource filled in, and a shared text opens New Entry', async () => {
    const { page, context } = e2e;
    await registerViaApi(page);
    await createEntryViaApi(page, { title: 'First', content: 'x' });
    await openAppWith(page, 'First');
    await context.setOffline(true);

    // As Android sends it: the link inside `text`, no `url`.
    await page.goto(`/share-target?title=${encodeURIComponent('Rust in 100 seconds')}&text=${encodeURIComponent('https://www.youtube.com/watch?v=5C_HPTJg5ek')}&url=`);
    const dialog = page.getByRole('dialog', { name: 'Add Learning Resource' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Rust in 100 seconds');
    expect(await dialog.getByLabel('URL (optional)').inputValue()).toBe('https://www.youtube.com/watch?v=5C_HPTJg5ek');
    expect(await dialog.getByRole('combobox', { name: 'Type' }).innerText()).toBe('Video');
    await dialog.getByRole('button', { name: 'Add Resource' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learning Resources' }).waitFor();
    await page.getByText('Rust in 100 seconds').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/resources');

    await page.goto(`/share-target?title=&text=${encodeURIComponent('Learning is not attained by chance.')}&url=`);
    const entry = page.getByRole('dialog', { name: 'New Learning Entry' });
    await entry.waitFor();
    expect(await editorText(entry.getByRole('textbox', { name: 'Content' }))).toBe('Learning is not attained by chance.');

    await context.setOffline(false);
    await eventually(
      () => page.request.get('/api/resources').then((r) => r.json() as Promise<Array<{ title: string; type: string; url: string }>>),
      (rows) => rows.some((r) => r.title === 'Rust in 100 seconds' && r.type === 'video'),
      'the shared link reaching the server',
    );
  });
});
