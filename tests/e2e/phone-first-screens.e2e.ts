/**
 * Issue 36, point 9: at 390×844 the first screen of each page shows the learner's content. The
 * dashboard's three stats are one row with Recent Entries in view; the journal shows three cards
 * or more; /resources has search and one Filters button (type and status inside it); Premium
 * Templates filters its categories once; the reading view's actions share one row, Delete under More.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createResourceViaApi } from './support/learner-records';
import { AppShell } from './page-models/app-shell';
import { DashboardScreen, ResourcesScreen } from './page-models/daily-screens';
import { EntryPage } from './page-models/entry-page';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E();
const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
} as const;

const CONTENT = 'A closure keeps the variables of the scope it was made in, long after that scope has returned. '.repeat(3);

/** Where the first screen ends: the viewport, less the phone's bottom bar when it shows. */
async function firstScreenBottom(page: Page): Promise<number> {
  const bar = new AppShell(page).bottomNav;
  const height = page.viewportSize()?.height ?? 0;
  if (!(await bar.isVisible())) return height;
  const box = await bar.boundingBox();
  return box ? box.y : height;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function withinFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const { y, height } = await box(locator);
  return y >= 0 && y + height <= (await firstScreenBottom(page));
}

async function seedEntries(page: Page, count: number): Promise<number> {
  let id = 0;
  for (let i = 0; i < count; i += 1) {
    const entry = await createEntryViaApi(page, { title: `Closures, part ${i + 1}`, content: CONTENT, tags: ['javascript', 'scope'] });
    id = entry.id;
  }
  return id;
}

for (const [device, options] of Object.entries(DEVICES)) {
  describe(`the first screen, ${device}`, () => {
    it('dashboard: the three stats in one row, and the newest entry in view', async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await seedEntries(page, 2);
      const dashboard = new DashboardScreen(page);
      await dashboard.goto();
      const newest = dashboard.section('Recent Journal Entries').getByTestId('recent-entry').first();
      await newest.getByText('Closures, part 2').waitFor();
      await dashboard.statValue('Current Learning Streak').waitFor();

      const stats = await Promise.all(['Current Learning Streak', 'Resources This Month', 'Learning Goals'].map((label) => box(dashboard.statCard(label))));
      expect(new Set(stats.map((stat) => Math.round(stat.y))).size, 'one row').toBe(1);
      expect(await dashboard.statCard('Learning Goals').getByRole('link', { name: 'View goals' }).isVisible()).toBe(true);
      expect(await withinFirstScreen(page, newest.getByText('Closures, part 2')), "the newest entry's title on the first screen").toBe(true);
    });

    it('journal: three cards or more on the first screen, each with its actions one tap away', async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await seedEntries(page, 6);
      const journal = new JournalPage(page);
      await journal.goto();
      await journal.card('Closures, part 6').waitFor();
      const titles = journal.cards.getByRole('heading');
      let seen = 0;
      for (let i = 0; i < (await titles.count()); i += 1) if (await withinFirstScreen(page, titles.nth(i))) seen += 1;
      expect(seen, 'card titles on the first screen').toBeGreaterThanOrEqual(3);

      const card = journal.card('Closures, part 6');
      for (const name of ['Add to favorites', 'Private, make public', 'Copy link', 'Delete entry']) {
        // Copy link's name goes on with why it is disabled on a private entry.
        expect(await card.getByRole('button', { name }).isVisible(), name).toBe(true);
      }
      // No wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });

    it('resources: search and one Filters button; the type and status filters inside it', async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await createResourceViaApi(page, { title: 'SICP', type: 'book' });
      await createResourceViaApi(page, { title: 'Closures explained', type: 'video' });
      const screen = new ResourcesScreen(page);
      await screen.goto();
      await screen.card('SICP').waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search resources' }).isVisible()).toBe(true);
      expect(await screen.filtersButton.count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Filter by type' }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: 'Filter by status' }).count()).toBe(0);
      expect(await withinFirstScreen(page, screen.card('SICP').getByRole('heading')), 'a resource on the first screen').toBe(true);

      await screen.openFilters();
      await page.getByRole('combobox', { name: 'Filter by type' }).click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual(['All Types', 'Book', 'Video']);
      await page.getByRole('option', { name: 'Video' }).click();
      await screen.closeFilters();
      await screen.filtersButton.and(page.getByRole('button', { name: 'Filters 1 on' })).waitFor();
      expect(await screen.titles()).toEqual(['Closures explained']);
    });

    it('premium templates: the categories filtered once, by the chips', async () => {
      const { page } = await e2e.newSession(options);
      // A learner inside the trial has the Pro screens.
      await registerViaApi(page);
      await page.goto('/premium-templates');
      await page.getByRole('list', { name: 'Templates' }).getByRole('article').first().waitFor();
      expect(await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All Categories' }).isVisible()).toBe(true);
      expect(await page.getByRole('combobox').count()).toBe(0);
    });

    it('reading view: the actions on one row, Delete in the More menu', async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      const id = await seedEntries(page, 1);
      await page.goto(`/journal/entry/${id}`);
      const reading = new EntryPage(page);
      await reading.title('Closures, part 1').waitFor();
      const actions = [...['Edit', 'Favorite', 'Private, make public'].map((name) => reading.button(name)), reading.article.getByRole('button', { name: 'Copy link' }), reading.button('More actions')];
      const row = await Promise.all(actions.map(box));
      const middles = row.map((b) => Math.round(b.y + b.height / 2));
      expect(Math.max(...middles) - Math.min(...middles), `one row: ${middles.join(', ')}`).toBeLessThanOrEqual(2);
      const right = row.at(-1);
      expect(right && right.x + right.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
      expect(await reading.article.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      await reading.button('More actions').click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete journal entry?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      // The question gives the focus back to where it came from.
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'More actions');
    });
  });
}
