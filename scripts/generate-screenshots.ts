/**
 * Takes the install sheet's screenshots (manifest `screenshots`) from the real app: the built
 * server on a throwaway database, a learner with a few days of entries, Debian's Chromium. Run
 * after `npm run build`: `npx tsx scripts/generate-screenshots.ts`. Writes app/public/screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { TEST_PASSWORD, newAccount, registerViaApi } from '../tests/e2e/support/accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi } from '../tests/e2e/support/learner-records';

const OUT_DIR = new URL('../app/public/screenshots/', import.meta.url);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const EMAIL = 'ada@learnlog.example';

const ENTRY = `## Why local-first

Your work is not trapped on one device, and **no spinner** stands between you and your notes.

- Fast: reads and writes hit the device first
- Offline: the network is optional
- Yours: the data lives with you

| Ideal | What it means |
|---|---|
| No spinners | Instant reads and writes |
| Multi-device | Sync when a connection comes back |`;

async function seedLearner(page: Page): Promise<number> {
  // The first account on a server is its admin: taken first, so Ada is an ordinary learner.
  await registerViaApi(page, newAccount());
  await page.request.post('/api/auth/logout');
  await registerViaApi(page, newAccount({ firstName: 'Ada', email: EMAIL }));
  const book = await createResourceViaApi(page, { title: 'Designing Data-Intensive Applications', type: 'book', status: 'in-progress', progress: 45, tags: ['systems'] });
  await createResourceViaApi(page, { title: 'Local-first software', type: 'article', url: 'https://www.inkandswitch.com/local-first/', tags: ['sync'] });
  await createGoalViaApi(page, { title: 'Understand CRDTs well enough to explain them', priority: 'high', tags: ['sync'], linkedResources: [book.id] });
  await createEntryViaApi(page, { title: 'Replication logs', content: 'A leader writes every change to a log; followers replay it in order.', tags: ['systems'], createdAt: hoursAgo(50) });
  await createEntryViaApi(page, { title: 'Lamport clocks', content: 'A counter per node, bumped on every event and on every message received.', tags: ['sync'], createdAt: hoursAgo(26) });
  const entry = await createEntryViaApi(page, {
    title: 'Local-first software',
    content: ENTRY,
    keyLearning: 'Keep the data on the device first; the server is a peer that helps, not a gate.',
    questions: 'How do CRDTs merge two offline edits of the same paragraph?',
    tags: ['sync', 'local-first'],
    linkedResources: [book.id],
    createdAt: hoursAgo(2),
  });
  return entry.id;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const shots = [
      { name: 'journal-entry-narrow.png', path: (id: number) => `/journal/entry/${id}`, viewport: { width: 390, height: 844 }, scale: 2 },
      { name: 'dashboard-wide.png', path: () => '/', viewport: { width: 1280, height: 800 }, scale: 1 },
    ];
    const seeding = await browser.newContext({ baseURL: server.baseUrl });
    const entryId = await seedLearner(await seeding.newPage());
    await seeding.close();
    for (const shot of shots) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: shot.viewport, deviceScaleFactor: shot.scale, colorScheme: 'light' });
      const page = await context.newPage();
      await page.request.post('/api/auth/login', { data: { email: EMAIL, password: TEST_PASSWORD } });
      await page.goto(shot.path(entryId));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The sync indicator settles and the lists fill in.
      await page.getByText('All changes synced').filter({ visible: true }).first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: new URL(shot.name, OUT_DIR).pathname });
      await context.close();
      console.log(`wrote app/public/screenshots/${shot.name}`);
    }
  } finally {
    await Promise.all([browser.close(), server.stop()]);
  }
}

await main();
