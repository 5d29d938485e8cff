/**
 * The learner's controls of review in Chromium (issue 35, point 2), on a phone and a desktop: a
 * revealed card stays revealed while the app's start finishes around it (the learner confirmed,
 * the start round, a live update); a sitting ends on its summary and can go on ahead; the card
 * browser edits a card's text and suspends a card, on every device; a goal's or a tag's cards make a
 * sitting.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { JournalEntry, ReviewLog } from '@learnlog/shared';
import { seriousViolations } from './support/a11y-checks';
import { newAccount, registerViaApi, TEST_PASSWORD } from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { useE2E } from './support/e2e-harness';
import { createEntryViaApi, createGoalViaApi, eventually } from './support/learner-records';

const EMAILS = Array.from({ length: 12 }, () => `review-controls-${randomUUID().slice(0, 8)}@example.com`);
const e2e = useE2E({ server: { env: { ADMIN_EMAILS: EMAILS.join(',') } } });
let nextEmail = 0;
const DAY_MS = 86_400_000;
const KEY = 'A function remembers the variables around it';
const QUESTION = 'When is a closure created?';

async function learnerWithCards(page: Page, extra: Record<string, unknown> = {}): Promise<{ email: string; entryId: number }> {
  const email = EMAILS[nextEmail++] ?? '';
  await registerViaApi(page, newAccount({ email }));
  const entry = await createEntryViaApi(page, {
    title: 'Closures in JavaScript',
    content: 'A closure keeps the **scope** it was made in.',
    keyLearning: KEY,
    questions: `- ${QUESTION}`,
    createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    ...extra,
  });
  return { email, entryId: entry.id };
}

async function openAs(viewport: { width: number; height: number }): Promise<Page> {
  return (await e2e.newSession({ viewport })).page;
}

const ratings = (page: Page) => page.getByRole('group', { name: 'How well did you remember it?' });
const reviewLogs = async (page: Page) => (await (await page.request.get('/api/review-logs')).json()) as ReviewLog[];

async function expectStillRevealed(page: Page, position: string): Promise<void> {
  expect(await ratings(page).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Show context' }).count()).toBe(0);
  await page.getByText(position).waitFor();
}

describe.each([
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const)('review controls on a %s', (_name, viewport) => {
  it('keeps a card revealed when the start confirms the learner after it (a reminder’s tap into /review)', async () => {
    const page = await openAs(viewport);
    await learnerWithCards(page);
    await page.goto('/review');
    await page.getByText('Card 1 of 2').waitFor();

    // The next start opens /review from the device at once; the server's answer to "who is signed
    // in" comes after the learner has revealed the first card (a slow phone network).
    const held: Route[] = [];
    await page.context().route('**/api/auth/user', (route) => (route.request().method() === 'GET' ? void held.push(route) : route.fallback()));
    await page.reload();
    await page.getByText('Card 1 of 2').waitFor();
    await page.keyboard.press('Space');
    await ratings(page).waitFor();
    expect(held.length).toBeGreaterThan(0);
    await page.context().unroute('**/api/auth/user');
    await Promise.all(held.map((route) => route.fallback()));
    // The confirmed learner reaches the device's copy, and the start round runs.
    await page.waitForTimeout(2_000);
    await expectStillRevealed(page, 'Card 1 of 2');
  });

  it('keeps its place and the revealed card on a slow phone through the start round, a live update and a pull', async () => {
    const page = await openAs(viewport);
    const { email } = await learnerWithCards(page);
    await page.goto('/review');
    await page.getByText('Card 1 of 2').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await page.getByText('Card 1 of 2').waitFor();
    await page.keyboard.press('Space');
    await ratings(page).waitFor();
    // Another device writes a new entry with cards: it arrives live and rebuilds the card index.
    const other = await openAs(viewport);
    expect((await other.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).status()).toBe(200);
    await createEntryViaApi(other, { title: 'Event loop', content: 'Tasks, then microtasks.', keyLearning: 'Microtasks run first', createdAt: new Date(Date.now() - 3 * DAY_MS).toISOString() });
    await page.waitForTimeout(3_000);
    await expectStillRevealed(page, 'Card 1 of 2');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1_000);
    await expectStillRevealed(page, 'Card 1 of 2');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: /^Good:/ }).click();
    await page.getByText('Card 2 of 2').waitFor();
  });

  it('ends a sitting on its summary, then studies the next cards ahead', async () => {
    const page = await openAs(viewport);
    await learnerWithCards(page);
    await page.goto('/review');
    await page.getByRole('heading', { level: 2, name: KEY }).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Good:/ }).click();
    // The question card offers its answer without revealing first.
    await page.getByRole('heading', { level: 2, name: QUESTION }).waitFor();
    await page.getByRole('button', { name: 'Answer this question' }).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Again:/ }).click();

    const summary = page.getByRole('region', { name: 'Session done' });
    await summary.waitFor();
    await summary.getByText(/^2 cards reviewed in \d+ s$/).waitFor();
    const count = async (name: string) => (await summary.getByText(name, { exact: true }).locator('xpath=following-sibling::dd').textContent())?.trim();
    expect([await count('Again'), await count('Hard'), await count('Good'), await count('Easy')]).toEqual(['1', '0', '1', '0']);
    await summary.getByText('1 day', { exact: true }).waitFor();
    await summary.getByText(/\(tomorrow\)$/).waitFor();
    await page.getByRole('heading', { name: 'Nothing to review today' }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-e35b/summary-${viewport.width}.png`, fullPage: true });

    await page.getByLabel('Review ahead').selectOption('5');
    await page.getByRole('button', { name: 'Study the next 5' }).click();
    await page.waitForURL(/\/review\?ahead=5$/);
    await page.getByText('Reviewing the next 5 cards due').waitFor();
    await page.getByText('Card 1 of 2').waitFor();
    await eventually(() => reviewLogs(page), (logs) => logs.length === 2, 'both ratings on the server');
  });

  it('edits a card’s text and suspends a card in the card browser; another device sees both', async () => {
    const page = await openAs(viewport);
    const { email, entryId } = await learnerWithCards(page);
    await page.goto('/review/cards');
    await page.getByRole('heading', { level: 1, name: 'Review cards' }).waitFor();
    await page.getByText('2 cards', { exact: true }).waitFor();
    const keyCard = page.getByRole('listitem', { name: KEY });
    await keyCard.getByText('Due today').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await keyCard.getByRole('button', { name: 'Edit' }).click();
    // While it is edited the card's text is the form's: one form is open.
    await page.getByLabel('Card text').fill('A closure remembers the variables around it');
    await page.getByRole('button', { name: 'Save card' }).click();
    const edited = page.getByRole('listitem', { name: 'A closure remembers the variables around it' });
    await edited.waitFor();
    const question = page.getByRole('listitem', { name: QUESTION });
    await question.getByRole('button', { name: 'Suspend' }).click();
    await question.getByText('Suspended', { exact: true }).waitFor();
    await question.getByRole('button', { name: 'History' }).click();
    await question.getByRole('list', { name: 'Review history' }).getByText('Suspended').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-e35b/cards-${viewport.width}.png`, fullPage: true });

    const entry = await eventually(
      async () => ((await (await page.request.get('/api/journal-entries')).json()) as JournalEntry[]).find((row) => row.id === entryId),
      (row) => row?.keyLearning === 'A closure remembers the variables around it',
      'the edited key learning on the server',
    );
    expect(entry?.questions).toBe(`- ${QUESTION}`);
    await eventually(() => reviewLogs(page), (logs) => logs.some((log) => log.rating === 'suspended'), 'the suspension on the server');
    // A suspended card is not due: today's review has only the key learning.
    await page.goto('/review');
    await page.getByText('Card 1 of 1').waitFor();
    await page.getByRole('heading', { level: 2, name: 'A closure remembers the variables around it' }).waitFor();

    // A second device builds its card index from the synced entry and log: the same cards.
    const phone = await openAs(viewport);
    expect((await phone.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).status()).toBe(200);
    await phone.goto('/review/cards');
    await phone.getByRole('listitem', { name: QUESTION }).getByText('Suspended', { exact: true }).waitFor();
    await phone.getByRole('listitem', { name: 'A closure remembers the variables around it' }).waitFor();
    await phone.getByRole('listitem', { name: QUESTION }).getByRole('button', { name: 'Resume' }).click();
    await phone.getByRole('listitem', { name: QUESTION }).getByRole('button', { name: 'Suspend' }).waitFor();
    await phone.goto('/review');
    await phone.getByText('Card 1 of 2').waitFor();
  });

  it('reviews one goal’s cards from the goal’s page, and one tag’s from the journal', async () => {
    const page = await openAs(viewport);
    const email = EMAILS[nextEmail++] ?? '';
    await registerViaApi(page, newAccount({ email }));
    const goal = await createGoalViaApi(page, { title: 'Master JavaScript' });
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
    await createEntryViaApi(page, { title: 'Closures', content: 'c', keyLearning: KEY, questions: QUESTION, linkedGoals: [goal.id], createdAt: twoDaysAgo });
    await createEntryViaApi(page, { title: 'Rust ownership', content: 'r', keyLearning: 'One owner at a time', tags: ['rust'], createdAt: twoDaysAgo });
    await page.goto(`/goals/${goal.id}`);
    await page.getByRole('link', { name: 'Review these cards (2)' }).click();
    await page.waitForURL(new RegExp(`/review\\?goal=${goal.id}$`));
    await page.getByText('Reviewing the goal “Master JavaScript”').waitFor();
    await page.getByText('Card 1 of 2').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-e35b/goal-${viewport.width}.png`, fullPage: true });
    const seen: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      seen.push((await page.locator('#review-card-text').textContent()) ?? '');
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: /^Easy:/ }).click();
    }
    expect(seen.sort()).toEqual([KEY, QUESTION].sort());
    await page.getByRole('region', { name: 'Session done' }).waitFor();
    // Today's review still holds the other entry's card.
    await page.getByText('1 more card is due today.').waitFor();

    // A tag's entries, from the journal filtered by it.
    await page.goto('/journal?tag=rust');
    await page.getByRole('link', { name: 'Review the cards tagged #rust' }).click();
    await page.getByText('Reviewing entries tagged #rust').waitFor();
    await page.getByText('Card 1 of 1').waitFor();
    await page.getByRole('heading', { level: 2, name: 'One owner at a time' }).waitFor();
  });
});
