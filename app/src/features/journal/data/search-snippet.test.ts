import { describe, expect, it } from 'vitest';
import type { LocalEntry } from '../../../db/local-records';
import { markWords, markedTitle, searchSnippet } from './search-snippet';

const entry = (fields: Partial<LocalEntry>): LocalEntry => ({
  id: 1, title: 'A title', content: 'Nothing to see', keyLearning: null, questions: null, tags: [], linkedResources: [], linkedGoals: [],
  goalProgress: 0, photos: [], isPublic: false, isFavorite: false, readTime: 1, shareId: null, createdAt: '', updatedAt: '', version: 1,
  ...fields,
});

const shown = (parts: { text: string; marked: boolean }[]) => parts.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('search snippets', () => {
  it('marks the starts of words the query begins, case-insensitively', () => {
    expect(shown(markWords('React hooks and reactivity; preact', ['react']))).toBe('[React] hooks and [react]ivity; preact');
    expect(shown(markedTitle({ title: 'Borrow checker' }, 'check BORR'))).toBe('[Borr]ow [check]er');
  });

  it('shows the key learning first, labelled, then content, questions and tags', () => {
    const e = entry({ content: 'The stack grows down', keyLearning: 'Stack frames hold locals', questions: 'Why a stack?', tags: ['stacks'] });
    expect(searchSnippet(e, 'stack')).toMatchObject({ label: 'Key learning' });
    expect(shown(searchSnippet(e, 'stack')?.parts ?? [])).toBe('[Stack] frames hold locals');
    expect(searchSnippet(e, 'grows')).toMatchObject({ label: null });
    expect(shown(searchSnippet(entry({ questions: 'Why does the heap fragment?' }), 'heap')?.parts ?? [])).toBe('Why does the [heap] fragment?');
    expect(searchSnippet(entry({ tags: ['rust', 'memory'] }), 'mem')).toMatchObject({ label: 'Tags' });
  });

  it('cuts long text around the first match, without markdown', () => {
    const content = `${'word '.repeat(60)}**the needle** ${'more '.repeat(60)}`;
    const text = shown(searchSnippet(entry({ content }), 'needle')?.parts ?? []);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('the [needle]');
    expect(text.length).toBeLessThan(175);
  });

  it('gives nothing when only the title matched', () => {
    expect(searchSnippet(entry({ title: 'Hooks' }), 'hooks')).toBeNull();
  });
});
