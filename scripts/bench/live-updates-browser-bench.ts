/**
 * Live updates in Debian's Chromium (prints figures, asserts nothing): two open devices of one
 * learner under the service worker; an entry saved on the laptop until its card shows on the
 * phone, with no reload. Beside it: the raw round trip of a pull from the phone's page, and the
 * 30 s poll the phone would otherwise wait for.
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/live-updates-browser-bench.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { POLL_INTERVAL_MS, SYNC_EVENTS } from '@learnlog/shared';
import { newAccount, registerViaApi, TEST_PASSWORD } from '../../tests/e2e/support/accounts';
import { CHROMIUM_PATH, launchBrowser, newPageSession } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { waitForServiceWorkerControl } from '../../tests/e2e/support/service-worker';
import { JournalPage } from '../../tests/e2e/page-models/journal-page';
import { fmt, median, report, worst } from './browser-bench-support';

const RUNS = 5;
const EMAIL = 'bench-live@example.com';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD_ROOT = process.env.BUILD_ROOT ? path.resolve(process.env.BUILD_ROOT) : ROOT;
if (!existsSync(path.join(BUILD_ROOT, 'sync-server/dist/server.js')) || !existsSync(CHROMIUM_PATH)) {
  console.log('Live updates in Chromium: skipped, no build or no Chromium (run `npm run build` first).');
  process.exit(0);
}

async function openControlled(page: Page): Promise<JournalPage> {
  const journal = new JournalPage(page);
  await journal.goto();
  await waitForServiceWorkerControl(page);
  const stream = page.waitForResponse((res) => res.url().includes(SYNC_EVENTS.path));
  await page.reload();
  await journal.heading.waitFor();
  await stream;
  return journal;
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: EMAIL } }), launchBrowser()]);
  const laptop = (await newPageSession(browser, server.baseUrl)).page;
  const phone = (await newPageSession(browser, server.baseUrl)).page;
  await registerViaApi(laptop, newAccount({ email: EMAIL }));
  await phone.request.post('/api/auth/login', { data: { email: EMAIL, password: TEST_PASSWORD } });
  const [laptopJournal, phoneJournal] = await Promise.all([openControlled(laptop), openControlled(phone)]);

  const shown: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const title = `Live ${i}`;
    await laptopJournal.newEntryButton.click();
    await laptopJournal.field('Title').fill(title);
    await laptopJournal.contentField.fill('Written on the laptop.');
    const started = Date.now();
    await laptopJournal.save();
    await phoneJournal.card(title).waitFor({ timeout: POLL_INTERVAL_MS * 2 });
    shown.push(Date.now() - started);
  }
  const pulls: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    pulls.push(await phone.evaluate(async () => {
      const started = performance.now();
      await (await fetch('/api/sync/changes?since=0&limit=1')).text();
      return performance.now() - started;
    }));
  }
  report(
    `another open device shows an edit, no reload (${RUNS} runs)`,
    `${fmt(median(shown))} ms median, ${fmt(worst(shown))} worst`,
    `target ≤ 1 s; raw pull round trip ${fmt(median(pulls))} ms; without the stream: the ${POLL_INTERVAL_MS / 1000} s poll`,
  );
} finally {
  await Promise.all([browser?.close(), server?.stop()]);
}
