/**
 * The sync engine tells the learner everything (issue 13), in Chromium: what the service
 * worker's Background Sync did waits on the device until a page shows it; after the session ends
 * the panel's Sign in reaches the form and the queue goes out without a reload; and a server that
 * is down is not called "Offline".
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SYNC_HEADERS, type JournalEntry } from '@learnlog/shared';
import { newAccount, registerViaApi } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi, eventually } from './support/learner-records';
import { fireBackgroundSync, waitForServiceWorkerControl } from './support/service-worker';
import { JournalPage } from './page-models/journal-page';
import { LoginPage } from './page-models/login-page';

const e2e = useE2E();

async function serverEntries(page: Page): Promise<JournalEntry[]> {
  const response = await page.request.get('/api/journal-entries');
  if (!response.ok()) throw new Error(`GET /api/journal-entries answered ${response.status()}`);
  return (await response.json()) as JournalEntry[];
}

const indicator = (page: Page, name: RegExp) => page.getByRole('button', { name });

describe('what sync tells the learner', () => {
  it('shows the conflict copy the service worker saved once a page of the app opens', async () => {
    const { page, context, server } = e2e;
    await registerViaApi(page);
    const entry = await createEntryViaApi(page, { title: 'Closures', content: 'v0' });
    const journal = new JournalPage(page);
    await journal.goto();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await journal.openEditor('Closures');
    await journal.contentField.fill('Written on the phone');
    await journal.save();
    await journal.dialog.waitFor({ state: 'detached' });
    // Offline the entry has not left the device: the toast says so, not "updated successfully".
    expect(await journal.toast('Journal entry updated').innerText()).toContain('Saved on this device — it will sync when you’re online.');
    await page.close(); // only the worker is left to send it

    // Meanwhile the laptop changed the same text.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const laptop = await fetch(`${server.baseUrl}/api/journal-entries/${entry.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, cookie, [SYNC_HEADERS.idempotencyKey]: randomUUID(), [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) },
      body: JSON.stringify({ content: 'Written on the laptop' }),
    });
    expect(laptop.status).toBe(200);

    await context.setOffline(false);
    const probe = await fireBackgroundSync(context);
    const stored = await eventually(() => serverEntries(probe), (list) => list.length === 2, 'the conflict copy sent by the worker');
    expect(stored.map((e) => e.content).sort()).toEqual(['Written on the laptop', 'Written on the phone']);

    const reopened = new JournalPage(await context.newPage());
    await reopened.goto();
    const toast = reopened.toast('Conflict copy saved');
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.innerText()).toContain('changed on another device');
  });

  it('after the session ends, Sign in reaches the form and the queue goes out at once, without a reload', async () => {
    const { page, context } = e2e;
    const account = newAccount();
    await registerViaApi(page, account);
    const journal = new JournalPage(page);
    await journal.goto();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await context.clearCookies(); // the session is gone
    await journal.createEntry({ title: 'Written after the session ended', content: 'Kept on the device until I sign in.' });
    await journal.toast('Sign in again to sync').waitFor({ timeout: 20_000 });
    // A session ended elsewhere is not a fault: the header says what to do, and the sign-in page why.
    await indicator(page, /^Signed out — sign in again to sync$/).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();

    const login = new LoginPage(page);
    await login.tab('Sign in').waitFor();
    await page.getByRole('status').filter({ hasText: 'You were signed out (from another device, or the session expired).' }).waitFor();
    await login.signIn(account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    const entries = await eventually(() => serverEntries(page), (list) => list.length === 1, 'the queued entry after signing in');
    expect(entries.map((e) => e.title)).toEqual(['Written after the session ended']);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await indicator(page, /^All changes synced$/).waitFor({ timeout: 20_000 });
  });

  it('says the server can’t be reached, not "Offline", when only the server is down', async () => {
    // No service worker: the page's own requests are the ones made to fail.
    const { page } = await e2e.newSession({ serviceWorkers: 'block' });
    await registerViaApi(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await journal.createEntry({ title: 'Written while the server is down', content: 'x' });
    await indicator(page, /^Can’t reach the server — 1 change saved on this device$/).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await page.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await indicator(page, /^All changes synced$/).waitFor({ timeout: 20_000 });
  });
});
