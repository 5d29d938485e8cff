/**
 * Review at 10,000 entries (~15,000 cards) in the real app, in Debian's Chromium (prints figures,
 * asserts nothing). Every entry has a key learning and every other one a question; all were
 * written long ago (an import), so every card is due and the daily limit picks today's:
 *
 *   1. a fresh device pulls them and builds its card index;
 *   2. opening /review from the bottom bar (on /goals), tap → first card on screen (target ≤ 200 ms);
 *   3. a rating (key 3, Good) → the next card on screen (target: within one frame);
 *   then the raw IndexedDB reads the figures build on, in the same page.
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/review-browser-bench.ts
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerViaApi } from '../../tests/e2e/support/accounts';
import { CHROMIUM_PATH, VIEWPORTS, launchBrowser, newPageSession } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { KEEP_NAMES_SHIM, exitUnlessBuiltWithChromium, fmt, makeCorpus, median, report, seedEntries, worst, type SeedEntry } from './browser-bench-support';

const ENTRIES = 10_000;
const OPENINGS = 5;
const RATINGS = 15;
const BENCH_EMAIL = 'review-bench@example.com';

exitUnlessBuiltWithChromium('Review');

/** The journal corpus with a key learning on every entry and a question on every other one. */
const corpus: SeedEntry[] = makeCorpus(ENTRIES).map((e, i) => ({
  ...e,
  keyLearning: `Remember ${e.title}`,
  questions: i % 2 === 0 ? `- Why does ${e.title.split(' ')[0]} matter? (${i})` : undefined,
}));
const CARDS = corpus.reduce((n, e) => n + 1 + (e.questions ? 1 : 0), 0);

interface CardWatch {
  startAt: number | null;
  shownAt: number | null;
  frameAt: number | null;
}

/** In the page: from the next click or key press until the card text changes, and the next frame. */
function watchCard(): void {
  const result: CardWatch = { startAt: null, shownAt: null, frameAt: null };
  Object.assign(window, { __card: result });
  const before = document.getElementById('review-card-text')?.textContent ?? null;
  const observer = new MutationObserver(() => {
    const text = document.getElementById('review-card-text')?.textContent ?? null;
    if (result.startAt === null || text === null || text === before) return;
    result.shownAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (result.frameAt = performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const start = (event: Event) => {
    result.startAt = event.timeStamp;
    document.removeEventListener('click', start, true);
    document.removeEventListener('keydown', start, true);
  };
  document.addEventListener('click', start, true);
  document.addEventListener('keydown', start, true);
}

async function timeCard(page: Page, act: () => Promise<void>): Promise<{ shown: number; frame: number }> {
  await page.evaluate(watchCard);
  await act();
  await page.waitForFunction(() => (window as unknown as { __card: CardWatch }).__card.frameAt !== null, undefined, { timeout: 30_000 });
  const r = await page.evaluate(() => (window as unknown as { __card: CardWatch }).__card);
  return { shown: (r.shownAt ?? NaN) - (r.startAt ?? NaN), frame: (r.frameAt ?? NaN) - (r.startAt ?? NaN) };
}

/** In the page: how many cards the device's index holds. */
async function cardCount(name: string): Promise<number> {
  const open = indexedDB.open(name);
  const db = await new Promise<IDBDatabase>((resolve, reject) => ((open.onsuccess = () => resolve(open.result)), (open.onerror = () => reject(open.error))));
  try {
    const request = db.transaction('reviewCards').objectStore('reviewCards').count();
    return await new Promise<number>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  } finally {
    db.close();
  }
}

/** In the page, on the app's database: the reads the figures build on. */
async function rawReads(name: string) {
  const ask = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const db = await ask(indexedDB.open(name));
  const today = new Date().toISOString().slice(0, 10);
  const cards = () => db.transaction('reviewCards').objectStore('reviewCards');
  const count = await ask(cards().count());
  const dueMs = await timed(() => ask(cards().index('dueDay').getAll(IDBKeyRange.upperBound(today), 21)));
  const first = (await ask(cards().index('dueDay').get(IDBKeyRange.upperBound(today)))) as { entryId: number };
  const oneMs = await timed(() => ask(db.transaction('entries').objectStore('entries').get(first.entryId)));
  const allEntriesMs = await timed(() => ask(db.transaction('entries').objectStore('entries').getAll()));
  const allCardsMs = await timed(() => ask(cards().getAll()));
  db.close();
  return { count, dueMs, oneMs, allEntriesMs, allCardsMs };
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: BENCH_EMAIL } }), launchBrowser()]);
  const { page, context } = await newPageSession(browser, server.baseUrl, { viewport: VIEWPORTS.phone });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const user = await registerViaApi(page, newAccount({ email: BENCH_EMAIL }));
  seedEntries(server.databasePath, user.id, corpus);
  // The machine is shared: the load says how far a figure is from a quiet run's.
  console.log(`Review in Chromium (${CHROMIUM_PATH}, phone viewport, ${fmt(ENTRIES)} entries, ${fmt(CARDS)} cards, all due; load average ${fmt(loadavg()[0] ?? 0, 1)})`);

  await page.goto('/');
  await page.getByRole('button', { name: 'All changes synced' }).filter({ visible: true }).waitFor({ timeout: 120_000 });
  const syncedAt = await page.evaluate(() => performance.now());
  const dbName = `learnlog-${user.id}`;
  let indexed = 0;
  while (indexed < CARDS) {
    indexed = await page.evaluate(cardCount, dbName);
    if (indexed < CARDS) await page.waitForTimeout(50);
  }
  const indexedAt = await page.evaluate(() => performance.now());
  report(`1. fresh device pulls ${fmt(ENTRIES)} entries, indexes ${fmt(CARDS)} cards`, `${fmt(indexedAt / 1000, 2)} s`, `the journal's pull alone: target ≤ 3 s (docs/performance.md); "All changes synced" at ${fmt(syncedAt / 1000, 2)} s`);

  const open: number[] = [];
  const openFrames: number[] = [];
  for (let i = 0; i < OPENINGS; i += 1) {
    // From a light screen, once it has settled: the dashboard's own reads of 10,000 entries
    // would otherwise still hold the database when the tap comes.
    await page.goto('/goals');
    await page.getByRole('heading', { level: 1, name: 'Learning Goals' }).waitFor();
    await page.waitForTimeout(1_000);
    const reviewLink = page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Review' });
    await page.evaluate(() => document.getElementById('review-card-text')?.remove());
    const t = await timeCard(page, () => reviewLink.click());
    open.push(t.shown);
    openFrames.push(t.frame);
  }
  report(`2. open /review (bottom bar tap) → first card, ${OPENINGS} runs`, `${fmt(median(openFrames))} ms median on screen`, `target ≤ 200 ms; in the DOM ${fmt(median(open))} ms, worst on screen ${fmt(worst(openFrames))} ms`);

  const rated: number[] = [];
  const ratedFrames: number[] = [];
  for (let i = 0; i < RATINGS; i += 1) {
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
    const t = await timeCard(page, () => page.keyboard.press('3'));
    rated.push(t.shown);
    ratedFrames.push(t.frame);
  }
  report(`3. rate Good (key 3) → next card, ${RATINGS} runs`, `${fmt(median(ratedFrames), 1)} ms median on screen`, `target within one frame (16.7 ms); in the DOM ${fmt(median(rated), 1)} ms, worst on screen ${fmt(worst(ratedFrames), 1)} ms`);

  const raw = await page.evaluate(rawReads, dbName);
  console.log('Raw operations in the same page:');
  report(`   today's 21 cards by the dueDay index (of ${fmt(raw.count)})`, `${fmt(raw.dueMs, 1)} ms`, 'what /review reads first');
  report('   the first card\'s entry by its id', `${fmt(raw.oneMs, 1)} ms`, 'its context');
  report('   every card (getAll)', `${fmt(raw.allCardsMs)} ms`, 'what a scan of the index would cost');
  report('   every entry (getAll)', `${fmt(raw.allEntriesMs)} ms`, 'what making cards on opening would start with');
} finally {
  await Promise.all([browser?.close(), server?.stop()]);
}
