/**
 * The device database's upgrade path (issue 4, scenario 10): a database written by the previous
 * schema version opens with the current one without losing a row, and gains what the new
 * version adds (the journal search index, backoff times on queued mutations).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SYNCED_KINDS } from '@learnlog/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_VERSION, databaseName, deleteUserDatabase, openDatabaseAtVersion, openUserDatabase, signedInUserId } from './database';
import type { LocalEntry } from './local-records';
import type { OutboxMutation } from './outbox-mutation';

const entryRow = (id: number, title: string, content: string): Omit<LocalEntry, 'words'> => ({
  id,
  title,
  content,
  keyLearning: `About ${title}`,
  questions: null,
  tags: ['history'],
  linkedResources: [],
  linkedGoals: [],
  goalProgress: 0,
  photos: [],
  isPublic: false,
  isFavorite: true,
  readTime: 1,
  shareId: null,
  createdAt: `2025-01-0${id}T10:00:00.000Z`,
  updatedAt: `2025-01-0${id}T10:00:00.000Z`,
  version: id,
});

describe('the device database', () => {
  it('upgrades from the previous schema version without losing rows', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange, timeZone: 'UTC' };
    const old = await openDatabaseAtVersion(7, 1, options);
    expect(old.verno).toBe(1);
    await old.entries.bulkAdd([entryRow(1, 'Roman roads', 'Built for legions'), entryRow(2, 'Aqueducts', 'Gravity and arches')] as LocalEntry[]);
    await old.resources.add({
      id: 3, title: 'SPQR', url: null, type: 'book', description: null, status: 'in-progress', progress: 40, isPublic: false,
      tags: [], notes: 'chapter 4', category: 'revisitable', completedAt: null, createdAt: '2025-01-03T00:00:00.000Z',
      updatedAt: '2025-01-03T00:00:00.000Z', version: 3,
    });
    const queued = { mutationId: 'm-1', table: 'resources', recordId: 3, recordKey: 'resources:3', kind: 'update', method: 'PUT', path: '/api/resources/3', body: { progress: 50 }, createdAt: '2025-01-04T00:00:00.000Z', state: 'pending' };
    await old.outbox.add(queued as unknown as OutboxMutation);
    await old.meta.put({ key: 'cursor', value: 3 });
    old.close();

    const db = await openUserDatabase(7, options);
    expect(db.verno).toBe(DATABASE_VERSION);
    expect(db.name).toBe(databaseName(7));
    expect((await db.entries.toArray()).map((e) => [e.id, e.title, e.isFavorite])).toEqual([
      [1, 'Roman roads', true],
      [2, 'Aqueducts', true],
    ]);
    // Version 5 drops the search words of version 2 (search is an in-memory index now).
    expect(Object.keys((await db.entries.get(2)) ?? {})).not.toContain('words');
    expect(db.entries.schema.indexes.map((index) => index.name)).not.toContain('words');
    // Version 6 fills the link index in for the entries already here.
    expect(await db.entries.where('_links').equals('n:aqueducts').primaryKeys()).toEqual([2]);
    expect((await db.resources.get(3))?.notes).toBe('chapter 4');
    // Version 4 builds the card index of the entries already here: all new, due the next day.
    expect(await db.reviewCards.orderBy('id').toArray()).toEqual([
      expect.objectContaining({ id: '1:key', entryId: 1, kind: 'key', dueDay: '2025-01-02', reps: 0, state: 'new' }),
      expect.objectContaining({ id: '2:key', entryId: 2, kind: 'key', dueDay: '2025-01-03' }),
    ]);
    // Version 7 names the queued REST call (outbox-upgrade.test.ts has every kind of row).
    const { table: _t, recordId: _r, kind: _k, method: _m, path: _p, body: _b, ...kept } = queued;
    expect(await db.outbox.toArray()).toEqual([
      { ...kept, name: 'resources.update', args: { id: 3, progress: 50 }, pendingKeys: ['resources:3'], seq: 1, attempts: 0, nextAttemptAt: 0 },
    ]);
    expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 3 });
    expect(await signedInUserId(options)).toBe(7);
    db.close();

    await deleteUserDatabase(7, options);
    expect(await signedInUserId(options)).toBeUndefined();
    const fresh = await openUserDatabase(7, options);
    expect(await fresh.entries.count()).toBe(0);
    fresh.close();
  });

  it('forgets a learner signed out right after their database opened (its remembering write is not on the open’s path)', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange };
    const db = await openUserDatabase(8, options);
    db.close();
    await deleteUserDatabase(8, options);
    expect(await signedInUserId(options)).toBeUndefined();
    (await openUserDatabase(9, options)).close();
    expect(await signedInUserId(options)).toBe(9);
  });

  it('declares each synced kind\'s store with the indexes its registry entry names', async () => {
    const db = await openUserDatabase(10, { indexedDB: new IDBFactory(), IDBKeyRange });
    for (const kind of Object.values(SYNCED_KINDS)) {
      const schema = db.table(kind.deviceStore).schema;
      const declared = [schema.primKey.src, ...schema.indexes.map((index) => index.src)];
      expect(declared, kind.name).toEqual(kind.deviceIndexes.split(',').map((part) => part.trim()));
    }
    db.close();
  });
});
