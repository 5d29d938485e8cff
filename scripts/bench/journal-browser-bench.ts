/**
 * The journal at 10,000 entries in the real app, in Debian's Chromium (prints figures, asserts
 * nothing). Each figure is printed beside its target in docs/performance.md and the same
 * work done directly on IndexedDB / fetch in the same page:
 *
 *   1. a fresh device pulling 10,000 entries seeded straight into the server's SQLite file;
 *   2. /journal reloaded at 10,000 entries (first card, cards in the DOM);
 *   3. search typed into the search box, until the list shows the matches;
 *   4. a new entry saved through the editor, until its card shows;
 *   5. scrolling the list: frame times and long tasks;
 *   6, 7. the entry editor: open to caret, a keystroke in a long entry (journal-editor-figures.ts).
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/journal-browser-bench.ts
 * BENCH_PARTS=search,new (of render, search, new, editor, scroll, raw) runs only those after the pull,
 * which every other part needs: quicker rounds while working on one figure.
 */
import type { Browser, Page } from 'playwright-core';
import { SCHEMA_VERSION } from '@learnlog/shared';
import { TEST_PASSWORD, newAccount, registerViaApi } from '../../tests/e2e/support/accounts';
import { CHROMIUM_PATH, VIEWPORTS, launchBrowser, newPageSession } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { JournalPage } from '../../tests/e2e/page-models/journal-page';
import {
  FIRST_CARD_PROBE, exitUnlessBuiltWithChromium, KEEP_NAMES_SHIM, expectedTitles, fmt, idbEntryCount, makeCorpus, median, rawFigures, report, seedEntries, watchList, worst,
  VOCABULARY, type ListWatch, type WatchResult,
} from './browser-bench-support';
import { editorFigures } from './journal-editor-figures';

const ENTRIES = 10_000;
const RELOADS = 3;
const NEW_ENTRIES = 5;
const STEADY_FRAMES = 300;
const STEADY_PX_PER_FRAME = 60;
const END_SCROLL_LIMIT_MS = 20_000;
const NO_MATCH = 'zzqxv';
const BENCH_EMAIL = 'bench-admin@example.com';
const PARTS = process.env.BENCH_PARTS?.split(',').map((part) => part.trim());
const runs = (part: 'render' | 'search' | 'new' | 'editor' | 'scroll' | 'raw') => !PARTS || PARTS.includes(part);

exitUnlessBuiltWithChromium('Journal');

const corpus = makeCorpus(ENTRIES);
const newest = expectedTitles(corpus, '');
const now = (page: Page) => page.evaluate(() => performance.now());

/** Clears the search (or sets `query`) and waits until the list shows what it should. */
async function showList(journal: JournalPage, query: string): Promise<void> {
  await journal.search.fill(query);
  const titles = expectedTitles(corpus, query);
  if (titles.length === 0) await journal.emptyState('No entries found').waitFor();
  else await journal.card(titles[0] ?? '').waitFor();
}

/** Runs `act` with a list watch armed; answers ms from the trigger to the list shown and to the next frame. */
async function timeList(page: Page, watch: ListWatch, act: () => Promise<void>): Promise<{ shown: number; frame: number }> {
  await page.evaluate(watchList, watch);
  await act();
  await page.waitForFunction(() => (window as unknown as { __watch: WatchResult }).__watch.frameAt !== null, undefined, { timeout: 30_000 });
  const result = await page.evaluate(() => (window as unknown as { __watch: WatchResult }).__watch);
  const start = result.startAt ?? NaN;
  return { shown: (result.shownAt ?? NaN) - start, frame: (result.frameAt ?? NaN) - start };
}

/** Opens /journal and waits until the device holds every entry; answers when (ms from navigation). */
async function pullAll(page: Page, dbName: string): Promise<{ count: number; at: number }> {
  await page.goto('/journal');
  const countExpression = `(${String(idbEntryCount)})(${JSON.stringify(dbName)}).then((count) => ({ count, at: performance.now() }))`;
  let stored = { count: 0, at: 0 };
  const deadline = Date.now() + 120_000;
  while (stored.count < ENTRIES && Date.now() < deadline) {
    stored = await page.evaluate<{ count: number; at: number }>(countExpression);
    if (stored.count < ENTRIES) await page.waitForTimeout(50);
  }
  return stored;
}

async function pullFigures(page: Page, dbName: string): Promise<void> {
  const stored = await pullAll(page, dbName);
  await page.getByRole('button', { name: 'All changes synced' }).filter({ visible: true }).waitFor({ timeout: 60_000 });
  const syncedAt = await now(page);
  const firstCard = await page.evaluate(() => (window as unknown as { __firstCard: { frameAt: number | null } }).__firstCard.frameAt);
  // The pull's own requests (a later round asks again once the first is done).
  const feed = (await page.evaluate(feedTimes)).filter((request) => request.start <= stored.at);
  report(`1. fresh device pulls ${fmt(stored.count)} entries (in IndexedDB)`, `${fmt(stored.at / 1000, 2)} s`, 'target ≤ 3 s; raw parts below');
  report('   … and the indicator says "All changes synced"', `${fmt(syncedAt / 1000, 2)} s`, `first card on screen at ${fmt((firstCard ?? NaN) / 1000, 2)} s`);
  const seconds = (ms: number | undefined) => `${fmt((ms ?? NaN) / 1000, 2)} s`;
  report(`   changes feed: ${feed.length} requests until then`, `first asked at ${seconds(feed[0]?.start)}`, `first answered ${seconds(feed[0]?.end)}, last answered ${seconds(feed.at(-1)?.end)}`);
}

/**
 * The same pull on another fresh device, over a phone's network (Chromium's throttling: 100 ms
 * more a round trip, 20 Mbit/s down): on loopback the pull is bound by this machine's two cores,
 * here by round trips too, which the head's first pages save (app/src/sync/early-changes.ts).
 */
async function phoneNetworkPull(browser: Browser, baseUrl: string, dbName: string): Promise<void> {
  const { page, context } = await newPageSession(browser, baseUrl, { viewport: VIEWPORTS.phone });
  try {
    const signedIn = await page.request.post('/api/auth/login', { data: { email: BENCH_EMAIL, password: TEST_PASSWORD } });
    if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 });
    const stored = await pullAll(page, dbName);
    const feed = (await page.evaluate(feedTimes)).filter((request) => request.start <= stored.at);
    report('   … on a phone’s network (100 ms round trips, 20 Mbit/s)', `${fmt(stored.at / 1000, 2)} s`, `no target; feed first asked at ${fmt((feed[0]?.start ?? NaN) / 1000, 2)} s, ${feed.length} requests`);
  } finally {
    await context.close();
  }
}

/** In the page: when each request of the changes feed went and was answered (ms from navigation). */
function feedTimes(): Array<{ start: number; end: number }> {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/sync/changes'))
    .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd }));
}

async function renderFigures(page: Page, journal: JournalPage): Promise<void> {
  const cardAt: number[] = [];
  const frameAt: number[] = [];
  const loaded: number[] = [];
  const copyAt: number[] = [];
  let domCards = 0;
  for (let i = 0; i < RELOADS; i += 1) {
    await page.reload();
    await journal.card(newest[0] ?? '').waitFor();
    await page.waitForFunction(() => (window as unknown as { __firstCard: { frameAt: number | null } }).__firstCard.frameAt !== null);
    const probe = await page.evaluate(() => (window as unknown as { __firstCard: { cardAt: number; frameAt: number; copyAt: number | null } }).__firstCard);
    cardAt.push(probe.cardAt);
    if (probe.copyAt !== null) copyAt.push(probe.copyAt);
    frameAt.push(probe.frameAt);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    domCards = await journal.cards.count();
    loaded.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON() as { domContentLoadedEventEnd: number }).then((n) => n.domContentLoadedEventEnd));
  }
  report(`2. /journal reload at ${fmt(ENTRIES)} → first card on screen`, `${fmt(median(frameAt))} ms median`, `target ≤ 400 ms; in the DOM at ${fmt(median(cardAt))} ms, worst ${fmt(worst(frameAt))} ms; DOMContentLoaded ${fmt(median(loaded))} ms`);
  // The copy of the last visit's screen (index.html, before the code): what the learner sees first.
  if (copyAt.length > 0) report('   … the last visit’s copy of it (inert, before the code)', `${fmt(median(copyAt))} ms median`, `in ${copyAt.length} of ${RELOADS} reloads; the live card above replaces it`);
  report('   cards in the DOM (virtualised list)', `${domCards} of ${fmt(ENTRIES)}`, 'only what is on screen plus overscan');
}

async function searchFigures(page: Page, journal: JournalPage, queries: string[]): Promise<void> {
  const byQuery = new Map<string, { shown: number[]; frames: number[] }>(queries.map((q) => [q, { shown: [], frames: [] }]));
  for (let round = 0; round < 2; round += 1) {
    for (const query of queries) {
      // Start from a list the answer cannot already be showing.
      await showList(journal, query === NO_MATCH ? (queries[0] ?? '') : NO_MATCH);
      const titles = expectedTitles(corpus, query).slice(0, 3);
      const timing = await timeList(page, { titles, exact: titles.length < 3, trigger: 'input' }, () => journal.search.fill(query));
      byQuery.get(query)?.shown.push(timing.shown);
      byQuery.get(query)?.frames.push(timing.frame);
    }
  }
  await showList(journal, '');
  const shown = [...byQuery.values()].flatMap((q) => q.shown);
  const frames = [...byQuery.values()].flatMap((q) => q.frames);
  report(`3. search at ${fmt(ENTRIES)} (${queries.length} queries × 2): input → list`, `${fmt(median(shown))} ms median, ${fmt(worst(shown))} worst`, `target ≤ 30 ms median, ≤ 50 worst; on screen (next frame) ${fmt(median(frames))} ms median, ${fmt(worst(frames))} worst`);
  const each = [...byQuery].map(([query, t]) => `"${query}" (${fmt(expectedTitles(corpus, query).length)} matches) ${t.shown.map((ms) => fmt(ms)).join('/')}`);
  console.log(`   per query, ms: ${each.join(', ')}`);
}

async function newEntryFigures(page: Page, journal: JournalPage): Promise<void> {
  const shown: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < NEW_ENTRIES; i += 1) {
    const title = `Bench entry ${i} written in the browser`;
    await journal.newEntryButton.click();
    await journal.dialog.waitFor();
    await journal.fillEntry({ title, content: `Timing the list: **entry ${i}** should show within a frame.` });
    const timing = await timeList(page, { titles: [title], exact: false, trigger: 'click' }, () => journal.save());
    await journal.dialog.waitFor({ state: 'detached' });
    shown.push(timing.shown);
    frames.push(timing.frame);
  }
  report(`4. new entry: Save Entry click → its card (${NEW_ENTRIES} runs)`, `${fmt(median(shown))} ms median, ${fmt(worst(shown))} worst`, `target ≤ 16 ms; on screen (next frame) ${fmt(median(frames))} ms median, ${fmt(worst(frames))} worst`);
}

interface ScrollRun {
  frameMs: number[];
  longTasks: number[];
  maxDomCards: number;
  reached: number;
  busy: boolean;
  elapsed: number;
}

/** In the page: scrolls `px` a frame (or to the current bottom when 0) for `frames` frames or `limitMs`. */
async function scrollRun({ frames, px, limitMs }: { frames: number; px: number; limitMs: number }): Promise<ScrollRun> {
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const feed = () => document.querySelector<HTMLElement>('[role=feed]');
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  window.scrollTo({ top: 0, behavior: 'instant' });
  const started = await nextFrame();
  const frameMs: number[] = [];
  let maxDomCards = 0;
  let last = started;
  for (let i = 0; i < frames && last - started < limitMs; i += 1) {
    // 'instant': the app's CSS asks for smooth scrolling, which would pace the scroll itself.
    if (px > 0) window.scrollBy({ top: px, behavior: 'instant' });
    else window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const at = await nextFrame();
    frameMs.push(at - last);
    last = at;
    maxDomCards = Math.max(maxDomCards, feed()?.querySelectorAll('article').length ?? 0);
    if (px === 0 && feed()?.getAttribute('aria-busy') === 'false' && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) break;
  }
  observer.disconnect();
  const indexes = [...(feed()?.querySelectorAll<HTMLElement>('[data-index]') ?? [])].map((el) => Number(el.dataset.index));
  return { frameMs, longTasks, maxDomCards, reached: Math.max(...indexes) + 1, busy: feed()?.getAttribute('aria-busy') === 'true', elapsed: last - started };
}

async function scrollFigures(page: Page): Promise<void> {
  const describe = (run: ScrollRun) => {
    const dropped = run.frameMs.filter((ms) => ms > 1000 / 60 + 4).length;
    return `${run.frameMs.length} frames, ${dropped} over 20 ms (median ${fmt(median(run.frameMs), 1)} ms, worst ${fmt(worst(run.frameMs))} ms), ${run.longTasks.length} long tasks (${fmt(run.longTasks.reduce((a, b) => a + b, 0))} ms), ≤ ${run.maxDomCards} cards in the DOM`;
  };
  const steady = await page.evaluate(scrollRun, { frames: STEADY_FRAMES, px: STEADY_PX_PER_FRAME, limitMs: END_SCROLL_LIMIT_MS });
  report(`5. scroll ${STEADY_FRAMES} frames at ${STEADY_PX_PER_FRAME} px a frame`, `reached card ${fmt(steady.reached)}`, `no target; ${describe(steady)}`);
  const toEnd = await page.evaluate(scrollRun, { frames: 100_000, px: 0, limitMs: END_SCROLL_LIMIT_MS });
  const where = toEnd.busy ? `only card ${fmt(toEnd.reached)} after ${fmt(toEnd.elapsed / 1000, 1)} s` : `the end (${fmt(toEnd.reached)}) in ${fmt(toEnd.elapsed / 1000, 1)} s`;
  report('   jump to the bottom every frame until the end', where, describe(toEnd));
}

async function rawFigureReport(page: Page, dbName: string, queries: string[]): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const raw = await page.evaluate(rawFigures, { name: dbName, queries, schemaVersion: String(SCHEMA_VERSION) });
  console.log('Raw operations in the same page (docs/performance.md floor in brackets):');
  report('   fetch the whole changes feed (1,000 a page)', `${fmt(raw.fetchMs)} ms (${fmt(raw.fetchedMb, 1)} MB)`, 'SQLite read + JSON 100 ms');
  report('   put 10,000 entries, one transaction, app indexes', `${fmt(raw.bulkPutMs)} ms`, `Dexie bulkPut 1.0 s; pull raw parts ${fmt((raw.fetchMs + raw.bulkPutMs) / 1000, 2)} s`);
  report('   count the entries store', `${fmt(raw.countMs, 1)} ms`, '-');
  report('   newest 30 by the createdAt index (a cursor)', `${fmt(raw.newestMs, 1)} ms`, 'newest 50: 2.4 ms');
  report('   … in one getAll request (direction prev)', `${fmt(raw.newestOneRequestMs, 1)} ms`, 'what Dexie does for a range query without a JS filter');
  report('   read all 10,000 entries (getAll)', `${fmt(raw.getAllMs)} ms`, '-');
  report('   search by scanning rows (getAll + filter)', `${fmt(median(raw.scanMs))} ms median`, '470 ms');
  report('   search over the rows in memory', `${fmt(median(raw.memoryMs), 1)} ms median`, '10 ms');
  report('   put of one entry', `${fmt(median(raw.putMs), 1)} ms median`, '1.3 ms');
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  console.log(`Journal in Chromium (${CHROMIUM_PATH}, phone viewport, ${fmt(ENTRIES)} entries of ~${fmt(median(corpus.map((e) => e.content.length)))} characters)`);
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: BENCH_EMAIL } }), launchBrowser()]);
  const { page, context } = await newPageSession(browser, server.baseUrl, { viewport: VIEWPORTS.phone });
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript(FIRST_CARD_PROBE);
  const user = await registerViaApi(page, newAccount({ email: BENCH_EMAIL }));
  seedEntries(server.databasePath, user.id, corpus);
  const dbName = `learnlog-${user.id}`;
  const journal = new JournalPage(page);

  await pullFigures(page, dbName);
  await phoneNetworkPull(browser, server.baseUrl, dbName);
  if (runs('render')) await renderFigures(page, journal);
  const common = VOCABULARY[0] ?? 'react';
  const queries = [common, `${VOCABULARY[2] ?? 'state'} ${VOCABULARY[9] ?? 'async'}`, (VOCABULARY[5] ?? 'rust').slice(0, 3), 'ref4242', NO_MATCH];
  if (runs('search')) await searchFigures(page, journal, queries);
  if (runs('new')) await newEntryFigures(page, journal);
  if (runs('editor')) await editorFigures(page, journal);
  if (runs('scroll')) await scrollFigures(page);
  if (runs('raw')) await rawFigureReport(page, dbName, queries);
} finally {
  await Promise.all([browser?.close(), server?.stop()]);
}
