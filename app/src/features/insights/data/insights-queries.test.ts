/** The insights' reads on a device database: the card index, the link index, the cached user's paused tags. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewAction } from '@learnlog/shared';
import { openUserDatabase, syncTables, type LearnLogDatabase } from '../../../db/database';
import type { LocalEntry, LocalGoal, LocalResource, LocalReviewLog } from '../../../db/local-records';
import { setMeta } from '../../../db/meta';
import { queueMutation } from '../../../sync/outbox';
import { loadRecordInsights, loadReviewInsights } from './insights-queries';

let db: LearnLogDatabase;
afterEach(() => db.close());

const TODAY = '2026-11-10';
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const open = async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange, timeZone: 'Asia/Tokyo', now: () => new Date('2026-11-10T03:00:00.000Z') });
};
const write = (run: () => Promise<unknown>) => db.transaction('rw', syncTables(db), run);

function entry(id: number, createdAt: string, extra: Partial<LocalEntry> = {}): LocalEntry {
  return {
    id, title: `Entry ${id}`, content: 'c', keyLearning: `Key ${id}`, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt, updatedAt: createdAt, version: 1, ...extra,
  };
}
const log = (id: number, entryId: number, rating: ReviewAction, reviewedAt: string): LocalReviewLog => ({
  id, entryId, cardKey: 'key', cardText: `Key ${entryId}`, rating, reviewedAt, createdAt: reviewedAt, updatedAt: reviewedAt, version: 1,
});
const goal = (id: number, title: string, extra: Partial<LocalGoal> = {}): LocalGoal => ({
  id, title, description: null, targetDate: null, priority: 'medium', tags: [], status: 'active', progress: 20, linkedJournalEntries: [], linkedResources: [],
  milestones: [], completedMilestones: [], completedAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1, ...extra,
});

describe('insights read from the device', () => {
  it('forecasts the card index’s due days, leaving out suspended cards and cards of paused tags', async () => {
    await open();
    await write(() =>
      db.entries.bulkPut([
        entry(1, '2026-10-01T00:00:00.000Z'), // overdue: due today
        entry(2, '2026-11-09T20:00:00.000Z'), // 10 Nov in Tokyo: due tomorrow
        entry(3, '2026-10-01T00:00:00.000Z', { tags: ['Paused'] }),
        entry(4, '2026-10-01T00:00:00.000Z'),
      ]),
    );
    await write(() => db.reviewLogs.bulkPut([log(1, 4, 'suspended', '2026-11-01T00:00:00.000Z')]));
    await setMeta(db, 'cachedUser', { reviewSettings: { dailyLimit: 20, pausedTags: ['paused'] } } as never);
    const { forecast } = await loadReviewInsights(db, MONTHS);
    expect(forecast.slice(0, 3).map((day) => [day.day, day.cards])).toEqual([
      [TODAY, 1],
      ['2026-11-11', 1],
      ['2026-11-12', 0],
    ]);
  });

  it('counts retention per goal through the link index, and cards learned from the whole log', async () => {
    await open();
    await db.goals.bulkPut([goal(10, 'Japanese'), goal(11, 'Unlinked')]);
    await write(() => db.entries.bulkPut([entry(1, '2026-06-01T00:00:00.000Z', { linkedGoals: [10] }), entry(2, '2026-06-01T00:00:00.000Z')]));
    await write(() =>
      db.reviewLogs.bulkPut([
        log(1, 1, 'good', '2026-11-05T00:00:00.000Z'),
        log(2, 1, 'again', '2026-11-06T00:00:00.000Z'),
        log(3, 2, 'easy', '2026-11-07T00:00:00.000Z'),
        log(4, 2, 'good', '2026-01-07T00:00:00.000Z'), // long ago: learned then, not in the 30 days
      ]),
    );
    const { retention, learned } = await loadReviewInsights(db, MONTHS);
    expect(retention.overall).toMatchObject({ rated: 3, recalled: 2 });
    expect(retention.goals).toEqual([{ label: 'Japanese', rated: 2, recalled: 1 }]);
    expect(learned.at(-1)).toMatchObject({ total: 2 });
    expect(learned.reduce((sum, week) => sum + week.added, 0)).toBe(1);
  });

  it('counts the year’s writing from the createdAt index, less an entry whose delete is queued', async () => {
    await open();
    await write(() =>
      db.entries.bulkPut([
        entry(1, '2026-11-09T16:00:00.000Z'), // 10 Nov in Tokyo
        entry(2, '2026-11-03T01:00:00.000Z'),
        entry(3, '2026-11-03T02:00:00.000Z', { _deleted: true }),
        entry(4, '2025-11-03T02:00:00.000Z'), // before the year shown
      ]),
    );
    await queueMutation(db, 'journal_entries.delete', { id: 3 });
    const { activity, writing } = await loadReviewInsights(db, MONTHS);
    expect(Object.fromEntries(activity)).toEqual({ [TODAY]: { entries: 1, reviews: 0 }, '2026-11-03': { entries: 1, reviews: 0 } });
    expect(writing.slice(-2).map((week) => week.entries)).toEqual([1, 1]);
  });

  it('reads resources completed and each goal’s linked entries by month', async () => {
    await open();
    const resource = (id: number, completedAt: string | null): LocalResource => ({
      id, title: `R${id}`, url: null, type: 'book', description: null, status: completedAt ? 'completed' : 'to-learn', progress: 0, isPublic: false, tags: [], notes: null,
      category: 'consumable', completedAt, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1,
    });
    await db.resources.bulkPut([resource(1, '2026-10-31T16:00:00.000Z'), resource(2, null)]); // 1 Nov in Tokyo
    await db.goals.bulkPut([goal(10, 'Japanese'), goal(12, 'Gone', { _deleted: true })]);
    await write(() => db.entries.bulkPut([entry(1, '2026-11-02T00:00:00.000Z', { linkedGoals: [10] }), entry(2, '2026-09-02T00:00:00.000Z', { linkedGoals: [10], _deleted: true })]));
    const { resources, goals } = await loadRecordInsights(db);
    expect(resources.slice(-2)).toEqual([
      { month: '2026-10', completed: 0 },
      { month: '2026-11', completed: 1 },
    ]);
    expect(goals.map((g) => [g.title, g.progress, g.entriesPerMonth.at(-1), g.entriesPerMonth.reduce((a, b) => a + b, 0)])).toEqual([['Japanese', 20, 1, 1]]);
  });
});
