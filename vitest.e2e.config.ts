import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

/**
 * Browser tests: the built server (`npm run build` first) and Debian's Chromium. Each file starts
 * its own server and browser on a free port and its own temporary files, so two files run at once.
 * Why and the figures: docs/decisions/019-test-time.md
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    maxWorkers: 2,
    // A hang guard, not a measure: beside another file a long journey takes up to ~1.5x as long.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default', new SummaryReporter('e2e')],
  },
});
