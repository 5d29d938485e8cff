/**
 * The Pro features in the browser: AI summaries (with the built-in summariser: no key here),
 * premium templates (browse, search, favourite, use, offline copy) and learn plans (create,
 * edit, detail, delete, offline). The first account on the server is an admin, so it has Pro;
 * a later account is a seeker on trial and sees the upsells.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AiSummariesResponse, LearnPlan, PremiumTemplate, TemplateCategory } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { newAccount, registerViaApi } from './support/accounts';
import { AppShell } from './page-models/app-shell';
import { editorText } from './page-models/journal-page';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

const e2e = useE2E();
const { sql } = accountFixtures(e2e);

const ADMIN = newAccount({ firstName: 'Pro', lastName: 'Admin' });
let adminRegistered = false;

/** Signs the page in as the server's first account (an admin, so it has every Pro feature). */
async function signInAsAdmin(page: Page): Promise<void> {
  if (!adminRegistered) {
    const user = await registerViaApi(page, ADMIN);
    expect(user.isAdmin).toBe(true);
    adminRegistered = true;
    return;
  }
  const response = await page.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.status()).toBe(200);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** Waits until the locator matches exactly `n` elements (the grid re-renders after a click). */
async function expectCount(locator: Locator, n: number): Promise<void> {
  for (let tries = 0; tries < 50 && (await locator.count()) !== n; tries += 1) await locator.page().waitForTimeout(100);
  expect(await locator.count()).toBe(n);
}

/** The learner's entry with this title once the server has it. */
async function eventuallyEntry(page: Page, title: string): Promise<{ content: string; tags: string[] }> {
  for (let i = 0; i < 100; i++) {
    const entries = (await (await page.request.get('/api/journal-entries')).json()) as { title: string; content: string; tags: string[] }[];
    const found = entries.find((e) => e.title === title);
    if (found) return found;
    await page.waitForTimeout(100);
  }
  throw new Error(`${title} never reached the server`);
}

describe('Pro features', () => {
  it('opens every Pro screen during the trial, and shows the upsell to a scholar after it', async () => {
    await signInAsAdmin(e2e.page);
    const trial = await e2e.newSession();
    await registerViaApi(trial.page);
    await trial.page.goto('/learn-plans');
    await new AppShell(trial.page).expectScreen('Learn Plans');
    await trial.page.getByText('No Learn Plans Yet').waitFor();

    const seeker = await e2e.newSession();
    const scholar = await registerViaApi(seeker.page);
    sql("UPDATE users SET subscriptionType = 'scholar', trialStartedAt = ? WHERE id = ?", daysAgo(20), scholar.id);
    const shell = new AppShell(seeker.page);
    for (const [path, heading, upsell] of [
      ['/learn-plans', 'Learn Plans', 'Learn Plans - Premium Feature'],
      ['/ai-summaries', 'AI Learning Summaries', 'AI Summaries - Premium Feature'],
      ['/premium-templates', 'Premium Templates', 'Premium Templates - Premium Feature'],
    ] as const) {
      await seeker.page.goto(path);
      await shell.expectScreen(heading);
      await seeker.page.getByRole('heading', { level: 2, name: upsell, exact: true }).waitFor();
      expect(await seeker.page.getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).toBe('/pricing');
    }
    expect(seeker.errors).toEqual([]);
  });

  it('generates weekly and monthly summaries with the built-in summariser, marks one read, and reads them offline', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    await apiPost(page, '/api/journal-entries', { title: 'Ownership in Rust', content: 'Every value has one owner.', keyLearning: 'One owner per value', tags: ['rust'] });
    await apiPost(page, '/api/journal-entries', { title: 'Borrowing', content: 'Why can there be only one mutable reference?', tags: ['rust'] });

    await page.goto('/ai-summaries');
    await new AppShell(page).expectScreen('AI Learning Summaries');
    await page.getByText('No summaries yet').waitFor();
    expect(await page.getByTestId('summary-usage').innerText()).toBe('3 monthly summaries remaining');

    await page.getByRole('button', { name: 'Generate Weekly Summary' }).click();
    const summary = page.getByRole('article', { name: /Weekly Learning Summary.*unread/ });
    await summary.waitFor();
    // How it was made is a label; the first insight is an insight.
    expect(await summary.getByText('Basic summary · made without an AI provider').count()).toBe(1);
    expect(await summary.getByRole('listitem').first().innerText()).toBe('One owner per value');
    expect(await summary.getByText('2 entries analyzed').count()).toBe(1);
    expect(await summary.getByRole('listitem').filter({ hasText: /^rust$/ }).count()).toBe(1);
    // A weekly summary does not count against the monthly allowance; a monthly one does.
    expect(await page.getByTestId('summary-usage').innerText()).toBe('3 monthly summaries remaining');
    await page.getByRole('button', { name: 'Generate Monthly Summary' }).click();
    const monthly = page.getByRole('article', { name: /Monthly Learning Summary/ });
    await monthly.getByText('You wrote 2 entries across 1 week this month.').waitFor();
    await page.getByTestId('summary-usage').filter({ hasText: '2 monthly summaries remaining' }).waitFor();

    await summary.getByRole('button', { name: 'Mark as read' }).click();
    const read = page.getByRole('article', { name: /Weekly Learning Summary/ });
    await read.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    expect(await read.getAttribute('data-unread')).toBeNull();
    const stored = await apiGet<AiSummariesResponse>(page, '/api/ai/summaries');
    expect(stored.summaries.map((s) => [s.summaryType, s.source, s.isRead])).toEqual([
      ['monthly', 'basic', false],
      ['weekly', 'basic', true],
    ]);

    // Made online, kept on the device: readable offline, with generating held until a connection.
    await waitForServiceWorkerControl(page);
    await e2e.context.setOffline(true);
    await page.reload();
    await page.getByText("You're offline. These are the summaries kept on this device", { exact: false }).waitFor();
    await page.getByRole('article', { name: /Monthly Learning Summary/ }).getByText('You wrote 2 entries across 1 week this month.').waitFor();
    expect(await page.getByRole('button', { name: 'Generate Weekly Summary' }).isDisabled()).toBe(true);

    // A device that kept none (they were made elsewhere) does not invite a "first one".
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('learnlog:summaries:')).forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await page.getByText('no summaries are kept on this device yet', { exact: false }).waitFor();
    expect(await page.getByText('your first one', { exact: false }).count()).toBe(0);
    expect(e2e.errors).toEqual([]);
  });

  it('browses a category, searches, favourites, and starts an entry from a template', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    const { templates, categories } = await apiGet<{ templates: PremiumTemplate[]; categories: TemplateCategory[] }>(page, '/api/templates/premium');
    const failureReview = categories.find((c) => c.id === 'failure-review');
    if (!failureReview) throw new Error('no failure-review category');
    const feynman = templates.find((t) => t.title === 'Feynman Technique Explanation');
    if (!feynman) throw new Error('no Feynman template');

    await page.goto('/premium-templates');
    await new AppShell(page).expectScreen('Premium Templates');
    const grid = page.getByRole('list', { name: 'Templates' });
    const cards = grid.getByRole('article');
    await cards.first().waitFor();
    await expectCount(cards, templates.length);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/templates/premium/search') searches.push(url.searchParams.get('q') ?? '');
    });

    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: `Failure Review (${failureReview.count})` }).click();
    await expectCount(cards, failureReview.count);
    await chips.getByRole('button', { name: 'All Categories' }).click();
    await expectCount(cards, templates.length);

    // Two characters do not search yet; three do.
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await search.fill('fe');
    await search.fill('Feynman');
    await expectCount(cards, 1);
    expect(await cards.first().getAttribute('aria-label')).toBe('Feynman Technique Explanation');
    expect(searches).toEqual(['Feynman']);

    const card = page.getByRole('article', { name: 'Feynman Technique Explanation' });
    await card.getByRole('button', { name: 'Add Feynman Technique Explanation to favorites' }).click();
    await card.getByRole('button', { name: 'Remove Feynman Technique Explanation from favorites', pressed: true }).waitFor();
    expect(await apiGet<{ templateId: number }[]>(page, '/api/templates/favorites')).toEqual([{ templateId: feynman.id }]);
    await search.fill('');
    await chips.getByRole('button', { name: 'Favorites (1)' }).click();
    await expectCount(cards, 1);

    await card.getByRole('button', { name: 'Use Template' }).click();
    // The spec's /new-entry?template= lands on the editor's own address.
    await page.waitForURL(`**/journal/new?template=${feynman.id}`);
    const dialog = page.getByRole('dialog', { name: 'New Learning Entry' });
    await dialog.waitFor();
    // The template's name is offered as the title (selected: typing replaces it), its headings are
    // the structure, its prompts hints that are not text, its tags suggested rather than added.
    const title = dialog.getByLabel('Title', { exact: true });
    expect(await title.inputValue()).toBe('Feynman Technique Explanation');
    expect(await title.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 'Feynman Technique Explanation'.length]);
    const content = dialog.getByRole('textbox', { name: 'Content' });
    const text = await editorText(content);
    expect(text).toContain('## The concept');
    expect(text).not.toContain('Name the idea you want to truly understand.');
    await content.locator('.cm-prompt-hint', { hasText: 'Name the idea you want to truly understand.' }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Tags on this entry' }).getByRole('listitem').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add tag feynman' }).waitFor();
    // Writing under a heading replaces its hint; what is saved is only what was written.
    await page.keyboard.type('Recursion');
    await content.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('A function that calls itself.');
    expect(await content.locator('.cm-prompt-hint', { hasText: 'Name the idea you want to truly understand.' }).count()).toBe(0);
    await page.keyboard.press('Control+Enter');
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Journal entry created' }).waitFor();
    const saved = await eventuallyEntry(page, 'Recursion');
    expect(saved.content.startsWith('## The concept\nA function that calls itself.\n')).toBe(true);
    expect(saved.content).not.toMatch(/_[A-Z][^_]+_/);
    expect(saved.tags).toEqual([]);
    const after = await apiGet<{ templates: PremiumTemplate[] }>(page, '/api/templates/premium');
    expect(after.templates.find((t) => t.id === feynman.id)?.usageCount).toBe(feynman.usageCount + 1);
    expect(e2e.errors).toEqual([]);
  });

  it('keeps the templates on the device for browsing offline', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    const shell = new AppShell(page);
    await page.goto('/premium-templates');
    await page.getByRole('article', { name: 'Daily Learning Log' }).waitFor();

    await shell.navLink('Learning Journal').click();
    await shell.expectScreen('Learning Journal');
    await e2e.context.setOffline(true);
    await shell.navLink('Premium Templates').click();
    await page.getByText('You are offline: these are the templates saved on this device. Favorites need a connection.').waitFor();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('daily learning log');
    await page.getByRole('article', { name: 'Daily Learning Log' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Daily Learning Log to favorites' }).isDisabled()).toBe(true);
  });

  it('creates, edits, opens, and deletes a learn plan, with progress from its resources', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    await apiPost(page, '/api/resources', { title: 'The Rust Book', type: 'book', status: 'completed' });
    await apiPost(page, '/api/resources', { title: 'Rustlings', type: 'course', status: 'in-progress' });

    await page.goto('/learn-plans');
    await new AppShell(page).expectScreen('Learn Plans');
    await page.getByRole('heading', { name: 'No Learn Plans Yet' }).waitFor();

    await page.getByRole('button', { name: 'New Plan' }).click();
    const form = page.getByRole('dialog', { name: 'New Learn Plan' });
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await form.getByText('Please enter a title for your plan.').waitFor();
    await form.getByLabel('Title').fill('Learn Rust');
    await form.getByLabel('Goal').fill('Write a command-line tool');
    await form.getByLabel('Target date').fill('2030-01-15');
    await form.getByLabel('The Rust Book').check();
    await form.getByLabel('Rustlings').check();
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await page.getByText('Learn plan created successfully!').waitFor();

    const card = page.getByRole('article', { name: 'Learn Rust' });
    await card.waitFor();
    expect(await card.getByText('2 resources').count()).toBe(1);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await card.getByRole('button', { name: 'Edit Learn Rust' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Learn Plan' });
    await edit.getByLabel('Goal').fill('Ship a command-line tool');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Learn plan updated successfully!').waitFor();
    await card.getByText('Ship a command-line tool').waitFor();

    await card.getByRole('button', { name: 'Learn Rust', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Learn Rust' });
    await detail.getByText('Ship a command-line tool').waitFor();
    const resources = detail.getByRole('listitem').filter({ hasText: 'The Rust Book' });
    expect(await resources.innerText()).toContain('Completed');
    expect(await detail.getByRole('listitem').filter({ hasText: 'Rustlings' }).innerText()).toContain('In Progress');
    await detail.getByText('50% · 1 of 2 steps done: 0 of 0 milestones, 1 of 2 linked resources completed').waitFor();
    // Milestones come from the server once the plan is there, and count with the resources.
    await detail.getByRole('textbox', { name: 'New milestone' }).fill('Finish chapter 4');
    await detail.getByRole('button', { name: 'Add milestone' }).click();
    await detail.getByRole('checkbox', { name: 'Finish chapter 4' }).waitFor();
    await detail.getByText('33% · 1 of 3 steps done: 0 of 1 milestones, 1 of 2 linked resources completed').waitFor();
    await detail.getByRole('checkbox', { name: 'Finish chapter 4' }).click();
    await detail.getByText('67% · 2 of 3 steps done: 1 of 1 milestones, 1 of 2 linked resources completed').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('progressbar').and(page.locator('[aria-valuenow="67"]')).waitFor();

    await card.getByRole('button', { name: 'Delete Learn Rust' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this learn plan?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Learn plan deleted successfully!').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No Learn Plans Yet' }).waitFor();
    expect(e2e.errors).toEqual([]);
  });

  it('creates a learn plan offline, and it reaches the server when the connection is back', async () => {
    const page = e2e.page;
    await signInAsAdmin(page);
    await page.goto('/learn-plans');
    await new AppShell(page).expectScreen('Learn Plans');

    await e2e.context.setOffline(true);
    await page.getByRole('button', { name: 'New Plan' }).click();
    const form = page.getByRole('dialog', { name: 'New Learn Plan' });
    await form.getByLabel('Title').fill('Offline plan');
    await form.getByLabel('Goal').fill('Written on a train');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    const card = page.getByRole('article', { name: 'Offline plan' });
    await card.waitFor();
    const pending = card.getByTitle('Not on the server yet');
    await pending.waitFor();

    await e2e.context.setOffline(false);
    await pending.waitFor({ state: 'detached' });
    const plans = await apiGet<LearnPlan[]>(page, '/api/learn-plans');
    expect(plans.map((p) => [p.title, p.goal])).toContainEqual(['Offline plan', 'Written on a train']);
  });
});
