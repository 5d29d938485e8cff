/**
 * How a pull reads its pages (no server: a transport that answers from a list): the next page is
 * asked for as soon as one arrives, pages already here are written together, an interrupted pull
 * resumes after the last page it wrote, and a row this version cannot read is skipped (and
 * logged) while the rest of the page and the cursor still go in.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncChange } from '@learnlog/shared';
import { openUserDatabase } from '../db/database';
import { getMeta } from '../db/meta';
import { pageFeed, type FeedAnswer } from './page-feed';
import { pullChanges } from './pull';
import type { Transport } from './transport';

const entryRow = (id: number, fields: Record<string, unknown> = {}) => ({
  id, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: id, title: `Entry ${id}`, content: 'text',
  keyLearning: null, questions: null, tags: ['a'], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
  isPublic: false, isFavorite: false, readTime: 1, shareId: null, ...fields,
});

/** A transport that answers one page of `changes`. */
function onePage(changes: SyncChange[]): Transport {
  const unused = () => Promise.reject(new Error('not in this test'));
  return { send: unused, push: unused, changes: () => Promise.resolve({ kind: 'ok', body: { changes, cursor: changes.length, hasMore: false } }) };
}

afterEach(() => vi.restoreAllMocks());

/** A feed of `count` entries, `limit` a page; `fail(since)` turns an answer into a network error. */
function feedOf(count: number, fail: (since: number) => boolean = () => false) {
  const asked: number[] = [];
  const unused = () => Promise.reject(new Error('not in this test'));
  const transport: Transport = {
    send: unused,
    push: unused,
    changes(since, limit) {
      asked.push(since);
      if (fail(since)) return Promise.resolve({ kind: 'network', error: 'offline', cause: null });
      const ids = Array.from({ length: Math.max(0, Math.min(limit, count - since)) }, (_, i) => since + i + 1);
      const changes: SyncChange[] = ids.map((id) => ({ table: 'journal_entries', id, version: id, row: entryRow(id) }));
      return Promise.resolve({ kind: 'ok', body: { changes, cursor: ids.at(-1) ?? since, hasMore: since + ids.length < count } });
    },
  };
  return { transport, asked };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const cursors = (answers: FeedAnswer[]) => answers.map((a) => (a.kind === 'ok' && 'cursor' in a.body ? a.body.cursor : a.kind));

describe('the page feed', () => {
  it('asks for the next page as soon as one arrives, keeps two waiting, and hands over all that are here', async () => {
    const { transport, asked } = feedOf(5);
    const feed = pageFeed(transport, 0, 1, false);
    expect(cursors(await feed.take())).toEqual([1]);
    await tick(); // the writer is busy: pages 2 and 3 arrive, page 4 waits for room
    expect(asked).toEqual([0, 1, 2]);
    expect(cursors(await feed.take())).toEqual([2, 3]);
    expect(asked).toContain(3); // room again: it goes on
    await tick();
    expect(cursors(await feed.take())).toEqual([4, 5]);
    expect(asked).toEqual([0, 1, 2, 3, 4]); // nothing after the last page
  });
});

describe('a pull of many pages', () => {
  it('writes every page, and after an interruption resumes after the last page it wrote', async () => {
    const db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
    const broken = feedOf(7, (since) => since === 4);
    expect(await pullChanges(db, broken.transport, 2)).toMatchObject({ outcome: 'failed', result: { kind: 'network' } });
    expect(await getMeta(db, 'cursor')).toBe(4);
    expect(await db.entries.count()).toBe(4);

    const working = feedOf(7);
    expect(await pullChanges(db, working.transport, 2)).toMatchObject({ outcome: 'done', applied: 3 });
    expect(working.asked[0]).toBe(4);
    expect(await db.entries.toCollection().primaryKeys()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await getMeta(db, 'cursor')).toBe(7);
    db.close();
  });
});

describe('pulled rows', () => {
  it('skips a row it cannot read, stores the rest without unknown fields, and moves the cursor past them all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
    const changes: SyncChange[] = [
      { table: 'journal_entries', id: 1, version: 1, row: entryRow(1, { fromANewerServer: 'x' }) },
      { table: 'journal_entries', id: 2, version: 2, row: entryRow(2, { title: 42 }) },
      { table: 'journal_entries', id: 3, version: 3, row: entryRow(3, { tags: ['a', null] }) },
      { table: 'journal_entries', id: 4, version: 4, row: entryRow(4) },
    ];
    expect(await pullChanges(db, onePage(changes))).toMatchObject({ outcome: 'done', applied: 4 });
    // Stored as the server sent them, with the device's own link keys (db/link-index.ts) beside.
    expect(await db.entries.toArray()).toEqual([{ ...entryRow(1), _links: ['n:entry 1'] }, { ...entryRow(4), _links: ['n:entry 4'] }]);
    expect(await getMeta(db, 'cursor')).toBe(4);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'LearnLog sync: skipped an unreadable journal_entries row',
      'LearnLog sync: skipped an unreadable journal_entries row',
    ]);
    db.close();
  });
});
