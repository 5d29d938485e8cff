/**
 * Lighthouse (mobile, performance only) for the landing page and a signed-in learner's /journal,
 * in Debian's Chromium against the built app (prints figures, asserts nothing). Each score is
 * printed with the metrics it is made of. Lighthouse's mobile run simulates a slow phone and
 * network from the trace, so a busy machine still lowers the figures: the targets are for a quiet one.
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/lighthouse-bench.ts
 * LIGHTHOUSE_ONLY=landing (or journal) runs one audit; LIGHTHOUSE_JSON=dir keeps each report there.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { exitUnlessBuiltWithChromium, fmt, makeCorpus, report, seedEntries } from './browser-bench-support';
import { registerAccount } from './server-load';

const ENTRIES = 200;
const TARGETS = { landing: 95, journal: 90 };
const ONLY = process.env.LIGHTHOUSE_ONLY;
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

exitUnlessBuiltWithChromium('Lighthouse');

async function audit(name: string, port: number, url: string, cookie?: string) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (JSON_DIR) writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ').replace('total blocking time', 'TBT').replace('cumulative layout shift', 'CLS')} ${audits[id]?.displayValue ?? '-'}`);
  return { score: Math.round((categories.performance?.score ?? 0) * 100), metrics: metrics.join(', ') };
}

let server: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  server = await startServer();
  const cookie = await registerAccount(server.port, 'lighthouse@example.com');
  const me = (await (await fetch(`${server.baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as { id: number };
  seedEntries(server.databasePath, me.id, makeCorpus(ENTRIES));
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  console.log(`Lighthouse 12 mobile performance in ${CHROMIUM_PATH} (load average ${fmt(loadavg()[0] ?? 0, 1)})`);
  if (ONLY !== 'journal') {
    const landing = await audit('landing', chrome.port, `${server.baseUrl}/`);
    report('   landing page', `${landing.score}`, `target ≥ ${TARGETS.landing}; ${landing.metrics}`);
  }
  if (ONLY !== 'landing') {
    const journal = await audit('journal', chrome.port, `${server.baseUrl}/journal`, cookie);
    report(`   /journal, signed in, fresh device, ${ENTRIES} entries`, `${journal.score}`, `target ≥ ${TARGETS.journal}; ${journal.metrics}`);
  }
} finally {
  chrome?.kill();
  await server?.stop();
}
