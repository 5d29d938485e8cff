/**
 * The learner's controls of review in Chromium (issue 35, point 2): a revealed card stays revealed
 * while the app's start finishes around it.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi } from './support/learner-records';

const e2e = useE2E({ context: { viewport: { width: 390, height: 844 } } });
const DAY_MS = 86_400_000;

async function learnerWithCards(page: Page): Promise<void> {
  await registerViaApi(page, newAccount({ email: `review-controls-${randomUUID().slice(0, 8)}@example.com` }));
  await createEntryViaApi(page, {
    title: 'Closures in JavaScript',
    content: 'A closure keeps the **scope** it was made in.',
    keyLearning: 'A function remembers the variables around it',
    questions: '- When is a closure created?',
    createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  });
}

const revealedRatings = (page: Page) => page.getByRole('group', { name: 'How well did you remember it?' });

describe('review controls', () => {
  it('keeps a card revealed when the start confirms the learner after it (a reminder’s tap into /review)', async () => {
    const { page, context } = e2e;
    await learnerWithCards(page);
    await page.goto('/review');
    await page.getByText('Card 1 of 2').waitFor();

    // The next start opens /review from the device at once; the server's answer to "who is signed
    // in" comes after the learner has revealed the first card (a slow phone network).
    const held: Route[] = [];
    await context.route('**/api/auth/user', (route) => (route.request().method() === 'GET' ? void held.push(route) : route.fallback()));
    await page.reload();
    await page.getByText('Card 1 of 2').waitFor();
    await page.keyboard.press('Space');
    await revealedRatings(page).waitFor();
    expect(held.length).toBeGreaterThan(0);
    await context.unroute('**/api/auth/user');
    await Promise.all(held.map((route) => route.fallback()));
    // The confirmed learner reaches the device's copy, and the start round runs.
    await page.waitForTimeout(2_000);
    expect(await revealedRatings(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show context' }).count()).toBe(0);
    await page.getByText('Card 1 of 2').waitFor();
  });
});
