/** Migration 0001_trust on a database that already has accounts, sessions and today's counts. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, resolveMigrationsFolder } from './client';

const folder = mkdtempSync(path.join(tmpdir(), 'learnlog-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations folder as it was before 0001: the first migration only. */
function firstMigrationOnly(): string {
  const source = resolveMigrationsFolder();
  const target = path.join(folder, 'migrations');
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, 1);
  writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify(journal));
  cpSync(path.join(source, `${journal.entries[0]?.tag}.sql`), path.join(target, `${journal.entries[0]?.tag}.sql`));
  return target;
}

describe('migration 0001_trust', () => {
  it('keeps sessions (now with their user), drops orphans, and carries the day\'s counts over', () => {
    const file = path.join(folder, 'old.db');
    const before = openDatabase(file, firstMigrationOnly());
    const stamp = '2026-03-20T10:00:00.000Z';
    before.sqlite
      .prepare(
        `insert into users (id, email, passwordHash, username, timeZone, lastJournalEntryDate, dailyJournalCount, lastResourceEntryDate, dailyResourceCount, createdAt, updatedAt)
         values (1, 'a@example.com', 'x', 'a', 'Europe/Paris', '2026-03-20', 1, '2026-03-20', 2, ?, ?),
                (2, 'b@example.com', 'x', 'b', 'UTC', '2026-03-19', 1, '2026-03-20', 3, ?, ?)`,
      )
      .run(stamp, stamp, stamp, stamp);
    const session = before.sqlite.prepare('insert into sessions (sid, sess, expire) values (?, ?, ?)');
    session.run('live', JSON.stringify({ userId: 1 }), '2026-04-01T00:00:00.000Z');
    session.run('orphan', JSON.stringify({ userId: 99 }), '2026-04-01T00:00:00.000Z');
    before.close();

    const after = openDatabase(file);
    try {
      expect(after.sqlite.prepare('select sid, userId from sessions').all()).toEqual([{ sid: 'live', userId: 1 }]);
      expect(after.sqlite.prepare('select * from daily_usage order by userId, day').all()).toEqual([
        { userId: 1, day: '2026-03-20', timeZone: 'Europe/Paris', journalEntries: 1, resources: 2 },
        { userId: 2, day: '2026-03-19', timeZone: 'UTC', journalEntries: 1, resources: 0 },
        { userId: 2, day: '2026-03-20', timeZone: 'UTC', journalEntries: 0, resources: 3 },
      ]);
    } finally {
      after.close();
    }
  });
});
