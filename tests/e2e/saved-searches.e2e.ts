/**
 * Saved searches in Chromium: save the journal's search and filters under a name, see its chip,
 * apply it again, and find it on the learner's other device after sync.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi, TEST_PASSWORD } from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi } from './support/learner-records';
import { JournalPage } from './page-models/journal-page';

const EMAIL = `saved-${randomUUID().slice(0, 8)}@example.com`;
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: EMAIL } } });
// Screens for the lead to look at, outside the repository; unset, none are taken.
const SHOTS = process.env.SAVED_SEARCH_SHOTS;

describe('saved searches', () => {
  it('saves a search, applies it from its chip, and shows it on another device', async () => {
    const laptop = e2e.page;
    await registerViaApi(laptop, newAccount({ email: EMAIL }));
    await createEntryViaApi(laptop, { title: 'Closures in JavaScript', content: 'A closure keeps its scope.', tags: ['js'] });
    await createEntryViaApi(laptop, { title: 'Rust ownership', content: 'Borrowing rules.', tags: ['rust'] });
    const journal = new JournalPage(laptop);
    await journal.goto();
    await journal.card('Rust ownership').waitFor();

    await journal.search.fill('closures');
    await journal.card('Rust ownership').waitFor({ state: 'detached' });
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await laptop.screenshot({ path: `${SHOTS}/saved-desktop-save.png` });
    }
    await laptop.getByRole('button', { name: 'Save search' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Save search' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('closures');
    if (SHOTS) await laptop.screenshot({ path: `${SHOTS}/saved-desktop-dialog.png` });
    await dialog.getByLabel('Name').fill('JS closures');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = laptop.getByRole('list', { name: 'Saved searches' });
    const chip = saved.getByRole('button', { name: 'JS closures', exact: true });
    await chip.waitFor();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    if (SHOTS) await laptop.screenshot({ path: `${SHOTS}/saved-desktop.png` });

    await journal.search.fill('');
    await journal.card('Rust ownership').waitFor();
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await chip.click();
    await journal.card('Rust ownership').waitFor({ state: 'detached' });
    expect(await journal.search.inputValue()).toBe('closures');
    expect(new URL(laptop.url()).searchParams.get('q')).toBe('closures');

    const phone = (await e2e.newSession({ viewport: VIEWPORTS.phone })).page;
    expect((await phone.request.post('/api/auth/login', { data: { email: EMAIL, password: TEST_PASSWORD } })).status()).toBe(200);
    const other = new JournalPage(phone);
    await other.goto();
    const phoneChip = phone.getByRole('list', { name: 'Saved searches' }).getByRole('button', { name: 'JS closures', exact: true });
    await phoneChip.waitFor();
    await phoneChip.click();
    await other.card('Closures in JavaScript').waitFor();
    await other.card('Rust ownership').waitFor({ state: 'detached' });
    if (SHOTS) {
      await phone.screenshot({ path: `${SHOTS}/saved-phone.png` });
      await phone.getByRole('button', { name: 'Options for JS closures' }).click();
      await phone.getByRole('menuitem', { name: 'Rename' }).waitFor();
      await phone.screenshot({ path: `${SHOTS}/saved-phone-menu.png` });
      await phone.keyboard.press('Escape');
      // Filters alone (a tag, no text) are saved too, under a plain name.
      await other.search.fill('');
      await other.tagChip('rust').click();
      await phone.getByRole('button', { name: 'Save search' }).click();
      await phone.screenshot({ path: `${SHOTS}/saved-phone-dialog.png` });
    }
  });
});
