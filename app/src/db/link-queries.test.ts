import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type LearnLogDatabase } from './database';
import type { LocalEntry } from './local-records';
import { entriesAbout, entryTitled, linkedFrom, linksLeftBehind, mentionsOf, resolveTitles } from './link-queries';

let db: LearnLogDatabase;
beforeEach(async () => {
  db = await openUserDatabase(1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

function entry(id: number, title: string, content: string, extra: Partial<LocalEntry> = {}): LocalEntry {
  const stamp = new Date(Date.UTC(2025, 0, id)).toISOString();
  return {
    id, title, content, keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [], goalProgress: 0, photos: [],
    isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: stamp, updatedAt: stamp, version: id, ...extra,
  };
}
const resource = (id: number, title: string) => ({
  id, title, type: 'book', status: 'in_progress', description: null, url: null, author: null, notes: null, progress: 0, rating: null, tags: [],
  category: 'learning', completedAt: null, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 1,
}) as never;
const titles = (rows: { entry?: LocalEntry; title?: string }[]) => rows.map((row) => row.entry?.title ?? row.title);

describe('the link index', () => {
  it('lists the entries linking to an entry, with their sentence, after saves, edits and deletes', async () => {
    await db.entries.bulkPut([
      entry(1, 'Closures', 'Functions remember.'),
      entry(2, 'Hooks', 'State lives on. Hooks rely on [[closures|closures over state]] a lot. More.'),
      entry(3, 'Modules', 'Nothing here.'),
    ]);
    const closures = (await db.entries.get(1)) as LocalEntry;
    expect((await linkedFrom(db, closures)).map((b) => [b.entry.title, b.sentence])).toEqual([['Hooks', 'Hooks rely on closures over state a lot.']]);

    // An edit adds a link; another removes one; a queued delete leaves the index.
    await db.entries.update(3, { keyLearning: 'Modules close over scope like [[Closures]]' });
    expect(titles(await linkedFrom(db, closures))).toEqual(['Modules', 'Hooks']);
    await db.entries.update(2, { content: 'No links now.' });
    expect(titles(await linkedFrom(db, closures))).toEqual(['Modules']);
    await db.entries.update(3, { _deleted: true });
    expect(await linkedFrom(db, closures)).toEqual([]);
    await db.entries.put(entry(4, 'Later', 'about `[[Closures]]` in code, not a link'));
    expect(await linkedFrom(db, closures)).toEqual([]);
    await db.entries.delete(1);
    expect(await entryTitled(db, 'closures')).toBeUndefined();
  });

  it('resolves titles to an entry first, then a resource, then a goal', async () => {
    await db.resources.bulkPut([resource(10, 'Eloquent JavaScript'), resource(11, 'Closures')]);
    await db.goals.put({ ...(resource(20, 'Ship it') as object), status: 'active' } as never);
    await db.entries.put(entry(1, 'Closures', 'x'));
    const resolved = await resolveTitles(db, ['CLOSURES', 'eloquent javascript', 'Ship it', 'Nothing']);
    expect(Object.fromEntries(resolved)).toEqual({
      closures: { kind: 'entry', id: 1 },
      'eloquent javascript': { kind: 'resource', id: 10 },
      'ship it': { kind: 'goal', id: 20 },
    });
  });

  it('gathers a resource’s entries: ticked in the dialog or linked by title', async () => {
    await db.resources.bulkPut([resource(10, 'Eloquent JavaScript'), resource(11, 'Closures')]);
    await db.entries.bulkPut([
      entry(1, 'Ticked', 'x', { linkedResources: [10] }),
      entry(2, 'Linked', 'Reading [[Eloquent JavaScript]] now'),
      entry(3, 'Both', 'see [[eloquent javascript]]', { linkedResources: [10] }),
      entry(4, 'Closures', 'an entry takes this title'),
      entry(5, 'Links the title', '[[Closures]]'),
    ]);
    expect((await entriesAbout(db, 'resource', { id: 10, title: 'Eloquent JavaScript' })).map((e) => e.title)).toEqual(['Both', 'Linked', 'Ticked']);
    // [[Closures]] is the entry's, not the resource's.
    expect(await entriesAbout(db, 'resource', { id: 11, title: 'Closures' })).toEqual([]);
  });

  it('keeps the index keys off what is sent to the server', async () => {
    await db.entries.put(entry(1, 'A', '[[B]]'));
    const { stripLocalFields } = await import('./local-records');
    expect(Object.keys(stripLocalFields((await db.entries.get(1)) as never))).not.toContain('_links');
  });
});

describe('mentions and renames', () => {
  it('lists the entries naming a title without linking it, with their sentence, and not those that link it', async () => {
    await db.entries.bulkPut([
      entry(1, 'Closures', 'Functions remember.'),
      entry(2, 'Hooks', 'State lives on. Hooks rely on closures a lot.'),
      entry(3, 'Modules', 'Modules link [[Closures]] and say closures too.'),
      entry(4, 'Code', 'Only `closures` in code, and enclosures.'),
      entry(5, 'Later', 'Nothing.', { keyLearning: 'CLOSURES keep scope' }),
    ]);
    const closures = (await db.entries.get(1)) as LocalEntry;
    expect((await mentionsOf(db, closures)).map((m) => [m.entry.title, m.sentence])).toEqual([
      ['Later', 'CLOSURES keep scope'],
      ['Hooks', 'Hooks rely on closures a lot.'],
    ]);
    // Linked, the mention leaves "Mentioned in".
    await db.entries.update(2, { content: 'State lives on. Hooks rely on [[closures]] a lot.' });
    expect(titles(await mentionsOf(db, closures))).toEqual(['Later']);
  });

  it('offers to update links a rename left pointing nowhere, and only those', async () => {
    await db.entries.bulkPut([
      entry(1, 'Closures in JS', 'Functions remember.'),
      entry(2, 'Hooks', 'See [[closures]] and [[Closures|the basics]].', { questions: 'Why [[Closures]]?' }),
      entry(3, 'Other', 'No links.'),
    ]);
    // Entry 1 was "Closures": nothing has that title now.
    const left = await linksLeftBehind(db, 'Closures', 'Closures in JS');
    expect(left.map(({ entry: e, changes }) => [e.title, changes])).toEqual([
      ['Hooks', { content: 'See [[Closures in JS]] and [[Closures in JS|the basics]].', questions: 'Why [[Closures in JS]]?' }],
    ]);
    // A title another record still has: its links still lead somewhere, so nothing is offered.
    await db.entries.put(entry(4, 'Closures', 'A second note of that title.'));
    expect(await linksLeftBehind(db, 'Closures', 'Closures in JS')).toEqual([]);
    // A change of case only is no rename.
    expect(await linksLeftBehind(db, 'Hooks', 'hooks')).toEqual([]);
  });
});
