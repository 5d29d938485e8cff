/**
 * How a pull reads the rows of a page: a row this version cannot read is skipped (and logged)
 * while the rest of the page and the cursor still go in; fields the row schema does not know are
 * not stored.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncChange } from '@learnlog/shared';
import { openUserDatabase } from '../db/database';
import { getMeta } from '../db/meta';
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
    expect(await db.entries.toArray()).toEqual([entryRow(1), entryRow(4)]);
    expect(await getMeta(db, 'cursor')).toBe(4);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'LearnLog sync: skipped an unreadable journal_entries row',
      'LearnLog sync: skipped an unreadable journal_entries row',
    ]);
    db.close();
  });
});
