/**
 * The repository functions on the device alone (no server): one transaction for the change and
 * its mutation, only changed fields with `base`, folding into a queued create, cancelling out,
 * and a pulled row never undoing a pending field.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../db/database';
import type { LocalEntry, LocalGoal } from '../db/local-records';
import { createEntry } from '../features/journal/data/create-entry';
import { deleteEntry } from '../features/journal/data/delete-entry';
import { linkEntryGoal } from '../features/journal/data/link-entry-goal';
import { toggleEntryPublic } from '../features/journal/data/toggle-entry-public';
import { toggleFavorite } from '../features/journal/data/toggle-favorite';
import { updateEntry } from '../features/journal/data/update-entry';
import { completeOnboarding } from '../features/onboarding/data/complete-onboarding';
import { backoffDelay } from './backoff';
import { rebaseOnServerRow } from './record-merge';
import { localFromServerRow } from './sync-kinds';

let db: LearnLogDatabase;
beforeEach(async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

/** An entry as it arrives from the server: synced, nothing pending. */
async function syncedEntry(id: number, title: string, content: string): Promise<LocalEntry> {
  const row = localFromServerRow('journal_entries', {
    id, title, content, keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0,
    photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, version: 5,
    createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z',
  }) as LocalEntry;
  await db.entries.put(row);
  return row;
}

describe('repository functions', () => {
  it('write the record and its mutation together, validated by the shared schema', async () => {
    await expect(createEntry(db, { title: '  ', content: 'x' })).rejects.toThrow('Please enter a title for your journal entry.');
    expect(await db.entries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    const entry = await createEntry(db, { title: 'Hooks', content: 'useEffect runs after paint', tags: ['react', 'React '] });
    expect(entry).toMatchObject({ _pending: true, tags: ['react'], readTime: 1, isFavorite: false, shareId: null });
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ name: 'journal_entries.create', args: expect.objectContaining({ id: entry.id, title: 'Hooks' }) })]);
  });

  it('send only the changed fields and the base the learner started from', async () => {
    const opened = await syncedEntry(10, 'Title', 'Original content');
    await updateEntry(db, 10, { title: 'Title', content: 'Edited content', isFavorite: false }, opened);
    const [put] = await db.outbox.toArray();
    expect(put).toMatchObject({ name: 'journal_entries.update', args: { id: 10, content: 'Edited content', base: { content: 'Original content' } } });
    expect((await db.entries.get(10))?._server).toMatchObject({ content: 'Original content', version: 5 });

    await toggleFavorite(db, 10);
    expect((await db.outbox.toArray())[1]).toMatchObject({ args: { id: 10, isFavorite: true } });
    expect((await db.outbox.toArray())[1]?.args.base).toBeUndefined();
    expect(await toggleEntryPublic(db, 10)).toBe(true);
    expect((await db.outbox.toArray())[2]).toMatchObject({ name: 'journal_entries.togglePublic', args: { id: 10, isPublic: true } });
  });

  it('fold edits into a queued create, and cancel a record created and deleted before either was sent', async () => {
    const entry = await createEntry(db, { title: 'Draft', content: 'v1' });
    await updateEntry(db, entry.id, { content: 'v2' });
    const [create] = await db.outbox.toArray();
    expect(create?.args).toMatchObject({ content: 'v2' });
    expect(await db.outbox.count()).toBe(1);

    await deleteEntry(db, entry.id);
    expect(await db.entries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('hide a synced record while its delete is queued, dropping its queued edits', async () => {
    await syncedEntry(11, 'Gone soon', 'text');
    await updateEntry(db, 11, { content: 'edited first' });
    await deleteEntry(db, 11);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ name: 'journal_entries.delete', args: { id: 11 } })]);
    expect((await db.entries.get(11))?._deleted).toBe(true);
  });

  it('link an entry to a goal once, raising the goal progress capped at 100', async () => {
    const entry = await syncedEntry(12, 'Linked', 'text');
    await db.goals.put(localFromServerRow('learning_goals', {
      id: 20, title: 'Ship it', description: null, targetDate: null, priority: 'high', tags: [], status: 'active', progress: 95,
      linkedJournalEntries: [], linkedResources: [], milestones: [], completedMilestones: [], completedAt: null, version: 2,
      createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z',
    }) as LocalGoal);
    expect(await linkEntryGoal(db, entry.id, { goalId: 20, progressContribution: 10 })).toBe(true);
    expect(await linkEntryGoal(db, entry.id, { goalId: 20, progressContribution: 10 })).toBe(false);
    expect((await db.goals.get(20))).toMatchObject({ progress: 100, linkedJournalEntries: [12], _pending: true });
    expect((await db.entries.get(12))?.linkedGoals).toEqual([20]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('queue the onboarding flag and keep it on the cached user', async () => {
    await completeOnboarding(db);
    await completeOnboarding(db);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ name: 'user.update', recordKey: 'user:1', args: { onboardingCompleted: true } })]);
  });
});

describe('applying a server row', () => {
  it('keeps the fields that still have queued mutations and takes the rest', () => {
    const server = localFromServerRow('journal_entries', {
      id: 1, title: 'Server title', content: 'Server content', keyLearning: null, questions: null, tags: ['server'], linkedResources: [],
      linkedGoals: [], goalProgress: 0, photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, version: 9,
      createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-02T10:00:00.000Z',
    }) as LocalEntry;
    const local = { ...server, content: 'Local content', tags: ['local'], version: 3, _pending: true };
    const merged = rebaseOnServerRow('journal_entries', server, local, new Set(['content']));
    expect(merged).toMatchObject({ title: 'Server title', content: 'Local content', tags: ['server'], version: 9, _pending: true });
    expect(rebaseOnServerRow('journal_entries', server, local, undefined)).toEqual(server);
  });
});

describe('backoff', () => {
  it('doubles from 1 s with jitter up to 5 min, and honours Retry-After', () => {
    expect(backoffDelay(1, undefined, () => 1)).toBe(1_000);
    expect(backoffDelay(1, undefined, () => 0)).toBe(500);
    expect(backoffDelay(4, undefined, () => 1)).toBe(8_000);
    expect(backoffDelay(30, undefined, () => 1)).toBe(300_000);
    expect(backoffDelay(2, undefined, () => 1, 42_000)).toBe(42_000);
  });
});
