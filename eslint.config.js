import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Only the database module talks to Dexie; screens go through hooks and repositories.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/db/**', 'app/src/sw.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Import Dexie only in app/src/db/.' }] }],
    },
  },
  {
    // Only sync-server/src/db/ owns the SQLite driver.
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'better-sqlite3', message: 'Use sync-server/src/db/.' }] }],
    },
  },
);
