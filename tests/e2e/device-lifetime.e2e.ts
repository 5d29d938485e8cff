/**
 * How the device session lives with the browser (issue 30): a database some other page holds
 * turns the skeleton into a way forward instead of a wait for good, keeping the queued changes;
 * a fresh load starts at the top of the screen.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi, eventually } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E();

describe('the device session', () => {
  it('says why when the device database stays busy, offers a reload, carries on once it is free and loses no queued change', async () => {
    const { page, context } = e2e;
    const user = await registerViaApi(page, newAccount());
    const journal = new JournalPage(page);
    await journal.goto();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await journal.createEntry({ title: 'Queued while another tab held the storage', content: 'Kept on the device.' });

    // Another page keeps a write transaction on the device's settings open (as a page frozen in
    // WebKit's back/forward cache did).
    const holder = await context.newPage();
    await holder.goto('/journal');
    await holder.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => {
            const store = request.result.transaction('meta', 'readwrite').objectStore('meta');
            const spin = () => (store.get('nothing').onsuccess = spin);
            spin();
            resolve();
          };
        }),
      `learnlog-${user.id}`,
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Your journal can’t open right now' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').innerText()).toContain('the changes waiting to sync are safe on this device');
    expect(await page.getByRole('button', { name: 'Reload LearnLog' }).isVisible()).toBe(true);
    await holder.close();

    // Once the storage is free the app carries on by itself, the queued change still there.
    await journal.card('Queued while another tab held the storage').waitFor();
    await context.setOffline(false);
    await eventually(
      async () => (await (await page.request.get('/api/journal-entries')).json()) as { title: string }[],
      (entries) => entries.some((entry) => entry.title === 'Queued while another tab held the storage'),
      'the queued entry on the server',
    );
  }, 90_000);

  it('starts a fresh load at the top, not where the last page was left', async () => {
    const { page } = e2e;
    await registerViaApi(page, newAccount());
    for (let i = 1; i <= 24; i += 1) await createEntryViaApi(page, { title: `Note ${i}`, content: 'Line one\n\nLine two\n\nLine three' });
    const journal = new JournalPage(page);
    await journal.goto();
    await journal.card('Note 24').waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);

    await page.goto('/journal');
    await journal.card('Note 24').waitFor();
    await page.waitForTimeout(300); // the router restores a saved position in the frame after its first render
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
