/**
 * Live updates in Chromium: two open devices of one learner, each controlled by the service
 * worker; an edit on one shows on the other without a reload or a visibility change, through
 * the device's event stream (the 30 s poll is only the fallback).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SYNC_EVENTS } from '@learnlog/shared';
import { newAccount, registerViaApi, TEST_PASSWORD } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { waitForServiceWorkerControl } from './support/service-worker';
import { JournalPage } from './page-models/journal-page';

const EMAIL = `live-${randomUUID().slice(0, 8)}@example.com`;
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: EMAIL } } });

/** Opens /journal under the service worker, and answers once the page's event stream is open. */
async function openControlled(page: Page): Promise<JournalPage> {
  const journal = new JournalPage(page);
  await journal.goto();
  await waitForServiceWorkerControl(page);
  const stream = page.waitForResponse((res) => res.url().includes(SYNC_EVENTS.path));
  await page.reload(); // from here on every request of the page goes through the worker
  await journal.heading.waitFor();
  const response = await stream;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  return journal;
}

describe('live updates', () => {
  it('shows an edit made on one open device on the other without a reload', async () => {
    const laptop = e2e.page;
    await registerViaApi(laptop, newAccount({ email: EMAIL }));
    const phone = (await e2e.newSession()).page;
    expect((await phone.request.post('/api/auth/login', { data: { email: EMAIL, password: TEST_PASSWORD } })).status()).toBe(200);
    const [laptopJournal, phoneJournal] = await Promise.all([openControlled(laptop), openControlled(phone)]);

    await laptopJournal.createEntry({ title: 'Written on the laptop', content: 'Closures capture variables.' });
    await phoneJournal.card('Written on the laptop').waitFor();

    await phoneJournal.openEditor('Written on the laptop');
    await phoneJournal.field('Title').fill('Edited on the phone');
    await phoneJournal.save();
    await phoneJournal.dialog.waitFor({ state: 'detached' });
    await laptopJournal.card('Edited on the phone').waitFor();
    expect(await laptopJournal.card('Written on the laptop').count()).toBe(0);
  });
});
