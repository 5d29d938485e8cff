import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { entrySearch } from '../../../db/entry-search';
import { asPull } from '../../../db/pull-activity';
import { listEntries, searchEntries } from './entry-queries';
import { firstTags } from './use-journal-entries';

let db: LearnLogDatabase;
let factory: IDBFactory;
const indexedDBOf = (_db: LearnLogDatabase) => factory;
beforeEach(async () => {
  factory = new IDBFactory();
  db = await openUserDatabase(1, { indexedDB: factory, IDBKeyRange });
});
afterEach(() => db.close());

function entry(id: number, title: string, content: string, tags: string[] = [], extra: Partial<LocalEntry> = {}): LocalEntry {
  const stamp = new Date(Date.UTC(2025, 0, id)).toISOString();
  return {
    id, title, content, keyLearning: null, questions: null, tags, linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: id,
    ...extra,
  };
}

const titles = (page: { entries: LocalEntry[] }) => page.entries.map((e) => e.title);

describe('journal queries', () => {
  beforeEach(async () => {
    await db.entries.bulkPut([
      entry(1, 'React hooks', 'useEffect runs after paint', ['react']),
      entry(2, 'Closures', 'A closure keeps its scope alive', ['js']),
      entry(3, 'Hooks in Vue', 'Composition API', ['vue']),
      entry(4, 'Deleted hooks note', 'gone', ['react'], { _deleted: true }),
    ]);
  });

  it('finds entries by the start of words in the title or content, every word, case-insensitively', async () => {
    expect(titles(await searchEntries(db, 'hook', null, 10)).sort()).toEqual(['Hooks in Vue', 'React hooks']);
    expect(titles(await searchEntries(db, 'HOOKS reac', null, 10))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, 'scope closure', null, 10))).toEqual(['Closures']);
    expect(titles(await searchEntries(db, 'nothing here', null, 10))).toEqual([]);
  });

  it('forgives a typo in a longer word, and ranks a title match above a newer content match', async () => {
    expect(titles(await searchEntries(db, 'clozures', null, 10))).toEqual(['Closures']);
    await db.entries.put(entry(9, 'Painting', 'Layers dry before the next closure of the varnish'));
    expect(titles(await searchEntries(db, 'closure', null, 10))).toEqual(['Closures', 'Painting']);
  });

  it('keeps the index current on writes, pulls and deletes, and on another tab’s writes', async () => {
    await searchEntries(db, 'hooks', null, 10); // built
    await db.entries.put(entry(5, 'Ownership in Rust', 'borrowing rules'));
    expect(titles(await searchEntries(db, 'borrow', null, 10))).toEqual(['Ownership in Rust']);
    await db.entries.update(5, { content: 'lifetimes', updatedAt: '2025-02-01T00:00:00.000Z' });
    expect(titles(await searchEntries(db, 'borrow', null, 10))).toEqual([]);
    await db.entries.delete(5);
    expect(titles(await searchEntries(db, 'lifetimes', null, 10))).toEqual([]);

    const otherTab = await openUserDatabase(1, { indexedDB: indexedDBOf(db), IDBKeyRange });
    await otherTab.entries.put(entry(6, 'Written in another tab', 'monads', [], { updatedAt: '2025-03-01T00:00:00.000Z' }));
    otherTab.close();
    expect(titles(await searchEntries(db, 'monad', null, 10))).toEqual(['Written in another tab']);
  });

  it('filters by tag through the index, with or without a search, and hides queued deletes', async () => {
    expect(titles(await listEntries(db, 10, 'react'))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, 'hooks', 'vue', 10))).toEqual(['Hooks in Vue']);
    expect(titles(await listEntries(db, 10))).toEqual(['Hooks in Vue', 'Closures', 'React hooks']);
  });

  it('finds a tag’s matches among many better-ranked ones, reading more of the ranking as needed', async () => {
    // 80 entries with "hooks" in the title outrank the tagged ones, which have it in the content.
    await db.entries.bulkPut(Array.from({ length: 80 }, (_, i) => entry(100 + i, `Hooks ${i}`, 'notes', ['other'])));
    await db.entries.bulkPut([entry(300, 'Late', 'hooks again', ['late']), entry(301, 'Later', 'hooks again', ['late'])]);
    expect(titles(await searchEntries(db, 'hooks', 'late', 1))).toEqual(['Later']);
    expect(await searchEntries(db, 'hooks', 'late', 5)).toMatchObject({ hasMore: false, entries: [{ title: 'Later' }, { title: 'Late' }] });
    expect(await searchEntries(db, 'hooks', null, 30)).toMatchObject({ hasMore: true });
  });

  it('says when more entries match than were read', async () => {
    expect(await listEntries(db, 2)).toMatchObject({ hasMore: true });
    expect(await searchEntries(db, 'hooks', null, 1)).toMatchObject({ hasMore: true, entries: [expect.objectContaining({ title: expect.stringMatching(/hooks/i) })] });
  });

  it('lists a full page past more queued deletes than its first read covers', async () => {
    // 3 visible entries, then 20 newer deletes (more than the one-request read's slack).
    await db.entries.bulkPut(Array.from({ length: 20 }, (_, i) => entry(10 + i, `Deleted ${i}`, 'gone', [], { _deleted: true })));
    expect(await listEntries(db, 2)).toEqual({ entries: [expect.objectContaining({ title: 'Hooks in Vue' }), expect.objectContaining({ title: 'Closures' })], hasMore: true });
    expect(titles(await listEntries(db, 3))).toEqual(['Hooks in Vue', 'Closures', 'React hooks']);
    expect(await listEntries(db, 3)).toMatchObject({ hasMore: false });
  });

  it('lists every tag, newest use first, when there are fewer than the chips allow', async () => {
    expect(await firstTags(db)).toEqual(['vue', 'js', 'react']);
  });

  it('builds the search index once a running pull is done, with what the pull wrote', async () => {
    let endPull = () => undefined as void;
    const pull = asPull(db, async () => {
      await db.entries.put(entry(5, 'Pulled first', 'ownership'));
      await new Promise<void>((resolve) => (endPull = resolve));
      await db.entries.put(entry(6, 'Pulled last', 'lifetimes'));
    });
    let built = false;
    const building = entrySearch(db).build().then(() => (built = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(built).toBe(false); // still waiting for the pull
    endPull();
    await pull;
    await building;
    expect(titles(await searchEntries(db, 'ownership', null, 10))).toEqual(['Pulled first']);
    expect(titles(await searchEntries(db, 'lifetimes', null, 10))).toEqual(['Pulled last']);
  });

  it('answers a search during a pull without waiting for it, and keeps up with the pull’s writes', async () => {
    let endPull = () => undefined as void;
    const pull = asPull(db, () => new Promise<void>((resolve) => (endPull = resolve)));
    void entrySearch(db).build();
    expect(titles(await searchEntries(db, 'hooks', null, 10)).sort()).toEqual(['Hooks in Vue', 'React hooks']);
    await db.entries.put(entry(7, 'Pulled meanwhile', 'borrowing'));
    expect(titles(await searchEntries(db, 'borrowing', null, 10))).toEqual(['Pulled meanwhile']);
    endPull();
    await pull;
  });
});
