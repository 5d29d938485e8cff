/**
 * What the journal browser tests share: accounts without a daily limit (admins), entries made
 * through the API, reads of what the server holds, and list and accessibility checks.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { JournalEntry } from '@learnlog/shared';
import { newAccount, registerViaApi } from './accounts';
import type { JournalPage } from '../page-models/journal-page';

/** Admins have no daily limit; most tests write several entries, so they sign up as one. */
export const JOURNAL_ADMIN_EMAILS = Array.from({ length: 30 }, (_, i) => `journal-admin-${i}@example.com`);
let adminsUsed = 0;

export async function signUpAdmin(page: Page): Promise<void> {
  const email = JOURNAL_ADMIN_EMAILS[adminsUsed++];
  if (!email) throw new Error('add more ADMIN_EMAILS');
  await registerViaApi(page, newAccount({ email }));
}

export async function serverEntries(page: Page): Promise<JournalEntry[]> {
  const response = await page.request.get('/api/journal-entries');
  if (!response.ok()) throw new Error(`GET /api/journal-entries answered ${response.status()}`);
  return (await response.json()) as JournalEntry[];
}

/** Waits until the server's list satisfies `check` (the app pushes on its own schedule). */
export async function waitForServer(page: Page, check: (entries: JournalEntry[]) => boolean): Promise<JournalEntry[]> {
  for (let i = 0; i < 100; i++) {
    const entries = await serverEntries(page);
    if (check(entries)) return entries;
    await page.waitForTimeout(100);
  }
  throw new Error(`the server never got there: ${JSON.stringify((await serverEntries(page)).map((e) => e.title))}`);
}

export async function postEntry(page: Page, entry: { title: string; content: string; tags: string[] }): Promise<void> {
  const response = await page.request.post('/api/journal-entries', { data: entry });
  if (response.status() !== 201) throw new Error(`POST answered ${response.status()}: ${await response.text()}`);
}

export async function expectTitles(journal: JournalPage, titles: string[]): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (JSON.stringify(await journal.cardTitles()) === JSON.stringify(titles)) return;
    await journal.page.waitForTimeout(100);
  }
  expect(await journal.cardTitles()).toEqual(titles);
}
