/** The entry editor browser test's helpers: its devices, one learner per screen size, reading what the editor shows. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { JournalEntry } from '@learnlog/shared';
import type { useE2E } from './e2e-harness';
import { VIEWPORTS, newPageSession, type PageSession } from './browser';
import { registerViaApi } from './accounts';
import { eventually } from './learner-records';
import { serverEntries } from './journal-fixtures';

type E2E = ReturnType<typeof useE2E>;

export const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

export const focusedIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
export const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** The entry with this title once the server has it (and `check` holds for it). */
export async function onServer(page: Page, title: string, check: (entry: JournalEntry) => boolean = () => true, what = `"${title}" on the server`): Promise<JournalEntry> {
  const entries = await eventually(
    () => serverEntries(page),
    (all) => all.some((entry) => entry.title === title && check(entry)),
    what,
  );
  return entries.find((entry) => entry.title === title && check(entry)) as JournalEntry;
}

/** What a rendered entry shows, in order: its paragraphs' text, and `photo N` where a photo is drawn. */
export function readingOrder(content: Locator): Promise<string[]> {
  return content.evaluate((root) =>
    [...root.querySelectorAll('p, img')].flatMap((node) => {
      if (node instanceof HTMLImageElement) return [`photo ${node.dataset.photo ?? '?'}${node.complete && node.naturalWidth > 0 ? '' : ' (not loaded)'}`];
      const text = node.textContent?.trim() ?? '';
      return text ? [text] : [];
    }),
  );
}

/** Pastes a 2400×1200 PNG into the content, as a screenshot from the clipboard would arrive. */
export async function pasteImage(content: Locator): Promise<void> {
  await content.evaluate(async (element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#0ea5e9';
    context.fillRect(0, 0, 2400, 1200);
    context.fillStyle = '#f59e0b';
    context.fillRect(200, 200, 800, 800);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no blob');
    const data = new DataTransfer();
    data.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

/** Last month's 12th, local time, and how the journal and the calendar name it. */
export function lastMonthsTwelfth(): { date: Date; day: string; month: string; monthName: string } {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 1);
  date.setDate(12);
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
  return { date, day: `${month}-12`, month, monthName: date.toLocaleString('en-US', { month: 'long' }) };
}

/**
 * One signed-in learner in one browser context for every test of a screen size (the tests run in
 * order and each starts from /journal); its errors are checked test by test.
 */
export function learnerOn(e2e: E2E, options: BrowserContextOptions): { readonly page: Page; readonly errors: string[] } {
  let session: PageSession | undefined;
  beforeAll(async () => {
    session = await newPageSession(e2e.browser, e2e.server.baseUrl, options);
    await registerViaApi(session.page);
  });
  afterAll(async () => {
    await session?.context.close();
  });
  beforeEach(() => {
    session?.errors.splice(0);
  });
  const need = () => {
    if (!session) throw new Error('the learner is not signed in yet');
    return session;
  };
  return {
    get page() {
      return need().page;
    },
    get errors() {
      return need().errors;
    },
  };
}
