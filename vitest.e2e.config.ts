import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

/**
 * Browser tests: the built server (`npm run build` first) and Debian's Chromium. Files run one
 * after another: each starts its own server and browser, and two Chromiums at once on a small
 * machine make timings flaky.
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', new SummaryReporter('e2e')],
  },
});
