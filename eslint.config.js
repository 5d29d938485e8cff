import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['**/dist/**', 'dev-dist/**', 'node_modules/**', 'sync-server/migrations/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No import cycles (docs/architecture.md): a cycle makes load order decide what a module sees.
    // Type-only imports vanish at build time, so the rule skips them; ignoreExternal keeps it off node_modules.
    files: ['app/src/**/*.{ts,tsx}', 'shared/src/**/*.ts', 'sync-server/src/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A lazy import() runs after both modules have loaded, so a route chunk may import back its loader.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Only the database module talks to Dexie; screens go through hooks and repositories.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/db/**', 'app/src/sw.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Import Dexie only in app/src/db/.' }] }],
    },
  },
  {
    // Dexie tables only through app/src/db/ and app/src/sync/: features, components, lib and the
    // shell call repository functions and hooks (docs/architecture.md). Catches `db.<table>`,
    // `x.db.<table>`, `db.table(` and `db.transaction(`.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: [
      'app/src/db/**',
      'app/src/sync/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/*.fixtures.ts',
      '**/*.fake.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(entries|resources|goals|learnPlans|reviewLogs|reviewCards|outbox|meta|notices|pullSeen|ownWrites|table|transaction)$/]:matches([object.name="db"], [object.property.name="db"])',
          message: 'Read and write Dexie tables only in app/src/db/ (repository functions and hooks) or app/src/sync/.',
        },
      ],
    },
  },
  {
    // Only sync-server/src/db/ owns the database drivers and picks the dialect (the test
    // helpers also talk to the throwaway PostgreSQL cluster's maintenance database).
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/db/**', 'sync-server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['better-sqlite3', 'pg', 'drizzle-orm/better-sqlite3', 'drizzle-orm/node-postgres'].map((name) => ({
            name,
            message: 'Use the Database from sync-server/src/db/ (db/database.ts).',
          })),
        },
      ],
      // SQLite's synchronous driver alone has these; awaited queries run on both engines.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(get|all|run)$/]',
          message: 'Await the query (`await db.q.select()…`); .get()/.all()/.run() exist only on SQLite (db/database.ts).',
        },
      ],
    },
  },
  {
    // Import boundaries (docs/architecture.md): shared/ stands alone; a feature uses another
    // feature only through that feature's index.ts; the device's core (db, sync, lib, components)
    // never reaches up into features or the app shell; server routes never touch tables.
    files: ['app/src/**/*.{ts,tsx}', 'shared/src/**/*.ts', 'sync-server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.fixtures.ts', '**/*.fake.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared/src' },
        { type: 'feature', pattern: 'app/src/features/*', capture: ['feature'] },
        { type: 'app-shell', pattern: 'app/src/app' },
        { type: 'app-core', pattern: 'app/src/(db|sync|lib|components)', capture: ['layer'] },
        { type: 'server-db', pattern: 'sync-server/src/db' },
        { type: 'server-route', pattern: 'sync-server/src/routes' },
        { type: 'server', pattern: 'sync-server/src' },
        { type: 'app', pattern: 'app/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: '!shared' } } },
              message: 'shared/ is used by the app and the server alike: it imports nothing of either.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: 'A feature uses another feature only through its index.ts.',
            },
            {
              from: { element: { type: 'app-core' } },
              disallow: { to: { element: { type: ['feature', 'app-shell'] } } },
              message: 'db, sync, lib and components sit below the features and the app shell.',
            },
            {
              from: { element: { type: 'server-route' } },
              disallow: { to: { element: { type: 'server-db' } } },
              message: 'Routes validate and answer; the queries and tables belong to the services.',
            },
          ],
        },
      ],
    },
  },
);
