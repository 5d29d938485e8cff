import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase, resolveMigrationsFolder } from './client';
import type { SqliteDatabase } from './sqlite';
import { currentVersion } from './versions';

const EXPECTED_TABLES = [
  'ai_summaries',
  'daily_usage',
  'feedback',
  'idempotency_keys',
  'journal_entries',
  'journal_prompts',
  'learn_plan_milestones',
  'learn_plans',
  'learning_goals',
  'lifetime_purchases',
  'password_reset_tokens',
  'photos',
  'premium_templates',
  'push_subscriptions',
  'rate_limit_hits',
  'reminder_claims',
  'reminder_settings',
  'resources',
  'retired_share_ids',
  'review_logs',
  'saved_searches',
  'server_keys',
  'sessions',
  'sync_state',
  'template_uses',
  'user_ai_preferences',
  'user_favorite_templates',
  'users',
];

/** The SQLite file itself (PostgreSQL's schema has its own tests: schema-parity.test.ts). */
const opened: SqliteDatabase[] = [];
const folders: string[] = [];
function tempFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-db-'));
  folders.push(folder);
  // A nested, missing folder: openDatabase must create it.
  return path.join(folder, 'nested', 'data', 'learnlog.db');
}
function open(file: string): SqliteDatabase {
  const database = openSqliteDatabase(file);
  opened.push(database);
  return database;
}

afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder and applies every migration to a fresh file', () => {
    const { sqlite } = open(tempFile());
    const tables = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(EXPECTED_TABLES);
    const applied = sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
    expect(applied.n).toBeGreaterThan(0);
  });

  it('creates the indexes the queries rely on', () => {
    const { sqlite } = open(':memory:');
    const indexes = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'users_email_unique',
        'users_username_unique',
        'journal_entries_user_created_idx',
        'journal_entries_user_version_idx',
        'journal_entries_user_deleted_idx',
        'journal_entries_share_id_unique',
        'resources_user_version_idx',
        'learning_goals_user_version_idx',
        'learn_plans_user_version_idx',
        'idempotency_keys_created_idx',
        'sessions_expire_idx',
      ]),
    );
  });

  it('sets WAL, NORMAL sync, foreign keys and a busy timeout', () => {
    const { sqlite } = open(tempFile());
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('reopens an existing file without re-applying migrations and keeps its rows', async () => {
    const file = tempFile();
    const first = open(file);
    const stamp = new Date().toISOString();
    await first.transaction((tx) => tx.q.insert(tx.t.users).values({ email: 'a@example.com', passwordHash: 'x', username: 'a-user', createdAt: stamp, updatedAt: stamp }));
    await first.close();
    const second = open(file);
    expect(await second.q.select().from(second.t.users)).toHaveLength(1);
  });

  it('finds the migrations folder next to the source', () => {
    expect(resolveMigrationsFolder()).toMatch(/sync-server[/\\]migrations$/);
  });

  it('refuses a row for a missing user (foreign keys are enforced)', () => {
    const { sqlite } = open(':memory:');
    const insert = () =>
      sqlite
        .prepare(
          "INSERT INTO ai_summaries (userId, summaryType, dateRange, reflectionPrompt, createdAt) VALUES (999, 'weekly', '{}', 'p', 'x')",
        )
        .run();
    expect(insert).toThrow(/FOREIGN KEY/);
  });
});

describe('nextVersion', () => {
  it('counts up from 1, server-wide', async () => {
    const db = open(':memory:');
    expect(await currentVersion(db)).toBe(0);
    expect(await db.transaction((tx) => tx.nextVersion(1))).toBe(1);
    expect(await db.transaction(async (tx) => [await tx.nextVersion(1), await tx.nextVersion(2)])).toEqual([2, 3]);
    expect(await currentVersion(db)).toBe(3);
  });

  it('rolls back with the transaction it ran in, so no version is lost or shared', async () => {
    const db = open(':memory:');
    await db.transaction((tx) => tx.nextVersion(1));
    await expect(
      db.transaction(async (tx) => {
        await tx.nextVersion(1);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await currentVersion(db)).toBe(1);
    expect(await db.transaction((tx) => tx.nextVersion(1))).toBe(2);
  });

  it('is only handed out inside a transaction', async () => {
    const db = open(':memory:');
    await expect(db.nextVersion(1)).rejects.toThrow(/transaction/);
  });
});

describe('transactions on the one SQLite connection', () => {
  it('take turns: a second one waits until the first has committed, and sees its write', async () => {
    const db = open(':memory:');
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction(async (tx) => {
      order.push('first begins');
      await tx.nextVersion(1);
      await held;
      order.push('first commits');
    });
    const second = db.transaction(async (tx) => {
      order.push('second begins');
      return tx.nextVersion(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await first;
    expect(await second).toBe(2);
    expect(order).toEqual(['first begins', 'first commits', 'second begins']);
  });
});
