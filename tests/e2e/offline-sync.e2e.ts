/**
 * Offline-first in Chromium (issue 4): work written with no network survives a reload and
 * reaches the server once; two devices of one learner see each other's changes; and a change
 * queued in a tab that was closed still goes out through the service worker's Background Sync.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SYNC_HEADERS, type JournalEntry, type LearningGoal, type Resource } from '@learnlog/shared';
import { newAccount, registerViaApi, TEST_PASSWORD } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { eventually } from './support/learner-records';
import { fireBackgroundSync, waitForServiceWorkerControl } from './support/service-worker';
import { JournalPage } from './page-models/journal-page';
import { GoalsScreen, ResourcesScreen, choose } from './page-models/daily-screens';

// Admins have no daily limits, so each test may write as much as it needs.
const EMAILS = Array.from({ length: 6 }, () => `sync-${randomUUID().slice(0, 8)}@example.com`);
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: EMAILS.join(',') } } });
let nextEmail = 0;

async function signUp(page: Page): Promise<string> {
  const email = EMAILS[nextEmail++] ?? '';
  await registerViaApi(page, newAccount({ email }));
  return email;
}

async function serverList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T[];
}

type Scope = ReturnType<Page['locator']>;
const pendingMarker = (scope: Scope) => scope.getByTitle('Not on the server yet');

/** Waits until the record shows and its change has reached the server (its marker went away). */
async function shownAndSynced(card: Scope): Promise<void> {
  await card.waitFor();
  await pendingMarker(card).waitFor({ state: 'detached', timeout: 20_000 });
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

describe('offline-first in the browser', () => {
  it('keeps an entry, a resource and a goal made and edited offline through a reload, then sends each once', async () => {
    const { page, context } = e2e;
    await signUp(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await waitForServiceWorkerControl(page);
    await goOffline(context, page);

    await journal.createEntry({ title: 'Offline notes', content: 'First draft', tags: ['train'] });
    await journal.openEditor('Offline notes');
    await journal.contentField.fill('Edited with no signal');
    await journal.save();
    await journal.dialog.waitFor({ state: 'detached' });
    await journal.backToList();

    const resources = new ResourcesScreen(page);
    await page.getByRole('link', { name: 'Resources', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Learning Resources' }).waitFor();
    await resources.addResource({ title: 'SICP', type: 'Book' });
    await resources.setStatus('SICP', 'In Progress');

    const goals = new GoalsScreen(page);
    await page.getByRole('link', { name: 'Learning Goals', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Learning Goals' }).waitFor();
    await page.getByRole('button', { name: 'New Goal' }).click();
    await goals.dialog.getByLabel('Title', { exact: true }).fill('Finish SICP');
    await choose(page, goals.dialog, 'Priority', 'High');
    await goals.dialog.getByRole('button', { name: 'Create Goal' }).click();
    await goals.dialog.waitFor({ state: 'detached' });
    await pendingMarker(goals.card('Finish SICP')).waitFor();

    // The precached shell and the device database bring everything back with no network.
    await page.reload();
    await goals.card('Finish SICP').waitFor();
    await pendingMarker(goals.card('Finish SICP')).waitFor();
    await resources.goto(); // a navigation while offline: the worker serves the shell
    await pendingMarker(resources.card('SICP')).waitFor();
    await journal.goto();
    const card = journal.card('Offline notes');
    expect(await card.innerText()).toContain('Edited with no signal');
    await pendingMarker(card).waitFor();

    await context.setOffline(false);
    await shownAndSynced(card);
    const entries = await eventually(() => serverList<JournalEntry>(page, '/api/journal-entries'), (list) => list.length > 0, 'the entry on the server');
    expect(entries.map((e) => [e.title, e.content, e.tags])).toEqual([['Offline notes', 'Edited with no signal', ['train']]]);
    const books = await eventually(() => serverList<Resource>(page, '/api/resources'), (list) => list.length > 0, 'the resource on the server');
    expect(books.map((r) => [r.title, r.type, r.status])).toEqual([['SICP', 'book', 'in-progress']]);
    const aims = await eventually(() => serverList<LearningGoal>(page, '/api/learning-goals'), (list) => list.length > 0, 'the goal on the server');
    expect(aims.map((g) => [g.title, g.priority])).toEqual([['Finish SICP', 'high']]);
  });

  it('shows each device of one learner what the other wrote', async () => {
    const laptop = e2e.page;
    const email = await signUp(laptop);
    const phone = (await e2e.newSession()).page;
    const login = await phone.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } });
    expect(login.status()).toBe(200);

    const laptopJournal = new JournalPage(laptop);
    const phoneJournal = new JournalPage(phone);
    await Promise.all([laptopJournal.goto(), phoneJournal.goto()]);

    await laptopJournal.createEntry({ title: 'Written on the laptop', content: 'Closures capture variables.' });
    await shownAndSynced(laptopJournal.card('Written on the laptop'));
    // The open phone catches up when it comes back into view (one of the sync triggers).
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await phoneJournal.card('Written on the laptop').waitFor({ timeout: 20_000 });

    await phoneJournal.openEditor('Written on the laptop');
    await phoneJournal.field('Title').fill('Edited on the phone');
    await phoneJournal.save();
    await phoneJournal.dialog.waitFor({ state: 'detached' });
    await phoneJournal.backToList();
    await shownAndSynced(phoneJournal.card('Edited on the phone'));
    await laptop.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await laptopJournal.card('Edited on the phone').waitFor({ timeout: 20_000 });
    expect(await laptopJournal.card('Written on the laptop').count()).toBe(0);
  });

  it('sends a change queued in a closed tab through Background Sync', async () => {
    const { page, context } = e2e;
    await signUp(page);
    const journal = new JournalPage(page);
    await journal.goto();
    await waitForServiceWorkerControl(page);
    await goOffline(context, page);
    await journal.createEntry({ title: 'Left in the outbox', content: 'The tab closes before the train leaves the tunnel.' });
    await pendingMarker(journal.card('Left in the outbox')).waitFor();
    await page.close();
    await context.setOffline(false);

    // No page of the app is open now: only the worker can send it.
    const probe = await fireBackgroundSync(context);

    const entries = await eventually(() => serverList<JournalEntry>(probe, '/api/journal-entries'), (list) => list.length > 0, 'the entry sent by the worker');
    expect(entries.map((e) => e.title)).toEqual(['Left in the outbox']);
  });

  it('keeps an entry the daily limit refused, marked, and sends it after an upgrade', async () => {
    const { page, context, server } = e2e;
    if (nextEmail === 0) await signUp(await context.newPage()); // the first account is an admin: use it up
    const seeker = await registerViaApi(page);
    // Past the trial (which has no daily limit): a seeker's one entry a day.
    const expire = new Database(server.databasePath, { timeout: 5_000 });
    expire.prepare('UPDATE users SET trialStartedAt = ? WHERE id = ?').run(new Date(Date.now() - 20 * 86_400_000).toISOString(), seeker.id);
    expire.close();
    const journal = new JournalPage(page);
    await journal.goto();
    await waitForServiceWorkerControl(page);
    await goOffline(context, page);
    await journal.createEntry({ title: 'Written on the plane', content: 'Offline, so the limit could not be checked.' });

    // Meanwhile another device used today's one free entry.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const other = await fetch(`${server.baseUrl}/api/journal-entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, cookie, [SYNC_HEADERS.idempotencyKey]: randomUUID(), [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) },
      body: JSON.stringify({ title: 'Written on the laptop', content: 'First of the day.' }),
    });
    expect(other.status).toBe(201);

    await context.setOffline(false);
    const card = journal.card('Written on the plane');
    await card.getByText('Not synced: daily limit reached').waitFor({ timeout: 20_000 });
    expect((await serverList<JournalEntry>(page, '/api/journal-entries')).map((e) => e.title)).toEqual(['Written on the laptop']);

    const db = new Database(server.databasePath, { timeout: 5_000 });
    db.prepare("UPDATE users SET lifetimeAccess = 1, subscriptionType = 'beta' WHERE id = ?").run(seeker.id);
    db.close();
    await page.reload(); // the app reads the learner's new plan and offers the refused entry again
    await journal.heading.waitFor();
    const entries = await eventually(() => serverList<JournalEntry>(page, '/api/journal-entries'), (list) => list.length === 2, 'the refused entry after the upgrade');
    expect(entries.map((e) => e.title).sort()).toEqual(['Written on the laptop', 'Written on the plane']);
    await card.getByText('Not synced: daily limit reached').waitFor({ state: 'detached' });
  });
});
