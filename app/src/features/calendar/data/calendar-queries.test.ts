import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import type { LocalEntry, LocalReviewLog } from '../../../db/local-records';
import { entriesOnDay, entriesOnThisDay as onThisDay } from '../../../db/entries-by-day';
import { activityBetween } from './calendar-queries';

let db: LearnLogDatabase;
afterEach(() => db.close());

const open = async (timeZone: string) => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange, timeZone });
};

function entry(id: number, createdAt: string, extra: Partial<LocalEntry> = {}): LocalEntry {
  return {
    id, title: `Entry ${id}`, content: '', keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt, updatedAt: createdAt, version: 1, ...extra,
  };
}

const log = (id: number, reviewedAt: string): LocalReviewLog => ({ id, entryId: 1, cardKey: 'k', cardText: 'q', rating: 'good', reviewedAt, createdAt: reviewedAt, updatedAt: reviewedAt, version: 1 });
const titles = (entries: LocalEntry[]) => entries.map((e) => e.title);

describe('calendar reads from the device', () => {
  it('lists a day’s entries by the learner’s day, not the UTC date', async () => {
    await open('Pacific/Auckland');
    await db.entries.bulkPut([
      entry(1, '2026-02-28T12:30:00.000Z'), // 1 March, 01:30 in Auckland
      entry(2, '2026-03-01T10:00:00.000Z'), // 1 March, 23:00
      entry(3, '2026-03-01T11:30:00.000Z'), // 2 March
      entry(4, '2026-03-01T01:00:00.000Z', { _deleted: true }),
    ]);
    expect(titles(await entriesOnDay(db, '2026-03-01'))).toEqual(['Entry 2', 'Entry 1']);
    expect(titles(await entriesOnDay(db, '2026-02-28'))).toEqual([]);
  });

  it('counts a year of entries and reviews per day', async () => {
    await open('America/New_York');
    await db.entries.bulkPut([entry(1, '2026-10-01T03:00:00.000Z'), entry(2, '2026-10-15T15:00:00.000Z')]);
    await db.reviewLogs.bulkPut([log(1, '2026-10-15T16:00:00.000Z'), log(2, '2026-10-16T02:00:00.000Z'), log(3, '2027-01-01T01:00:00.000Z')]);
    const activity = await activityBetween(db, '2025-11-01', '2026-10-31');
    expect(Object.fromEntries(activity)).toEqual({
      '2026-09-30': { entries: 1, reviews: 0 },
      '2026-10-15': { entries: 1, reviews: 2 },
    });
  });

  it('finds "On this day" in earlier months and years, newest first, leap day only where it exists', async () => {
    await open('UTC');
    await db.entries.bulkPut([
      entry(1, '2024-02-29T09:00:00.000Z'),
      entry(2, '2027-01-29T09:00:00.000Z'),
      entry(3, '2027-02-28T09:00:00.000Z'),
      entry(4, '2025-02-28T09:00:00.000Z'),
      entry(5, '2028-02-29T09:00:00.000Z'),
    ]);
    expect(titles(await onThisDay(db, '2028-02-29'))).toEqual(['Entry 2', 'Entry 1']);
    expect(titles(await onThisDay(db, '2028-02-28'))).toEqual(['Entry 3', 'Entry 4']);
  });
});
