/**
 * Lighthouse (mobile, performance only) for the landing page and a signed-in learner's /journal,
 * in Debian's Chromium against the built app (prints figures, asserts nothing). Each score is
 * printed with the metrics it is made of. Lighthouse's mobile run simulates a slow phone and
 * network from the trace, so a busy machine still lowers the figures: the targets are for a quiet one.
 *
 * Needs a build (`npm run build`, or BUILD_ROOT=dir for one made elsewhere).
 * Run: npx tsx scripts/bench/lighthouse-bench.ts
 * One run of /journal varies by ±10 on the same build, so each page is audited LIGHTHOUSE_RUNS times
 * (default 3) and the run Lighthouse's own median pick chooses (closest to the median FCP and time to
 * interactive) is reported, with every run's score beside it.
 * LIGHTHOUSE_ONLY=landing (or journal) runs one page; LIGHTHOUSE_JSON=dir keeps each median report there.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { exitUnlessBuiltWithChromium, fmt, makeCorpus, report, seedEntries } from './browser-bench-support';
import { registerAccount } from './server-load';

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

const ENTRIES = 200;
const TARGETS = { landing: 95, journal: 90 };
const ONLY = process.env.LIGHTHOUSE_ONLY;
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

exitUnlessBuiltWithChromium('Lighthouse');

const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

interface AuditOptions {
  /** Sent with every request: the signed-in learner's session. */
  cookie?: string;
  /** The origin's storage (database, service worker, its caches) is left as the last run left it. */
  keep?: boolean;
}

async function auditOnce(port: number, url: string, { cookie, keep = false }: AuditOptions): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keep,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * RUNS audits of one page: a fresh device each (Lighthouse clears the origin's storage first), or
 * with `keep` a returning one (the learner's database, the service worker and its cached app stay).
 */
async function audit(name: string, port: number, url: string, options: AuditOptions = {}) {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(port, url, options));
  const median = computeMedianRun(runs);
  if (JSON_DIR) writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(median));
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ').replace('total blocking time', 'TBT').replace('cumulative layout shift', 'CLS')} ${median.audits[id]?.displayValue ?? '-'}`);
  const all = RUNS > 1 ? `median of ${RUNS} runs (${runs.map(scoreOf).join(', ')}); ` : '';
  return { score: scoreOf(median), metrics: all + metrics.join(', ') };
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
    const journal = await audit('journal', chrome.port, `${server.baseUrl}/journal`, { cookie });
    report(`   /journal, signed in, fresh device, ${ENTRIES} entries`, `${journal.score}`, `target ≥ ${TARGETS.journal}; ${journal.metrics}`);
    // The last fresh run left the device synced, with the service worker installed: the learner's
    // usual start from the home screen icon.
    const returning = await audit('journal-returning', chrome.port, `${server.baseUrl}/journal`, { cookie, keep: true });
    report('   /journal, the same device again', `${returning.score}`, `${returning.metrics}`);
  }
} finally {
  chrome?.kill();
  await server?.stop();
}
