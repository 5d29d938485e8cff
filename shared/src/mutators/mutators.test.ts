/** The shared mutators as pure functions: input + current record + clock → the fields to store. */
import { describe, expect, it } from 'vitest';
import { createJournalEntryInputSchema } from '../entities/journal-entry.schema';
import { createResourceInputSchema } from '../entities/resource.schema';
import { entryPatch, entryVisibility, newEntryFields } from './journal-entry.mutators';
import { goalPatch, linkEntryToGoal, shownGoalProgress } from './learning-goal.mutators';
import { newResourceFields, resourcePatch } from './resource.mutators';

const now = new Date('2026-03-10T12:00:00.000Z');
const later = new Date('2026-03-11T08:00:00.000Z');

describe('entry mutators', () => {
  it('fill the defaults and derive the read time; only a writer that makes share ids publishes', () => {
    const input = createJournalEntryInputSchema.parse({ title: 'Hooks', content: 'word '.repeat(201), isPublic: true });
    expect(newEntryFields(input, { now })).toMatchObject({ keyLearning: null, tags: [], goalProgress: 0, isFavorite: false, readTime: 2, shareId: null });
    expect(newEntryFields(input, { now, newShareId: () => 's1' }).shareId).toBe('s1');
  });

  it('recompute the read time on a content edit unless one was sent, and keep a share id once made', () => {
    expect(entryPatch({ content: 'a', shareId: null }, { content: 'one two' }, { now })).toEqual({ content: 'one two', readTime: 1 });
    expect(entryPatch({ content: 'a', shareId: null }, { content: 'one two', readTime: 9 }, { now })).toEqual({ content: 'one two', readTime: 9 });
    expect(entryPatch({ content: 'a', shareId: null }, { isPublic: true }, { now, newShareId: () => 's2' })).toEqual({ isPublic: true, shareId: 's2' });
    expect(entryVisibility({ shareId: 'old' }, false, { now })).toEqual({ isPublic: false, shareId: 'old' });
  });

  it('move an entry to another day, never later than the writer\'s now', () => {
    const current = { content: 'a', shareId: null };
    expect(entryPatch(current, { createdAt: '2026-02-01T21:30:00.000+01:00' }, { now })).toEqual({ createdAt: '2026-02-01T20:30:00.000Z' });
    expect(entryPatch(current, { createdAt: '2027-01-01T00:00:00.000Z' }, { now })).toEqual({ createdAt: now.toISOString() });
  });
});

describe('resource and goal mutators', () => {
  it('store an emptied web address as null and the group of the type', () => {
    const input = createResourceInputSchema.parse({ title: 'SICP', type: 'video', url: '' });
    expect(newResourceFields(input, { now })).toMatchObject({ url: null, category: 'consumable', status: 'to-learn', completedAt: null });
  });

  it('stamp completedAt when the status becomes completed, keep it while it stays, clear it after', () => {
    const done = resourcePatch({ status: 'to-learn', completedAt: null }, { status: 'completed' }, { now });
    expect(done.completedAt).toBe(now.toISOString());
    expect(resourcePatch({ status: 'completed', completedAt: now.toISOString() }, { status: 'completed' }, { now: later })).toEqual({ status: 'completed' });
    expect(goalPatch({ status: 'completed', completedAt: now.toISOString() }, { status: 'active' }, { now: later })).toEqual({ status: 'active', completedAt: null });
  });

  it('link an entry to a goal once, capping the progress, and show a completed goal as done', () => {
    const patch = linkEntryToGoal({ id: 1, linkedGoals: [] }, { id: 2, linkedJournalEntries: [], progress: 95 }, 10);
    expect(patch).toEqual({ entry: { linkedGoals: [2] }, goal: { linkedJournalEntries: [1], progress: 100 } });
    expect(linkEntryToGoal({ id: 1, linkedGoals: [2] }, { id: 2, linkedJournalEntries: [1], progress: 100 }, 10)).toEqual({});
    expect(shownGoalProgress({ status: 'completed', progress: 30 })).toBe(100);
    expect(shownGoalProgress({ status: 'active', progress: 30 })).toBe(30);
  });
});
