/** Saving the entry dialog on the device: the inline resource, the entry and its goal links. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from '../../../db/database';
import { createGoal } from '../../goals/data/goal-writes';
import { entriesOnTheirWay } from './entries-on-their-way';
import { saveEntry } from './save-entry';
import { firstTags, suggestedTags } from '../../../db/queries/entry-tags';

let db: LearnLogDatabase;
beforeEach(async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const kinds = async () => (await db.outbox.orderBy('seq').toArray()).map((m) => m.name);

describe('saveEntry', () => {
  it('shows a new entry in the same task as the click, with the id it is stored under', async () => {
    const saving = saveEntry(db, { input: { title: 'Closures', content: 'Functions remember' }, newResource: { title: 'MDN', url: '', type: 'article' } });
    const [shown] = entriesOnTheirWay(db);
    expect(shown).toMatchObject({ title: 'Closures', content: 'Functions remember', _pending: true });
    const { entry } = await saving;
    expect(entry.id).toBe(shown?.id);
    expect(await db.entries.get(entry.id)).toMatchObject({ title: 'Closures' });
  });

  it('shows nothing for a save that failed: the dialog keeps the text', async () => {
    db.close();
    await expect(saveEntry(db, { input: { title: 'Closures', content: 'Functions remember' } })).rejects.toThrow();
    expect(entriesOnTheirWay(db)).toEqual([]);
    await expect(saveEntry(db, { input: { title: '', content: '' } })).rejects.toThrow();
    expect(entriesOnTheirWay(db)).toEqual([]);
  });

  it('creates the inline resource first and links it to the new entry', async () => {
    const { entry, created } = await saveEntry(db, {
      input: { title: 'Reading notes', content: 'Chapter one', linkedResources: [] },
      newResource: { title: 'Atomic Habits', url: '', type: 'book' },
    });
    expect(created).toBe(true);
    const [resource] = await db.resources.toArray();
    expect(resource).toMatchObject({ title: 'Atomic Habits', type: 'book', status: 'to-learn', url: null });
    expect(entry.linkedResources).toEqual([resource?.id]);
    expect(await kinds()).toEqual(['resources.create', 'journal_entries.create']);
  });

  it('queues one link-goal per newly linked goal, raising the goal by the contribution', async () => {
    const goal = await createGoal(db, { title: 'Learn React' });
    const { entry } = await saveEntry(db, {
      input: { title: 'Hooks', content: 'State', linkedGoals: [goal.id], goalProgress: 15 },
      linkGoals: { goalIds: [goal.id], progressContribution: 15 },
    });
    expect((await db.goals.get(goal.id))?.progress).toBe(15);
    expect((await db.goals.get(goal.id))?.linkedJournalEntries).toEqual([entry.id]);
    expect((await db.outbox.toArray()).find((m) => m.name === 'journal_entries.linkGoal')?.args.id).toBe(entry.id);
  });

  it('saves the entry even when a goal link fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { entry } = await saveEntry(db, { input: { title: 'Hooks', content: 'State' }, linkGoals: { goalIds: [999], progressContribution: 10 } });
    expect(await db.entries.get(entry.id)).toMatchObject({ title: 'Hooks' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('saves the entry, its new resource and its goal links in one transaction: a refusal leaves nothing', async () => {
    const goal = await createGoal(db, { title: 'Learn React' });
    await db.outbox.clear();
    const request = {
      input: { title: 'x'.repeat(201), content: 'Too long a title for the shared schema', linkedGoals: [goal.id] },
      newResource: { title: 'Atomic Habits', url: '', type: 'book' as const },
      linkGoals: { goalIds: [goal.id], progressContribution: 15 },
    };
    for (let attempt = 0; attempt < 2; attempt += 1) await expect(saveEntry(db, request)).rejects.toThrow();
    expect(await db.resources.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.goals.get(goal.id))?.progress).toBe(0);

    await saveEntry(db, { ...request, input: { ...request.input, title: 'Fixed' } });
    expect(await db.resources.count()).toBe(1);
    expect(await kinds()).toEqual(['resources.create', 'journal_entries.create', 'journal_entries.linkGoal']);
  });

  it('updates an opened entry with only what changed', async () => {
    const { entry } = await saveEntry(db, { input: { title: 'Old', content: 'Same' } });
    await db.outbox.clear();
    await db.entries.update(entry.id, { _pending: false });
    const opened = await db.entries.get(entry.id);
    if (!opened) throw new Error('entry missing');
    const { created } = await saveEntry(db, { openedAs: opened, input: { title: 'New', content: 'Same' } });
    expect(created).toBe(false);
    const [put] = await db.outbox.toArray();
    expect(put).toMatchObject({ name: 'journal_entries.update', args: { title: 'New', base: { title: 'Old' } } });
    expect(Object.keys(put?.args ?? {})).toEqual(['id', 'title', 'base']);
  });
});

describe('tag reads', () => {
  it('lists the first five distinct tags of the newest entries, and popular suggestions', async () => {
    for (const [i, tags] of [['a', 'b'], ['b', 'c'], ['d', 'e', 'f', 'g']].entries()) {
      await saveEntry(db, { input: { title: `E${i}`, content: 'x', tags, createdAt: `2025-03-0${i + 1}T10:00:00.000Z` } });
    }
    expect(await firstTags(db)).toEqual(['d', 'e', 'f', 'g', 'b']);
    const suggestions = await suggestedTags(db);
    expect(suggestions[0]).toBe('b');
    expect(suggestions).toHaveLength(8);
  });
});
