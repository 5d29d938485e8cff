import { describe, expect, it } from 'vitest';
import type { LocalEntry } from '../../../db/local-records';
import { ENTRY_MESSAGES, initialValues, newlyLinkedGoals, savedToast, toCreateInput, toLocalDateTime, toUpdateInput, validateEntry } from './entry-form';
import { withPrompt } from './prompt-picker';

const entry: LocalEntry = {
  id: 7,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  version: 1,
  title: 'Hooks',
  content: 'useEffect runs after paint',
  keyLearning: null,
  questions: 'Why?',
  tags: ['React'],
  linkedResources: [3],
  linkedGoals: [11],
  goalProgress: 20,
  photos: [],
  isPublic: true,
  isFavorite: true,
  readTime: 1,
  shareId: 'abc',
};

describe('validateEntry', () => {
  const valid = { ...initialValues(), title: 'A title', content: 'Some content' };

  it('asks for a title first, even one of spaces', () => {
    expect(validateEntry({ ...valid, title: '   ', content: '' }, null)).toBe(ENTRY_MESSAGES.missingTitle);
    expect(ENTRY_MESSAGES.missingTitle).toMatchObject({ title: 'Missing Title', message: 'Please enter a title for your journal entry.' });
  });

  it('then for content', () => {
    expect(validateEntry({ ...valid, content: '\n ' }, null)).toMatchObject({
      title: 'Missing Content',
      message: 'Please add some content to your journal entry.',
    });
  });

  it('needs a title for a resource being added inline', () => {
    expect(validateEntry(valid, { title: ' ', url: '', type: 'article' })?.message).toBe('Please enter a title for the new resource or cancel adding it.');
    expect(validateEntry(valid, { title: 'A book', url: '', type: 'book' })).toBeNull();
    expect(validateEntry(valid, null)).toBeNull();
  });
});

describe('payloads', () => {
  it('makes a new entry private and not a favourite', () => {
    const input = toCreateInput({ ...initialValues(), title: '  Spaced  ', content: 'one two three' }, false);
    expect(input).toMatchObject({ title: 'Spaced', isFavorite: false, isPublic: false, keyLearning: null, questions: null });
    expect(input).not.toHaveProperty('linkedGoals');
  });

  it('sends goals only for learners who may link them', () => {
    const values = { ...initialValues(entry), linkedGoals: [11, 12] };
    expect(toCreateInput(values, true)).toMatchObject({ linkedGoals: [11, 12], goalProgress: 20 });
    expect(toUpdateInput(values, false)).not.toHaveProperty('linkedGoals');
  });

  it('keeps an edited entry’s favourite flag by not sending it', () => {
    expect(toUpdateInput(initialValues(entry), true)).not.toHaveProperty('isFavorite');
  });

  it('starts a template entry from its values', () => {
    expect(initialValues(null, { title: 'Daily', content: '## What I learned', tags: ['daily'] })).toMatchObject({
      title: 'Daily',
      content: '## What I learned',
      tags: ['daily'],
      goalProgress: 10,
    });
  });
});

describe('the entry\'s date', () => {
  const valid = { ...initialValues(), title: 'A title', content: 'Some content' };

  it('is now unless set, and never in the future', () => {
    expect(toCreateInput(valid, false)).not.toHaveProperty('createdAt');
    const backdated = { ...valid, createdAt: '2025-02-14T21:15' };
    expect(toCreateInput(backdated, false).createdAt).toBe(new Date(2025, 1, 14, 21, 15).toISOString());
    const now = new Date(2025, 2, 1, 9, 30, 40);
    expect(validateEntry({ ...valid, createdAt: '2025-03-01T09:30' }, null, now)).toBeNull();
    expect(validateEntry({ ...valid, createdAt: '2025-03-01T09:31' }, null, now)).toBe(ENTRY_MESSAGES.futureDate);
  });

  it('is sent on an edit only when the learner changed it', () => {
    const opened = initialValues(entry);
    expect(opened.createdAt).toBe(toLocalDateTime(new Date(entry.createdAt)));
    expect(toUpdateInput(opened, false, opened)).not.toHaveProperty('createdAt');
    expect(toUpdateInput({ ...opened, createdAt: '2025-01-31T08:00' }, false, opened).createdAt).toBe(new Date(2025, 0, 31, 8, 0).toISOString());
  });
});

describe('newlyLinkedGoals', () => {
  it('lists only goals ticked since the dialog opened', () => {
    expect(newlyLinkedGoals({ ...initialValues(entry), linkedGoals: [11, 12] }, entry)).toEqual([12]);
    expect(newlyLinkedGoals({ ...initialValues(), linkedGoals: [4] }, null)).toEqual([4]);
  });
});

describe('savedToast', () => {
  it('uses the spec’s words, naming the linked goals when there are any', () => {
    expect(savedToast(true, 0, false)).toEqual({ title: 'Journal entry created', description: 'Your learning entry has been saved successfully.' });
    expect(savedToast(false, 0, false)).toEqual({ title: 'Journal entry updated', description: 'Your entry has been updated successfully.' });
    expect(savedToast(true, 2, false).description).toBe('Your learning entry has been saved and linked to 2 learning goals.');
    expect(savedToast(false, 1, false).description).toBe('Your entry has been updated and linked to 1 learning goal.');
  });

  it('offline, says the entry is on this device and syncs later instead of "saved successfully"', () => {
    expect(savedToast(true, 0, true)).toEqual({ title: 'Journal entry created', description: 'Saved on this device — it will sync when you’re online.' });
    expect(savedToast(false, 2, true).description).toBe('Saved on this device — it will sync when you’re online. Linked to 2 learning goals.');
  });
});

describe('withPrompt', () => {
  const prompt = { id: 1, title: 'Aha moment', prompt: 'What surprised you today?' };

  it('fills an empty title and puts the prompt above the content', () => {
    expect(withPrompt({ title: '', content: 'Draft' }, prompt)).toEqual({ title: 'Aha moment', content: '> What surprised you today?\n\nDraft' });
  });

  it('keeps the learner’s title and adds the prompt only once', () => {
    const once = withPrompt({ title: 'Mine', content: '' }, prompt);
    expect(once.title).toBe('Mine');
    expect(withPrompt(once, prompt)).toEqual(once);
  });
});
