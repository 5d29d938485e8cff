/**
 * A saved entry's card is drawn from the click, not from the device database: here the
 * database is held busy by another transaction, so the card can only come from the entry on
 * its way; once the database is free the same card stays, once, and the entry is stored.
 */
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { JOURNAL_ADMIN_EMAILS, signUpAdmin } from './support/journal-fixtures';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E({ server: { env: { ADMIN_EMAILS: JOURNAL_ADMIN_EMAILS.join(',') } } });

type HoldWindow = Window & { __hold?: { release: () => void; stored: () => Promise<string[]> } };

/** In the page: keeps a readwrite transaction on the learner's entries open until released. */
async function holdEntries(): Promise<void> {
  const name = (await indexedDB.databases()).map((info) => info.name).find((n) => n && /^learnlog-\d+$/.test(n));
  if (!name) throw new Error('no learner database');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let held = true;
  // Opened before the save: the app's transaction on the entries waits until this one ends.
  const store = db.transaction('entries', 'readwrite').objectStore('entries');
  // A transaction stays open while it has a request outstanding: ask again on every answer.
  const spin = () => {
    if (held) store.count().onsuccess = spin;
  };
  spin();
  const stored = () =>
    new Promise<string[]>((resolve) => {
      const all = db.transaction('entries').objectStore('entries').getAll();
      all.onsuccess = () => resolve((all.result as { title: string }[]).map((entry) => entry.title));
    });
  (window as HoldWindow).__hold = { release: () => (held = false), stored };
}

describe('journal: a saved entry on its way', () => {
  it('shows its card while the device database is still busy, and keeps one card once it is stored', async () => {
    await signUpAdmin(e2e.page);
    const journal = new JournalPage(e2e.page);
    await journal.goto();
    await journal.emptyState('No journal entries yet').waitFor();
    await journal.newEntryButton.click();
    await journal.fillEntry({ title: 'Drawn before stored', content: 'The card comes from the click.' });

    await e2e.page.evaluate(holdEntries);
    await journal.save();
    // The dialog hides the list from the accessibility tree while it closes: find the card by its markup.
    const card = e2e.page.locator('[role=feed] article', { has: e2e.page.locator('h2', { hasText: 'Drawn before stored' }) });
    await card.waitFor();
    expect(await card.innerText()).toContain('The card comes from the click.');
    // (Nothing can read or write the entries while they are held, so the database cannot have it yet.)

    await e2e.page.evaluate(() => (window as HoldWindow).__hold?.release());
    await journal.toast('Journal entry created').waitFor();
    await journal.dialog.waitFor({ state: 'detached' });
    expect(await e2e.page.evaluate(() => (window as HoldWindow).__hold?.stored())).toEqual(['Drawn before stored']);
    expect(await journal.cardTitles()).toEqual(['Drawn before stored']);
    expect(e2e.errors).toEqual([]);
  });
});
