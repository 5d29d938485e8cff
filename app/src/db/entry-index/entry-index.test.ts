import { describe, expect, it } from 'vitest';
import { EntryIndex, createIndexHandler } from './entry-index';

const doc = (id: number, title: string, content: string, more: { keyLearning?: string; questions?: string; tags?: string[] } = {}) => ({
  id,
  title,
  content,
  keyLearning: more.keyLearning ?? null,
  questions: more.questions ?? null,
  tags: more.tags ?? [],
});

describe('EntryIndex', () => {
  it('matches every word by its start or a near spelling, ranking title matches first and newer entries first on a tie', () => {
    const index = new EntryIndex();
    index.put(doc(1, 'Cooking', 'closures in the kitchen'));
    index.put(doc(2, 'Closures', 'scope'));
    index.put(doc(3, 'Gardening', 'closures in the kitchen'));
    index.put(doc(4, 'Scope', 'nothing else'));
    expect(index.search('closure', 10)).toEqual({ ids: [2, 3, 1], total: 3 });
    expect(index.search('clozures', 10).ids).toEqual([2, 3, 1]); // a typo in a longer word
    expect(index.search('clo kitch', 10).ids).toEqual([3, 1]); // prefixes, every word
    expect(index.search('sco', 10).ids).toEqual([4, 2]);
    expect(index.search('xyz', 10)).toEqual({ ids: [], total: 0 });
  });

  it('finds words of the key learning, the questions and the tags, ranking title and key-learning matches first', () => {
    const index = new EntryIndex();
    index.put(doc(1, 'Monday', 'we talked about borrowing'));
    index.put(doc(2, 'Tuesday', 'notes', { keyLearning: 'Borrowing rules keep memory safe' }));
    index.put(doc(3, 'Borrowing', 'short'));
    index.put(doc(4, 'Wednesday', 'notes', { questions: 'Why can a lifetime outlive its scope?' }));
    index.put(doc(5, 'Thursday', 'notes', { tags: ['rust-lang', 'Memory'] }));
    expect(index.search('borrowing', 10).ids).toEqual([3, 2, 1]);
    expect(index.search('outlive', 10).ids).toEqual([4]);
    expect(index.search('memory', 10).ids).toEqual([2, 5]); // key learning over a tag
  });

  it('finds a photo in place by its caption, never by its address', () => {
    const index = new EntryIndex();
    index.put(doc(1, 'Diagram', 'The event loop:\n\n![whiteboard](photo:1)\n\nthen microtasks.'));
    index.put(doc(2, 'Camera', 'A photo of the sky.'));
    expect(index.search('photo', 10).ids).toEqual([2]);
    expect(index.search('whiteboard', 10).ids).toEqual([1]);
    expect(index.search('microtasks', 10).ids).toEqual([1]);
  });

  it('answers the best few of many matches and how many match', () => {
    const index = new EntryIndex();
    for (let id = 1; id <= 500; id += 1) index.put(doc(id, id === 42 ? 'React in the title' : `Note ${id}`, 'react hooks'));
    expect(index.search('react', 3)).toEqual({ ids: [42, 500, 499], total: 500 });
  });

  it('forgets what an entry said once it is replaced or removed', () => {
    const index = new EntryIndex();
    index.put(doc(1, 'Rust', 'ownership'));
    index.put(doc(1, 'Rust', 'lifetimes'));
    expect(index.search('ownership', 10).total).toBe(0);
    expect(index.search('lifetimes', 10).ids).toEqual([1]);
    index.remove(1);
    expect(index.search('rust', 10).total).toBe(0);
    expect(index.size).toBe(0);
  });
});

describe('createIndexHandler', () => {
  it('answers a longer page of the same search from its matches, and a change after it anew', () => {
    const handle = createIndexHandler();
    handle({ kind: 'apply', put: [1, 2, 3].map((id) => doc(id, `Hooks ${id}`, '')), removed: [] });
    expect(handle({ kind: 'search', id: 1, query: 'hooks', count: 1 })).toEqual({ id: 1, ids: [3], total: 3 });
    expect(handle({ kind: 'search', id: 2, query: 'hooks', count: 5 })).toEqual({ id: 2, ids: [3, 2, 1], total: 3 });
    handle({ kind: 'apply', put: [doc(4, 'Hooks 4', '')], removed: [3] });
    expect(handle({ kind: 'search', id: 3, query: 'hooks', count: 5 })).toEqual({ id: 3, ids: [4, 2, 1], total: 3 });
    handle({ kind: 'clear' });
    expect(handle({ kind: 'search', id: 4, query: 'hooks', count: 5 })).toEqual({ id: 4, ids: [], total: 0 });
  });
});
