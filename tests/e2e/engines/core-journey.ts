/**
 * The core learner journey, written once and run in Firefox and WebKit (Chromium's own suite covers
 * every step of it and more): sign up, visit every signed-in screen at desktop and phone widths,
 * write an entry with a table and read it, go offline, reload, write offline, reopen the app online
 * and see it on the server, see another session's edit live, review a card, and leave the app and
 * come back (through the back/forward cache where the engine has one) after a write.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { JournalEntry, ReviewLog } from '@learnlog/shared';
import { eventually } from '../support/learner-records';
import type { RunningServer } from '../support/server';
import type { EnginePage } from './engine-page';
import { ERRORS_KEY, type NetworkSwitch } from './network-switch';
import { signInElsewhere, type OtherDevice } from './other-device';

const PASSWORD = 'correct horse battery';
const CRASH = 'Something went wrong';
const DAY_MS = 86_400_000;
const SCREENS: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/journal', 'Learning Journal'],
  ['/resources', 'Learning Resources'],
  ['/goals', 'Learning Goals'],
  ['/progress', 'Progress'],
  ['/insights', 'Insights'],
  ['/review', 'Review'],
  ['/profile', 'Profile'],
  ['/sharing', 'Sharing'],
];

export interface JourneyContext {
  page: EnginePage;
  server: RunningServer;
  network: NetworkSwitch;
  /** Where screenshots go (looked at by people, not asserted). */
  shotsDir: string;
}

async function shot(ctx: JourneyContext, name: string): Promise<void> {
  await mkdir(ctx.shotsDir, { recursive: true });
  await ctx.page.driver.screenshot(path.join(ctx.shotsDir, `${ctx.page.engine}-${name}.png`));
}

/** The errors the page's probe kept (console errors, uncaught errors, rejections, CSP). */
async function pageErrors(page: EnginePage): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], ERRORS_KEY);
}

/** The sync indicator (sidebar or top bar) reads this. */
const indicatorSays = (text: string) => Array.from(document.querySelectorAll('button')).some((b) => b.title === text);

async function signUp(page: EnginePage, email: string): Promise<void> {
  await page.goto('/login');
  await page.click({ css: '[role="tab"]', name: 'Create account' });
  await page.type({ css: 'input', name: 'First name' }, 'Ada');
  await page.type({ css: 'input', name: 'Last name' }, 'Lovelace');
  await page.type({ css: 'input', name: 'Email' }, email);
  await page.type({ css: 'input', name: 'Password' }, PASSWORD);
  await page.click({ css: 'button[type="submit"]', name: 'Create account' });
  await page.click({ css: 'button', name: 'Skip Setup' });
  await page.waitForGone({ css: '[role="dialog"]' });
}

/** Moves within the app as its links do (a full load of each screen is slow in WebKit; docs/decisions/001-every-engine.md). */
async function navigateInApp(page: EnginePage, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function visitEveryScreen(page: EnginePage): Promise<void> {
  for (const [screen, heading] of SCREENS) {
    await navigateInApp(page, screen);
    await page.waitUntil(
      `${screen} to show "${heading}"`,
      ({ heading, crash }) =>
        document.body.innerText.includes(crash) || Array.from(document.querySelectorAll('h1')).some((h1) => (h1.textContent ?? '').includes(heading)),
      { heading, crash: CRASH },
    );
    expect(await page.bodyText(), `${page.engine} ${screen}`).not.toContain(CRASH);
  }
}

/** Types multi-line text: Enter as a key, since WebDriver drops a bare newline. */
async function typeLines(page: EnginePage, lines: string[]): Promise<void> {
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.press('Enter');
    await page.driver.typeText(line);
  }
}

async function writeEntry(page: EnginePage, entry: { title: string; lines: string[]; keyLearning?: string }): Promise<void> {
  await navigateInApp(page, '/journal');
  await page.click({ css: 'main header button', name: 'New Entry' });
  await page.type({ css: 'input', name: 'Title' }, entry.title);
  await page.click({ css: 'textarea, [role="textbox"]', name: 'Content' });
  await typeLines(page, entry.lines);
  if (entry.keyLearning) await page.type({ css: 'textarea', name: 'Key Learning' }, entry.keyLearning);
  await page.click({ css: 'button', name: 'Save Entry' });
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: entry.title });
}

const entriesOf = (device: OtherDevice) => device.get<JournalEntry[]>('/api/journal-entries');
const hasTitle = (title: string) => (entries: JournalEntry[]) => entries.some((e) => e.title === title);

export async function runCoreJourney(ctx: JourneyContext): Promise<void> {
  const { page, network } = ctx;
  const email = `journey-${page.engine}-${randomUUID().slice(0, 8)}@example.com`;

  // Sign up, and every signed-in screen shows (no "Something went wrong") on a desktop and a phone.
  await signUp(page, email);
  await visitEveryScreen(page);
  await page.driver.setViewport(page.engine === 'webkit' ? 447 : 390, 844);
  await visitEveryScreen(page);
  await navigateInApp(page, '/dashboard');
  await shot(ctx, 'dashboard-phone');
  await page.driver.setViewport(1280, 800);
  const errorsOnNormalLoads = await pageErrors(page);
  expect(errorsOnNormalLoads, `${page.engine}: errors on normal loads`).toEqual([]);

  const other = await signInElsewhere(ctx.server.baseUrl, email, PASSWORD);

  // Write an entry with a table, read it back as a table, and find it on the server.
  await writeEntry(page, {
    title: 'Tables in every engine',
    lines: ['Engines we test:', '', '| Engine | Driver |', '| --- | --- |', '| WebKit | WebDriver |', '| Firefox | BiDi |'],
  });
  await page.click({ css: '[role="feed"] button', name: 'Tables in every engine' });
  await page.waitFor({ css: 'table td', text: 'WebDriver' });
  await shot(ctx, 'entry-table');
  await eventually(() => entriesOf(other), hasTitle('Tables in every engine'), 'the first entry on the server');

  // The service worker has the app: offline, a reload still opens the journal with the entry.
  await page.waitUntil('the service worker to control the page', () => navigator.serviceWorker.controller !== null, null);
  await navigateInApp(page, '/journal');
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Tables in every engine' });
  network.setOnline(false);
  await page.driver.reload();
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Tables in every engine' });

  // Written offline: kept on the device. Neither Firefox nor WebKit has Background Sync, so a change
  // queued when the app is closed leaves when it opens again (the README's offline section).
  await writeEntry(page, { title: 'Written with no signal', lines: ['Saved on the device first.'] });
  await shot(ctx, 'offline-entry');
  await page.goto('about:blank');
  network.setOnline(true);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(hasTitle('Written with no signal')(await entriesOf(other)), 'sent while the app was closed').toBe(false);
  await page.goto('/journal');
  await eventually(() => entriesOf(other), hasTitle('Written with no signal'), 'the offline entry on the server');
  await page.waitUntil('the indicator to say all is synced', indicatorSays, 'All changes synced');

  // Another session's edit shows here live, without a reload.
  const first = (await entriesOf(other)).find((e) => e.title === 'Tables in every engine');
  if (!first) throw new Error('the first entry is gone');
  await other.write('PUT', `/api/journal-entries/${first.id}`, { title: 'Tables, edited elsewhere' });
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Tables, edited elsewhere' });

  // Review: an entry from two days ago brings a card; Space shows the context, 3 rates it Good.
  await other.write('POST', '/api/journal-entries', {
    title: 'Spaced repetition',
    content: 'Reviewing on the day you would forget.',
    keyLearning: 'Review just before forgetting',
    createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  });
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Spaced repetition' });
  await navigateInApp(page, '/review');
  await page.waitFor({ css: 'h2', name: 'Review just before forgetting' });
  await page.press('Space');
  await page.waitFor({ css: 'button', text: 'Good' });
  await page.press('3');
  await eventually(() => other.get<ReviewLog[]>('/api/review-logs'), (logs) => logs.some((l) => l.rating === 'good'), 'the review on the server');

  // Leave after a write and come back: the app is alive (not stuck on its skeleton, sync idle,
  // the live stream running again), whether the engine restored the page from its cache or not.
  await writeEntry(page, { title: 'Just before leaving', lines: ['A write, then a full navigation away.'] });
  await page.goto('/api/health');
  await page.driver.back();
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Just before leaving' });
  await other.write('PUT', `/api/journal-entries/${first.id}`, { title: 'Edited after coming back' });
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Edited after coming back' });
  await page.waitUntil('the indicator to say all is synced after coming back', indicatorSays, 'All changes synced');
  await eventually(() => entriesOf(other), hasTitle('Just before leaving'), 'the last entry on the server');
  // A fresh load after all that opens the journal rather than hanging on its skeleton.
  await page.goto('/api/health');
  await page.goto('/journal');
  await page.waitFor({ css: '[role="feed"] h3, [role="feed"] h2', text: 'Edited after coming back' });
  await shot(ctx, 'journal-after-return');
}
