/** The card index follows the entries and review logs written in the same transaction. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ReviewLog } from '@learnlog/shared';
import { openUserDatabase, syncTables, type LearnLogDatabase } from './database';
import type { LocalEntry } from './local-records';
import { cardsForEntry } from './review-cards';

const TZ = 'UTC';

function entry(id: number, keyLearning: string | null, questions: string | null): LocalEntry {
  const stamp = new Date(Date.UTC(2025, 0, 1 + (id % 20))).toISOString();
  return {
    id, title: `Entry ${id}`, content: 'c', keyLearning, questions, tags: [`t${id % 3}`], linkedResources: [], linkedGoals: [], goalProgress: 0,
    photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: 1,
  };
}

function log(id: number, entryId: number, cardText: string): ReviewLog {
  return { id, entryId, cardKey: 'key', cardText, rating: 'good', reviewedAt: '2025-02-01T10:00:00.000Z', createdAt: '2025-02-01T10:00:00.000Z', updatedAt: '2025-02-01T10:00:00.000Z', version: 1 };
}

const write = (db: LearnLogDatabase, run: () => Promise<unknown>) => db.transaction('rw', syncTables(db), run);

async function expectCardsOfEverything(db: LearnLogDatabase): Promise<void> {
  const [entries, logs] = await Promise.all([db.entries.toArray(), db.reviewLogs.toArray()]);
  const expected = entries.flatMap((e) => cardsForEntry(e, logs.filter((l) => l.entryId === e.id), TZ)).sort((a, b) => (a.id < b.id ? -1 : 1));
  expect(await db.reviewCards.orderBy('id').toArray()).toEqual(expected);
}

describe('the review card index', () => {
  it('is rebuilt for the entries a page writes, keeping their reviews and leaving the others', async () => {
    const db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange, timeZone: TZ });
    await write(db, () => db.entries.bulkPut([1, 2, 3, 4, 5, 6, 40, 900].map((id) => entry(id, `key ${id}`, `Why ${id}?\nHow ${id}?`))));
    await write(db, () => db.reviewLogs.bulkPut([log(1, 3, 'key 3'), log(2, 6, 'key 6'), log(3, 900, 'key 900')]));
    await expectCardsOfEverything(db);
    expect((await db.reviewCards.get('3:key'))?.reps).toBe(1);

    // Questions dropped, a key learning changed, one entry new; entry 6 is not in the page.
    await write(db, () => db.entries.bulkPut([entry(2, 'key 2', null), entry(3, 'key 3', 'Why 3?'), entry(4, 'new key 4', null), entry(7, 'key 7', null)]));
    await expectCardsOfEverything(db);
    expect(await db.reviewCards.where('entryId').equals(2).primaryKeys()).toEqual(['2:key']);
    expect((await db.reviewCards.get('3:key'))?.reps).toBe(1); // its review kept
    expect((await db.reviewCards.get('6:key'))?.reps).toBe(1);

    // A key learning removed, and a deleted entry's cards leave.
    await write(db, () => db.entries.bulkPut([entry(1, null, null), { ...entry(900, 'key 900', null), _deleted: true }]));
    await expectCardsOfEverything(db);
    expect(await db.reviewCards.where('entryId').anyOf([1, 900]).count()).toBe(0);
    db.close();
  });
});
