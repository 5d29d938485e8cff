/**
 * /insights at 10,000 entries written over the last year (every one with a key learning, so
 * 10,000 cards) and 20,000 review logs in the real app, in Debian's Chromium (prints figures,
 * asserts nothing): a tap on Insights in the sidebar → every insight card drawn, and the
 * longest main-thread task meanwhile (how long the screen could not answer a tap).
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/insights-browser-bench.ts
 */
import { loadavg } from 'node:os';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { newAccount, registerViaApi } from '../../tests/e2e/support/accounts';
import { CHROMIUM_PATH, VIEWPORTS, launchBrowser, newPageSession } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { KEEP_NAMES_SHIM, exitUnlessBuiltWithChromium, fmt, makeCorpus, median, report, seedEntries, worst } from './browser-bench-support';

const ENTRIES = 10_000;
const LOGS = 20_000;
const OPENINGS = 5;
const BENCH_EMAIL = 'insights-bench@example.com';
const RATINGS = ['good', 'good', 'easy', 'hard', 'again'] as const;

exitUnlessBuiltWithChromium('Insights');

const now = Date.now();
// A year of writing up to an hour ago, every entry with a card.
const corpus = makeCorpus(ENTRIES).map((e, i) => ({ ...e, keyLearning: `Remember ${e.title}`, createdAt: new Date(now - 3_600_000 - (ENTRIES - i) * 52 * 60_000).toISOString() }));

/** Two ratings for each card, a week apart, after its entry was written. */
function seedReviewLogs(databasePath: string, userId: number): void {
  const sqlite = new Database(databasePath);
  try {
    const insert = sqlite.prepare(
      'INSERT INTO review_logs (userId, id, version, createdAt, updatedAt, entryId, cardKey, cardText, rating, reviewedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const counter = sqlite.prepare('UPDATE sync_state SET version = ? WHERE id = 1');
    sqlite.transaction(() => {
      let version = (sqlite.prepare('SELECT version FROM sync_state WHERE id = 1').get() as { version: number }).version;
      for (let i = 0; i < LOGS; i += 1) {
        const entry = corpus[i % ENTRIES]!;
        const at = new Date(Math.min(now - 60_000, Date.parse(entry.createdAt) + (1 + 7 * Math.floor(i / ENTRIES)) * 86_400_000)).toISOString();
        version += 1;
        insert.run(userId, 7_000_000 + i, version, at, at, entry.id, 'key', entry.keyLearning, RATINGS[i % RATINGS.length], at);
      }
      counter.run(version);
    })();
  } finally {
    sqlite.close();
  }
}

/** In the page: how many rows one of the app's tables holds. */
async function rowCount([name, table]: [string, string]): Promise<number> {
  const ask = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  const db = await ask(indexedDB.open(name));
  try {
    return await ask(db.transaction(table).objectStore(table).count());
  } finally {
    db.close();
  }
}

/** In the page: from the next click until the six insight cards are on screen (no skeleton left), and the longest task meanwhile. */
function watchCharts(): void {
  const result = { startAt: null as number | null, shownAt: null as number | null, longest: 0 };
  Object.assign(window, { __insights: result });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) if (result.startAt !== null && result.shownAt === null) result.longest = Math.max(result.longest, task.duration);
  }).observe({ type: 'longtask' });
  const check = () => {
    if (result.startAt !== null && document.querySelectorAll('[data-testid="insight"]').length >= 6) {
      result.shownAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', (event) => (result.startAt = event.timeStamp), { capture: true, once: true });
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: BENCH_EMAIL } }), launchBrowser()]);
  const { page, context } = await newPageSession(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const user = await registerViaApi(page, newAccount({ email: BENCH_EMAIL }));
  seedEntries(server.databasePath, user.id, corpus);
  seedReviewLogs(server.databasePath, user.id);
  console.log(`Insights in Chromium (${CHROMIUM_PATH}, desktop viewport, ${fmt(ENTRIES)} entries, ${fmt(LOGS)} review logs; load average ${fmt(loadavg()[0] ?? 0, 1)})`);

  await page.goto('/');
  await page.getByRole('button', { name: 'All changes synced' }).filter({ visible: true }).waitFor({ timeout: 180_000 });
  // The pull goes on after the first page says synced: wait for every row and card.
  const pulledAt = Date.now();
  for (const [table, rows] of [['reviewLogs', LOGS], ['reviewCards', ENTRIES]] as const) {
    while ((await page.evaluate(rowCount, [`learnlog-${user.id}`, table] as [string, string])) < rows) await page.waitForTimeout(200);
  }
  console.log(`   (pulled and indexed ${fmt((Date.now() - pulledAt) / 1000, 1)} s after the first "synced")`);
  const shown: number[] = [];
  const longest: number[] = [];
  for (let i = 0; i < OPENINGS; i += 1) {
    await page.goto('/goals');
    await page.getByRole('heading', { level: 1, name: 'Learning Goals' }).waitFor();
    await page.waitForTimeout(1_000);
    await page.evaluate(watchCharts);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForFunction(() => (window as unknown as { __insights: { shownAt: number | null } }).__insights.shownAt !== null, undefined, { timeout: 60_000 });
    const r = await page.evaluate(() => (window as unknown as { __insights: { startAt: number; shownAt: number; longest: number } }).__insights);
    shown.push(r.shownAt - r.startAt);
    longest.push(r.longest);
  }
  report(`open /insights (sidebar tap) → six insight cards, ${OPENINGS} runs`, `${fmt(median(shown))} ms median`, `worst ${fmt(worst(shown))} ms`);
  report('   longest main-thread task meanwhile', `${fmt(median(longest))} ms median`, `worst ${fmt(worst(longest))} ms; a tap waits at most this long`);
} finally {
  await Promise.all([browser?.close(), server?.stop()]);
}
