/**
 * Issue 35, point 3: /insights shows a learner's writing, review forecast, retention, cards
 * learned, resources and goals as labelled images whose words carry the numbers, and the same
 * numbers in each chart's table; offline after a reload; axe clean in light and dark; at phone
 * and desktop sizes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { waitForServiceWorkerControl } from './support/service-worker';
import { seriousViolations } from './support/a11y-checks';
import { INSIGHTS_ZONE, seedInsightsLearner, type InsightsExpectations } from './support/insights-fixtures';
import { AppShell } from './page-models/app-shell';

const e2e = useE2E();

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, timezoneId: INSIGHTS_ZONE },
  desktop: { viewport: VIEWPORTS.desktop, timezoneId: INSIGHTS_ZONE },
};

const chart = (page: Page, name: string) => page.getByRole('img', { name, exact: true });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function expectCharts(page: Page, expected: InsightsExpectations): Promise<void> {
  for (const name of [expected.writing, expected.forecast, expected.retention, expected.learned, expected.resources, expected.goals]) {
    await chart(page, name).waitFor();
  }
}

/** The rows of a chart's table, after its Table button, as text cells. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const card = section(page, title);
  await card.getByRole('button', { name: `Table view of ${title}` }).click();
  const table = card.getByRole('table', { name: title });
  await table.waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
  await card.getByRole('button', { name: `Table view of ${title}` }).click();
  return rows;
}

describe('insights', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`shows writing, review, resources and goals in pictures and tables, offline, ${device}`, { timeout: 90_000 }, async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      const expected = await seedInsightsLearner(page);

      await page.goto('/insights');
      await new AppShell(page).expectScreen('Insights');
      await expectCharts(page, expected);
      await waitForServiceWorkerControl(page);

      await page.context().setOffline(true);
      await page.reload();
      await expectCharts(page, expected);
      // The year heatmap is the calendar's, with its months in words.
      expect(await page.getByRole('list', { name: 'Activity by month' }).count()).toBe(1);
      // ...and its months as a table too.
      const year = page.getByRole('figure', { name: /^Writing and reviews, / });
      await year.getByRole('button', { name: 'Table view of Writing and reviews by month' }).click();
      const months = await year
        .getByRole('table', { name: 'Writing and reviews by month' })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
      expect(months).toHaveLength(12);
      expect(months.reduce((sum, [, entries]) => sum + Number(entries), 0)).toBe(6);
      expect(months.reduce((sum, [, , reviews]) => sum + Number(reviews), 0)).toBeGreaterThan(0);
      await year.getByRole('button', { name: 'Table view of Writing and reviews by month' }).click();
      await page.getByRole('list', { name: 'Activity by month' }).waitFor({ state: 'attached' });

      const writing = await tableOf(page, 'Writing per week');
      expect(writing).toHaveLength(12);
      expect(writing.find(([week]) => week === expected.busiestWeek)).toEqual([expected.busiestWeek, '3']);
      expect(writing.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(6);
      const forecast = await tableOf(page, 'Review forecast');
      expect(forecast).toHaveLength(30);
      expect(forecast[0]![1]).toBe('3');
      expect(forecast[1]![1]).toBe('1');
      expect(await tableOf(page, 'Retention')).toEqual([
        ['All cards', '60%', '5'],
        ['Spanish', '67%', '3'],
      ]);
      expect((await tableOf(page, 'Cards learned')).at(-1)?.at(-1)).toBe('2');
      expect((await tableOf(page, 'Resources completed')).at(-1)?.at(-1)).toBe('1');
      expect((await tableOf(page, 'Goals')).map((row) => row.slice(0, 2))).toEqual([
        ['Spanish', '30%'],
        ['Rust', '100%'],
      ]);

      // Nothing wider than the screen; axe clean in both schemes, with a table open too.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await section(page, 'Retention').getByRole('button', { name: 'Table view of Retention' }).click();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // The controls' colours fade over 150 ms when the scheme changes: check once they have settled.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
