import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import { entryWords } from '../../../db/entry-words';
import type { LocalEntry } from '../../../db/local-records';
import { listEntries, searchEntries } from './entry-queries';
import { firstTags } from './use-journal-entries';

let db: LearnLogDatabase;
beforeEach(async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

function entry(id: number, title: string, content: string, tags: string[] = [], extra: Partial<LocalEntry> = {}): LocalEntry {
  const stamp = new Date(Date.UTC(2025, 0, id)).toISOString();
  return {
    id, title, content, keyLearning: null, questions: null, tags, linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: id,
    words: entryWords({ title, content }), ...extra,
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

  it('finds entries by the start of words in the title or content, every word, newest first', async () => {
    expect(titles(await searchEntries(db, 'hook', null, 10))).toEqual(['Hooks in Vue', 'React hooks']);
    expect(titles(await searchEntries(db, 'HOOKS reac', null, 10))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, 'scope closure', null, 10))).toEqual(['Closures']);
    expect(titles(await searchEntries(db, 'nothing here', null, 10))).toEqual([]);
  });

  it('filters by tag through the index, with or without a search, and hides queued deletes', async () => {
    expect(titles(await listEntries(db, 10, 'react'))).toEqual(['React hooks']);
    expect(titles(await searchEntries(db, 'hooks', 'vue', 10))).toEqual(['Hooks in Vue']);
    expect(titles(await listEntries(db, 10))).toEqual(['Hooks in Vue', 'Closures', 'React hooks']);
  });

  it('says when more entries match than were read', async () => {
    expect(await listEntries(db, 2)).toMatchObject({ hasMore: true });
    expect(await searchEntries(db, 'hooks', null, 1)).toMatchObject({ hasMore: true, entries: [expect.objectContaining({ title: 'Hooks in Vue' })] });
  });

  it('lists every tag, newest use first, when there are fewer than the chips allow', async () => {
    expect(await firstTags(db)).toEqual(['vue', 'js', 'react']);
  });
});
