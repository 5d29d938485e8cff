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
 *
 * Before each run Lighthouse clears the origin's service worker and caches, but not its IndexedDB or
 * local storage: only a new browser profile's first run starts with nothing stored. /journal is
 * therefore audited three ways, each with its own storage: a new device (everything cleared), the
 * learner's data kept with the code not cached (Lighthouse's default), and the same device again.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
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
  /**
   * What each run clears first. 'code' (Lighthouse's default): the service worker and its caches,
   * not the database or local storage, so the learner's data stays on the device. 'all': those
   * too, a new device. 'nothing': the same device again.
   */
  clear?: 'code' | 'all' | 'nothing';
}

/** What Lighthouse clears by default: the service worker and caches, not the database. */
const CODE_STORAGE = defaultSettings.clearStorageTypes;

async function auditOnce(port: number, url: string, { cookie, clear = 'code' }: AuditOptions): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    disableStorageReset: clear === 'nothing',
    clearStorageTypes: clear === 'all' ? [...CODE_STORAGE, 'indexeddb', 'local_storage'] : [...CODE_STORAGE],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * Now and then Lighthouse cannot read its own trace (NO_NAVSTART: the page loaded, the recording
 * lacks its start) and the run has no figures; that run is made again, and the retry is printed.
 */
async function auditRecorded(port: number, url: string, options: AuditOptions): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await auditOnce(port, url, options);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`      (Lighthouse could not record a run: ${lhr.runtimeError.code}; run again)`);
  }
}

/** RUNS audits of one page, each after clearing what `options.clear` says. */
async function audit(name: string, port: number, url: string, options: AuditOptions = {}) {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditRecorded(port, url, options));
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
    const journal = `${server.baseUrl}/journal`;
    const newDevice = await audit('journal-new-device', chrome.port, journal, { cookie, clear: 'all' });
    report(`   /journal, signed in, a new device (nothing stored), ${ENTRIES} entries`, `${newDevice.score}`, newDevice.metrics);
    // The last run left the learner's data on the device. Lighthouse's default clears the code
    // (service worker, caches) and keeps the data; the target is for that run.
    const coldCode = await audit('journal', chrome.port, journal, { cookie });
    report('   /journal, the learner’s data on the device, the app’s code not cached (Lighthouse’s default)', `${coldCode.score}`, `target ≥ ${TARGETS.journal}; ${coldCode.metrics}`);
    // The service worker from the last run stays too: the learner's usual start from the home screen icon.
    const returning = await audit('journal-returning', chrome.port, journal, { cookie, clear: 'nothing' });
    report('   /journal, the same device again', `${returning.score}`, returning.metrics);
  }
} finally {
  chrome?.kill();
  await server?.stop();
}
