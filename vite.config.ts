import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import SummaryReporter from './scripts/summary-reporter.ts';
import { landingPrerender } from './scripts/vite/landing-prerender.ts';
import { firstScreensGroup } from './scripts/vite/first-screens-chunk.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One manifest file at the root is the source of truth; the plugin writes it into the build.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

const serverPort = process.env.PORT ?? '3000';

const UNIT_FILES = ['shared/src/**/*.test.ts', 'sync-server/src/**/*.test.ts', 'app/src/**/*.test.{ts,tsx}'];
// They assert that the event loop never stalls past ~100 ms: a second worker busy beside them
// stalls it too, so they run in projects of their own, alone. Why: docs/decisions/019-test-time.md
const TIMING_FILES = ['sync-server/src/middleware/largest-body-blocking.test.ts', 'sync-server/src/middleware/json-body.test.ts', 'sync-server/src/routes/data-transfer-load.test.ts'];
const PG_ENV = { LEARNLOG_TEST_DB: 'postgres' };
const PG_GLOBAL_SETUP = ['sync-server/src/test/pg-global-setup.ts', 'sync-server/src/test/push-tls-global-setup.ts'];

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  // BUILD_ROOT: build somewhere else (parallel work builds and tests its own copy).
  build: {
    outDir: process.env.BUILD_ROOT ? `${process.env.BUILD_ROOT}/app/dist` : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [firstScreensGroup(fileURLToPath(new URL('./app', import.meta.url)))] } } },
  },
  plugins: [
    react(),
    tailwindcss(),
    landingPrerender(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // A classic script in one file: the 'es' build sets rolldown's deprecated inlineDynamicImports.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The password dictionaries (1.6 MB) load only where a password is set, always online;
        // the install sheet's screenshots are read by the browser at install time, never offline.
        globIgnores: ['**/password-strength.worker-*.js', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: { proxy: { '/api': `http://localhost:${serverPort}` } },
  test: {
    root: '.',
    environment: 'node',
    reporters: ['default', new SummaryReporter('unit')],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at a time on a 2-core machine (Vitest's default there is one).
    // Why: docs/decisions/019-test-time.md
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          // Two server processes on one PostgreSQL: only in the server-pg project.
          exclude: ['**/*.pg.test.ts', ...TIMING_FILES],
          // The fake push service's certificate, trusted by the workers (NODE_EXTRA_CA_CERTS).
          globalSetup: ['sync-server/src/test/push-tls-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-timing',
          include: TIMING_FILES,
          // One file at a time, after every other file has finished: nothing else is running.
          maxWorkers: 1,
          globalSetup: ['sync-server/src/test/push-tls-global-setup.ts'],
        },
      },
      // The server's suite again on PostgreSQL: a throwaway cluster (Debian's postgresql binaries)
      // started once for the run, a database per test server. LEARNLOG_SKIP_POSTGRES=1 leaves it out.
      ...(process.env.LEARNLOG_SKIP_POSTGRES === '1'
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                include: ['sync-server/src/**/*.test.ts'],
                // The SQLite file itself: its pragmas and its own migration history; and the
                // password worker, which has no database at all.
                exclude: ['sync-server/src/db/client.test.ts', 'sync-server/src/db/migration-trust.test.ts', 'sync-server/src/services/password-strength.service.test.ts', ...TIMING_FILES],
                env: PG_ENV,
                globalSetup: PG_GLOBAL_SETUP,
              },
            },
            {
              extends: true as const,
              test: { name: 'server-pg-timing', include: TIMING_FILES, maxWorkers: 1, env: PG_ENV, globalSetup: PG_GLOBAL_SETUP },
            },
          ]),
    ],
  },
});
