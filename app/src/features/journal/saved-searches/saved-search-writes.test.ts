/** Saved searches on the device: kept in IndexedDB, in the row's order, every change queued for the server. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import { NO_FILTER } from '../data/journal-filter';
import { defaultSearchName, deleteSavedSearch, filterOfSavedSearch, listSavedSearches, renameSavedSearch, saveSearch } from './saved-search-writes';

let db: LearnLogDatabase;
beforeEach(async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const queued = async () => (await db.outbox.orderBy('seq').toArray()).map((m) => `${m.name} ${String(m.args.id)}`);

describe('saved searches', () => {
  it('keeps the search and its filters as the journal address encodes them, and reads them back', async () => {
    const filter = { ...NO_FILTER, query: '  closures ', tag: 'js', favorite: true, from: '2026-01-01' };
    const saved = await saveSearch(db, 'Closures', filter);
    expect(saved).toMatchObject({ name: 'Closures', query: 'q=closures&tag=js&favorite=1&from=2026-01-01', position: 0, _pending: true });
    expect(filterOfSavedSearch(saved)).toEqual({ ...filter, query: 'closures' });
    expect(await queued()).toEqual([`saved_searches.create ${saved.id}`]);
  });

  it('lists them in the order they were saved, without the deleted', async () => {
    const first = await saveSearch(db, 'First', { ...NO_FILTER, query: 'a' });
    const second = await saveSearch(db, 'Second', { ...NO_FILTER, tag: 'b' });
    const third = await saveSearch(db, 'Third', { ...NO_FILTER, favorite: true });
    expect((await listSavedSearches(db)).map((s) => [s.name, s.position])).toEqual([['First', 0], ['Second', 1], ['Third', 2]]);
    await deleteSavedSearch(db, second.id);
    await renameSavedSearch(db, first.id, 'Renamed');
    expect((await listSavedSearches(db)).map((s) => s.name)).toEqual(['Renamed', 'Third']);
    expect(third.id).not.toBe(first.id);
  });

  it('queues a rename, and a delete that drops the rename it makes pointless', async () => {
    const saved = await saveSearch(db, 'Closures', { ...NO_FILTER, query: 'closures' });
    await db.outbox.clear(); // as if the create had been sent
    await db.table('savedSearches').update(saved.id, { _pending: false, version: 1 });
    await renameSavedSearch(db, saved.id, 'Scope');
    expect(await queued()).toEqual([`saved_searches.update ${saved.id}`]);
    expect((await listSavedSearches(db))[0]).toMatchObject({ name: 'Scope', _pending: true });
    await deleteSavedSearch(db, saved.id);
    expect(await queued()).toEqual([`saved_searches.delete ${saved.id}`]);
    expect(await listSavedSearches(db)).toEqual([]);
  });

  it('offers the search text as the name, else the tag, else a plain one', () => {
    expect(defaultSearchName({ ...NO_FILTER, query: '  closures  ', tag: 'js' })).toBe('closures');
    expect(defaultSearchName({ ...NO_FILTER, tag: 'js' })).toBe('#js');
    expect(defaultSearchName({ ...NO_FILTER, favorite: true })).toBe('Favourites');
    expect(defaultSearchName({ ...NO_FILTER, from: '2026-01-01' })).toBe('My search');
    expect(defaultSearchName({ ...NO_FILTER, query: 'x'.repeat(100) })).toHaveLength(80);
  });
});
