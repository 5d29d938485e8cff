/**
 * The first screen from the last visit (app/src/lib/first-screen-snapshot.ts): a returning learner
 * sees their journal with the HTML, before any of the app's code has arrived; it is inert until
 * the live journal replaces it in place, and it belongs to that learner alone.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createViaApi } from './support/account-fixtures';
import { JournalPage } from './page-models/journal-page';
import { AppShell } from './page-models/app-shell';

const e2e = useE2E();
const COPY = '#first-screen-snapshot';
const COPY_KEY = 'learnlog:first-screen';
// The worker would answer the code from its cache, out of the test's reach.
const PHONE = { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, serviceWorkers: 'block' } as const;

async function journalWithEntries(page: Page, titles: string[]): Promise<JournalPage> {
  await registerViaApi(page);
  const lines = (topic: string) => Array.from({ length: 4 }, (_, i) => `Line ${i + 1} about ${topic}, long enough to wrap on a phone.`).join('\n');
  for (const title of titles) await createViaApi(page, '/api/journal-entries', { title, content: lines(title) });
  const journal = new JournalPage(page);
  await journal.goto();
  await journal.card(titles.at(-1) ?? '').waitFor();
  return journal;
}

const storedCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), COPY_KEY);

/** Holds every script of the app back until `release` is called. */
async function holdTheCode(page: Page): Promise<{ release: () => void; held: () => boolean }> {
  let released = false;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/assets/*.js', async (route: Route) => {
    if (!released) await gate;
    await route.continue();
  });
  return {
    release: () => {
      released = true;
      open();
    },
    held: () => !released,
  };
}

describe('the first screen from the last visit', () => {
  it('paints the journal as the learner left it before the code arrives, then the live journal takes its place', async () => {
    const { page } = await e2e.newSession(PHONE);
    const journal = await journalWithEntries(page, ['Closures', 'Ownership', 'Vectors']);
    await expect.poll(async () => (await storedCopy(page)) ?? '', { timeout: 10_000 }).toContain('Vectors');

    const code = await holdTheCode(page);
    await page.reload({ waitUntil: 'commit' });
    const copy = page.locator(COPY);
    await copy.getByText('Vectors', { exact: true }).waitFor();
    expect(code.held()).toBe(true);
    // Seen, not used: inert, hidden from assistive technology, and no live card yet.
    expect(await copy.evaluate((element) => [(element as HTMLElement).inert, element.getAttribute('aria-hidden')])).toEqual([true, 'true']);
    expect(await journal.cards.count()).toBe(0);
    // What may have changed since (whether the device is online) keeps its room but not its words.
    const omitted = copy.locator('[data-snapshot-omit]');
    expect(await omitted.count()).toBeGreaterThan(0);
    for (const visibility of await omitted.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).visibility))) expect(visibility).toBe('hidden');
    const copiedCard = await copy.locator('[data-entry-id]').first().boundingBox();

    // Layout shifts of the screen's content (the header's sync label changes width as it syncs).
    const shiftedContent = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const moved: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node | null }[] })[])
              for (const source of entry.sources) if (source.node instanceof Element && source.node.closest('main')) moved.push(source.node.outerHTML.slice(0, 80));
          }).observe({ type: 'layout-shift' });
          setTimeout(() => resolve(moved), 2_500);
        }),
    );
    code.release();
    await journal.card('Vectors').waitFor();
    expect(await copy.count()).toBe(0);
    // In place: the live card is where the copy's was, and nothing in the screen's content moved.
    expect(await page.locator('[data-entry-id]').first().boundingBox()).toEqual(copiedCard);
    expect(await shiftedContent).toEqual([]);
    // And it is the live journal: a tap opens the entry.
    await journal.card('Vectors').getByRole('button', { name: 'Vectors', exact: true }).click();
    await page.waitForURL(/\/journal\/entry\//);
  });

  it('keeps no copy of a searched journal, and forgets the copy with the learner', async () => {
    const { page } = await e2e.newSession({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block' });
    const journal = await journalWithEntries(page, ['Closures', 'Vectors']);
    await expect.poll(async () => (await storedCopy(page)) ?? '', { timeout: 10_000 }).toContain('Vectors');

    await journal.search.fill('Closures');
    await expect.poll(() => journal.cardTitles()).toEqual(['Closures']);
    // Longer than the copy waits for the screen to settle (1 s, then idle time).
    await page.waitForTimeout(2_500);
    // The copy is still the unfiltered journal's.
    expect(await storedCopy(page)).toContain('Vectors');

    await journal.search.fill('');
    await new AppShell(page).signOut();
    await page.waitForURL(/\/login|\/$/);
    expect(await storedCopy(page)).toBeNull();
    // Another learner on this device never sees the first one's journal.
    const code = await holdTheCode(page);
    await registerViaApi(page);
    await page.goto('/journal', { waitUntil: 'commit' });
    await page.waitForTimeout(300);
    expect(await page.locator(COPY).count()).toBe(0);
    code.release();
    await journal.emptyState('No journal entries yet').waitFor();
  });
});
