/**
 * Review in Chromium (issue 15): an entry written two days ago comes up on /review, Good sends its
 * card days ahead and out of today's queue; a review made offline survives an offline reload and
 * reaches the server exactly once; a second device sees the new schedule.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReviewLog } from '@learnlog/shared';
import { newAccount, registerViaApi, TEST_PASSWORD } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi, eventually } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';

const EMAILS = Array.from({ length: 3 }, () => `review-${randomUUID().slice(0, 8)}@example.com`);
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: EMAILS.join(',') } }, context: { viewport: { width: 390, height: 844 } } });
let nextEmail = 0;
const DAY_MS = 86_400_000;

async function learnerWithOldEntry(page: Page): Promise<string> {
  const email = EMAILS[nextEmail++] ?? '';
  await registerViaApi(page, newAccount({ email }));
  await createEntryViaApi(page, {
    title: 'Closures in JavaScript',
    content: 'A closure keeps the **scope** it was made in.\n\nMore notes below.',
    keyLearning: 'A function remembers the variables around it',
    questions: '- When is a closure created?',
    createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  });
  return email;
}

const reviewLogs = async (page: Page) => (await (await page.request.get('/api/review-logs')).json()) as ReviewLog[];
const cardText = (page: Page) => page.getByRole('heading', { level: 2, name: /function remembers|closure created/ });

describe('review', () => {
  it('shows a two-day-old entry’s cards; Good sends one days ahead and out of today', async () => {
    const { page } = e2e;
    await learnerWithOldEntry(page);
    // Before any review: the cards due and no "0-day streak", nor a dot dangling between them.
    await page.goto('/');
    await page.getByTestId('review-due').getByText('2 cards to review today').waitFor();
    expect(await page.getByTestId('review-due').textContent()).toBe('2 cards to review today');
    await page.goto('/review');
    await page.getByRole('heading', { level: 2, name: 'A function remembers the variables around it' }).waitFor();
    await page.getByText('Card 1 of 2').waitFor();

    await page.keyboard.press('Space');
    await page.getByRole('link', { name: 'Closures in JavaScript' }).waitFor();
    expect(await page.getByRole('link', { name: 'Closures in JavaScript' }).getAttribute('href')).toMatch(/^\/journal\/entry\/\d+$/);
    expect(await page.getByText('scope', { exact: true }).evaluate((el) => el.tagName)).toBe('STRONG');
    const good = page.getByRole('button', { name: /^Good: back in \d+ days$/ });
    expect(await good.getAttribute('aria-label')).toMatch(/in (2|3|4) days/);
    await good.click();

    await page.getByRole('heading', { level: 2, name: 'When is a closure created?' }).waitFor();
    await page.getByRole('button', { name: 'Show context' }).click();
    await page.getByRole('button', { name: 'Answer' }).click();
    await page.getByLabel('Your answer').fill('When the function is made.');
    await page.getByRole('button', { name: 'Add answer' }).click();

    await page.getByRole('heading', { name: 'Nothing to review today' }).waitFor();
    await page.getByText(/The next card is due on .+ \(in \d+ days\)/).waitFor();
    const logs = await eventually(() => reviewLogs(page), (list) => list.length === 2, 'both reviews on the server');
    expect(logs.map((log) => log.rating).sort()).toEqual(['answered', 'good']);

    await page.reload();
    await page.getByRole('heading', { name: 'Nothing to review today' }).waitFor();
    await page.goto('/');
    await page.getByTestId('review-due').getByText('Nothing to review today').waitFor();
    expect(await page.getByTestId('review-due').textContent()).toContain('1-day review streak');
  });

  it('reviews offline, survives an offline reload, sends exactly one log row, and a second device sees the schedule', async () => {
    const { page, context } = e2e;
    const email = await learnerWithOldEntry(page);
    await page.goto('/review');
    await cardText(page).first().waitFor();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);

    await page.keyboard.press('Space');
    await page.keyboard.press('3'); // Good
    await page.getByRole('heading', { level: 2, name: 'When is a closure created?' }).waitFor();
    // The learner sees the rating kept on the device before reloading.
    await page.getByRole('button', { name: /^Offline — 1 change saved on this device/ }).waitFor();
    await page.reload();
    // Only the question is left today: the rating is kept on the device.
    await page.getByRole('heading', { level: 2, name: 'When is a closure created?' }).waitFor();
    await page.getByText('Card 1 of 1').waitFor();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const logs = await eventually(() => reviewLogs(page), (list) => list.length >= 1, 'the offline review on the server');
    // Give a duplicate every chance to arrive before counting.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1_500);
    expect(await reviewLogs(page)).toHaveLength(1);
    expect(logs[0]).toMatchObject({ cardKey: 'key', rating: 'good' });

    const phone = (await e2e.newSession()).page;
    expect((await phone.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).status()).toBe(200);
    await phone.goto('/review');
    await phone.getByRole('heading', { level: 2, name: 'When is a closure created?' }).waitFor();
    await phone.getByText('Card 1 of 1').waitFor();
  });
});
