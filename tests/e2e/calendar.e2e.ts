/**
 * Issue 32, point 5: /calendar shows an entry written last month on its day (the learner's day,
 * in their time zone), a tap on the day lists it and opens it, the journal filtered to that day
 * lists it, and the heatmap's words count it with a review; offline after a reload, at phone and
 * desktop sizes.
 */
import { describe, expect, it } from 'vitest';
import { dayKey } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createEntryViaApi, createReviewLogViaApi } from './support/learner-records';
import { waitForServiceWorkerControl } from './support/service-worker';
import { expectTitles } from './support/journal-fixtures';
import { seriousViolations } from './support/a11y-checks';
import { AppShell } from './page-models/app-shell';
import { EntryPage } from './page-models/entry-page';
import { JournalPage } from './page-models/journal-page';

const e2e = useE2E();

// Auckland is 12 or 13 hours ahead of UTC: 20:00 UTC on the 14th is the morning of the 15th there.
const ZONE = 'Pacific/Auckland';
const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, timezoneId: ZONE },
  desktop: { viewport: VIEWPORTS.desktop, timezoneId: ZONE },
};

/** Last month in the learner's zone, and its name as the calendar says it. */
function lastMonth(): { month: string; name: string } {
  const today = dayKey(new Date(), ZONE);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const month = first.toISOString().slice(0, 7);
  const long = first.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return { month, name: first.getUTCFullYear() === y ? long : `${long} ${first.getUTCFullYear()}` };
}

describe('the calendar', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`shows last month's entry on its day and opens it, offline, ${device}`, { timeout: 60_000 }, async () => {
      const { page } = await e2e.newSession(options);
      const { month, name } = lastMonth();
      await registerViaApi(page);
      const { id } = await createEntryViaApi(page, { title: 'Tide tables', content: 'High water comes about 50 minutes later each day.', createdAt: `${month}-14T20:00:00.000Z` });
      await createEntryViaApi(page, { title: 'Harbour charts', content: 'Soundings are in metres.', createdAt: `${month}-20T01:00:00.000Z` });
      await createReviewLogViaApi(page, { entryId: id, cardKey: 'key', cardText: 'High water', rating: 'good', reviewedAt: `${month}-16T01:00:00.000Z` });

      const monthName = name.split(' ')[0]!;
      const day15 = page.getByRole('link', { name: `${monthName} 15: 1 entry` });
      await page.goto(`/calendar?month=${month}`);
      await new AppShell(page).expectScreen('Calendar');
      await day15.waitFor();
      await waitForServiceWorkerControl(page);

      await page.context().setOffline(true);
      await page.reload();
      await day15.waitFor();
      // The UTC date of the entry (the 14th) is not the learner's day.
      expect(await page.getByRole('link', { name: `${monthName} 14: 0 entries` }).count()).toBe(1);
      expect(await page.getByRole('link', { name: `${monthName} 20: 1 entry` }).count()).toBe(1);
      const sentence = `2 entries and 1 review in ${name}`;
      expect(await page.getByTestId('month-summary').innerText()).toBe(sentence);
      expect(await page.getByRole('list', { name: 'Activity by month' }).getByText(sentence, { exact: true }).count()).toBe(1);
      // The heatmap scrolls inside its own box: the page is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // A tap on the day lists its entry; the journal filtered to the day lists only it.
      await day15.click();
      await page.waitForURL(`**/calendar?month=${month}&day=${month}-15`);
      const list = page.getByRole('list', { name: `Entries written ${monthName} 15` });
      await list.getByRole('link', { name: /Tide tables/ }).waitFor();
      expect(await list.getByRole('link').count()).toBe(1);
      expect(await day15.getAttribute('aria-current')).toBe('date');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Show this day in the journal' }).click();
      await page.waitForURL(`**/journal?from=${month}-15&to=${month}-15`);
      await expectTitles(new JournalPage(page), ['Tide tables']);
      await page.goBack();
      await list.getByRole('link', { name: /Tide tables/ }).click();
      await new EntryPage(page).title('Tide tables').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/journal/entry/${id}`);
    });
  }
});
