/**
 * The Pro features in the browser: AI summaries (with the built-in summariser: no key here),
 * premium templates (browse, search, favourite, use, offline copy; writing from one is in
 * entry-editor.e2e.ts); learn plans are in learn-plans.e2e.ts. The first account on the server
 * is an admin, so it has Pro; a later account is a seeker on trial and sees the upsells.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { AiSummariesResponse, PremiumTemplate, TemplateCategory } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { registerViaApi } from './support/accounts';
import { apiGet, apiPost, proAdmin } from './support/pro-admin';
import { AppShell } from './page-models/app-shell';
import { editorText } from './page-models/journal-page';
import { accountFixtures, daysAgo } from './support/account-fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

const e2e = useE2E();
const { sql } = accountFixtures(e2e);

const signInAsAdmin = proAdmin();

/** Waits until the locator matches exactly `n` elements (the grid re-renders after a click). */
async function expectCount(locator: Locator, n: number): Promise<void> {
  for (let tries = 0; tries < 50 && (await locator.count()) !== n; tries += 1) await locator.page().waitForTimeout(100);
  expect(await locator.count()).toBe(n);
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
      ['/ai-summaries', 'Learning summaries', 'Learning summaries - Premium Feature'],
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
    await new AppShell(page).expectScreen('Learning summaries');
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
    // The editor starts from the template (its prompts as hints, never saved: entry-editor.e2e.ts, phone and desktop).
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Feynman Technique Explanation');
    expect(await editorText(dialog.getByRole('textbox', { name: 'Content' }))).toContain('## The concept');
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
});
