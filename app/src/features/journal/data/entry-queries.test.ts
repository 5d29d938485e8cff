import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { entrySearch } from '../../../db/entry-search';
import { asPull } from '../../../db/pull-activity';
import { listEntries, searchEntries } from './entry-queries';
import { firstTags } from '../../../db/queries/entry-tags';

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
    expect(titles(await searchEntries(db, { query: 'hook' }, 10)).sort()).toEqual(['Hooks in Vue', 'React hooks']);
    expect(titles(await searchEntries(db, { query: 'HOOKS reac' }, 10))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, { query: 'scope closure' }, 10))).toEqual(['Closures']);
    expect(titles(await searchEntries(db, { query: 'nothing here' }, 10))).toEqual([]);
  });

  it('forgives a typo in a longer word, and ranks a title match above a newer content match', async () => {
    expect(titles(await searchEntries(db, { query: 'clozures' }, 10))).toEqual(['Closures']);
    await db.entries.put(entry(9, 'Painting', 'Layers dry before the next closure of the varnish'));
    expect(titles(await searchEntries(db, { query: 'closure' }, 10))).toEqual(['Closures', 'Painting']);
  });

  it('keeps the index current on writes, pulls and deletes, and on another tab’s writes', async () => {
    await searchEntries(db, { query: 'hooks' }, 10); // built
    await db.entries.put(entry(5, 'Ownership in Rust', 'borrowing rules'));
    expect(titles(await searchEntries(db, { query: 'borrow' }, 10))).toEqual(['Ownership in Rust']);
    await db.entries.update(5, { content: 'lifetimes', updatedAt: '2025-02-01T00:00:00.000Z' });
    expect(titles(await searchEntries(db, { query: 'borrow' }, 10))).toEqual([]);
    await db.entries.delete(5);
    expect(titles(await searchEntries(db, { query: 'lifetimes' }, 10))).toEqual([]);

    const otherTab = await openUserDatabase(1, { indexedDB: indexedDBOf(db), IDBKeyRange });
    await otherTab.entries.put(entry(6, 'Written in another tab', 'monads', [], { updatedAt: '2025-03-01T00:00:00.000Z' }));
    otherTab.close();
    expect(titles(await searchEntries(db, { query: 'monad' }, 10))).toEqual(['Written in another tab']);
  });

  it('filters by tag through the index, with or without a search, and hides queued deletes', async () => {
    expect(titles(await searchEntries(db, { tag: 'react' }, 10))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, { query: 'hooks', tag: 'vue' }, 10))).toEqual(['Hooks in Vue']);
    expect(titles(await listEntries(db, 10))).toEqual(['Hooks in Vue', 'Closures', 'React hooks']);
  });

  it('finds a phrase of a key learning, a question or a tag, key-learning matches before content ones', async () => {
    await db.entries.bulkPut([
      entry(10, 'Notes on memory', 'the stack grows down'),
      entry(11, 'Tuesday', 'short', [], { keyLearning: 'The stack grows down on x86' }),
      entry(12, 'Wednesday', 'short', ['assembly'], { questions: 'Why does the heap fragment?' }),
    ]);
    expect(titles(await searchEntries(db, { query: 'stack grows' }, 10))).toEqual(['Tuesday', 'Notes on memory']);
    expect(titles(await searchEntries(db, { query: 'heap fragment' }, 10))).toEqual(['Wednesday']);
    expect(titles(await searchEntries(db, { query: 'assembly' }, 10))).toEqual(['Wednesday']);
  });

  it('filters by favourite, resource, goal and days, alone or with a search', async () => {
    await db.entries.bulkPut([
      entry(20, 'Fav hooks', 'x', [], { isFavorite: true, createdAt: '2025-02-10T23:30:00.000Z' }),
      entry(21, 'Book hooks', 'x', [], { linkedResources: [7], linkedGoals: [9], createdAt: '2025-02-11T08:00:00.000Z' }),
      entry(22, 'Goal only', 'x', [], { linkedGoals: [9], createdAt: '2025-02-12T08:00:00.000Z' }),
    ]);
    expect(titles(await searchEntries(db, { favorite: true }, 10))).toEqual(['Fav hooks']);
    expect(titles(await searchEntries(db, { resource: 7 }, 10))).toEqual(['Book hooks']);
    expect(titles(await searchEntries(db, { goal: 9 }, 10))).toEqual(['Goal only', 'Book hooks']);
    expect(titles(await searchEntries(db, { query: 'hooks', goal: 9 }, 10))).toEqual(['Book hooks']);
    expect(titles(await searchEntries(db, { from: '2025-02-11', to: '2025-02-11' }, 10))).toEqual(['Book hooks']);
    // 23:30 UTC on the 10th is the 11th in Berlin: days are the learner's.
    const berlin = await openUserDatabase(1, { indexedDB: factory, IDBKeyRange, timeZone: 'Europe/Berlin' });
    expect(titles(await searchEntries(berlin, { from: '2025-02-11', to: '2025-02-11' }, 10))).toEqual(['Book hooks', 'Fav hooks']);
    expect(titles(await searchEntries(berlin, { query: 'hooks', from: '2025-02-12' }, 10))).toEqual([]);
    berlin.close();
  });

  it('finds a tag’s matches among many better-ranked ones, reading more of the ranking as needed', async () => {
    // 80 entries with "hooks" in the title outrank the tagged ones, which have it in the content.
    await db.entries.bulkPut(Array.from({ length: 80 }, (_, i) => entry(100 + i, `Hooks ${i}`, 'notes', ['other'])));
    await db.entries.bulkPut([entry(300, 'Late', 'hooks again', ['late']), entry(301, 'Later', 'hooks again', ['late'])]);
    expect(titles(await searchEntries(db, { query: 'hooks', tag: 'late' }, 1))).toEqual(['Later']);
    expect(await searchEntries(db, { query: 'hooks', tag: 'late' }, 5)).toMatchObject({ hasMore: false, entries: [{ title: 'Later' }, { title: 'Late' }] });
    expect(await searchEntries(db, { query: 'hooks' }, 30)).toMatchObject({ hasMore: true });
  });

  it('says when more entries match than were read', async () => {
    expect(await listEntries(db, 2)).toMatchObject({ hasMore: true });
    expect(await searchEntries(db, { query: 'hooks' }, 1)).toMatchObject({ hasMore: true, entries: [expect.objectContaining({ title: expect.stringMatching(/hooks/i) })] });
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
    expect(titles(await searchEntries(db, { query: 'ownership' }, 10))).toEqual(['Pulled first']);
    expect(titles(await searchEntries(db, { query: 'lifetimes' }, 10))).toEqual(['Pulled last']);
  });

  it('answers a search during a pull without waiting for it, and keeps up with the pull’s writes', async () => {
    let endPull = () => undefined as void;
    const pull = asPull(db, () => new Promise<void>((resolve) => (endPull = resolve)));
    void entrySearch(db).build();
    expect(titles(await searchEntries(db, { query: 'hooks' }, 10)).sort()).toEqual(['Hooks in Vue', 'React hooks']);
    await db.entries.put(entry(7, 'Pulled meanwhile', 'borrowing'));
    expect(titles(await searchEntries(db, { query: 'borrowing' }, 10))).toEqual(['Pulled meanwhile']);
    endPull();
    await pull;
  });
});
