import { describe, expect, it } from 'vitest';
import { createJournalEntryInputSchema, linkGoalInputSchema, updateJournalEntryInputSchema } from './journal-entry.schema';
import { createResourceInputSchema } from './resource.schema';
import { createLearnPlanInputSchema } from './learn-plan.schema';
import { feedbackInputSchema } from './feedback.schema';
import { registerInputSchema, shareSettingsInputSchema, updateProfileInputSchema } from './user.schema';
import { dataUrlBytes } from './fields';

const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('journal entry payloads', () => {
  it('uses the spec messages for a missing title or content', () => {
    const result = createJournalEntryInputSchema.safeParse({ title: '   ', content: ' ' });
    expect(messages(result)).toEqual(['Please enter a title for your journal entry.', 'Please add some content to your journal entry.']);
  });
  it('drops unknown fields and normalises tags and links', () => {
    const parsed = createJournalEntryInputSchema.parse({
      id: 5,
      title: ' Rust ',
      content: 'ownership',
      tags: ['a', ' a', ''],
      linkedResources: [1, 1, 2],
      userId: 99,
      shareId: 'forged',
    });
    expect(parsed).toEqual({ id: 5, title: 'Rust', content: 'ownership', tags: ['a'], linkedResources: [1, 2] });
  });
  it('bounds title and content size, photo type, size and count', () => {
    expect(createJournalEntryInputSchema.safeParse({ title: 'x'.repeat(201), content: 'c' }).success).toBe(false);
    expect(createJournalEntryInputSchema.safeParse({ title: 't', content: 'c'.repeat(100_001) }).success).toBe(false);
    expect(createJournalEntryInputSchema.safeParse({ title: 't', content: 'c', photos: ['data:text/html;base64,AAAA'] }).success).toBe(false);
    expect(createJournalEntryInputSchema.safeParse({ title: 't', content: 'c', photos: [png(2 * 1024 * 1024 + 10)] }).success).toBe(false);
    expect(createJournalEntryInputSchema.safeParse({ title: 't', content: 'c', photos: [png(1000)] }).success).toBe(true);
    expect(createJournalEntryInputSchema.safeParse({ title: 't', content: 'c', photos: Array(11).fill(png(10)) }).success).toBe(false);
  });
  it('refuses ids that are not safe positive integers', () => {
    expect(createJournalEntryInputSchema.safeParse({ id: 2 ** 53, title: 't', content: 'c' }).success).toBe(false);
    expect(createJournalEntryInputSchema.safeParse({ id: -1, title: 't', content: 'c' }).success).toBe(false);
  });
  it('accepts partial updates with a base for text fields only', () => {
    const parsed = updateJournalEntryInputSchema.parse({ isFavorite: true, base: { content: 'old', isFavorite: false } });
    expect(parsed).toEqual({ isFavorite: true, base: { content: 'old' } });
  });
  it('keeps goal contributions between 5 and 50 in steps of 5, default 10', () => {
    expect(linkGoalInputSchema.parse({ goalId: 1 })).toEqual({ goalId: 1, progressContribution: 10 });
    expect(linkGoalInputSchema.safeParse({ goalId: 1, progressContribution: 55 }).success).toBe(false);
    expect(linkGoalInputSchema.safeParse({ goalId: 1, progressContribution: 12 }).success).toBe(false);
  });
});

describe('resource payloads', () => {
  it('clamps progress and turns non-numbers into 0', () => {
    const base = { title: 'Book', type: 'book' };
    expect(createResourceInputSchema.parse({ ...base, progress: 140 }).progress).toBe(100);
    expect(createResourceInputSchema.parse({ ...base, progress: -3 }).progress).toBe(0);
    expect(createResourceInputSchema.parse({ ...base, progress: 'abc' }).progress).toBe(0);
  });
  it('requires a known type and a web URL', () => {
    expect(createResourceInputSchema.safeParse({ title: 'x', type: 'tweet' }).success).toBe(false);
    expect(createResourceInputSchema.safeParse({ title: 'x', type: 'book', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(createResourceInputSchema.safeParse({ title: 'x', type: 'book', url: '' }).success).toBe(true);
  });
});

describe('other payloads', () => {
  it('learn plans need a title and a goal; linked ids lose duplicates', () => {
    expect(createLearnPlanInputSchema.safeParse({ title: 'Plan' }).success).toBe(false);
    expect(createLearnPlanInputSchema.parse({ title: 'P', goal: 'G', linkedResourceIds: [3, 3] }).linkedResourceIds).toEqual([3]);
  });
  it('feedback needs a type and a trimmed message, 2000 at most', () => {
    expect(messages(feedbackInputSchema.safeParse({ type: 'bug', message: '  ' }))).toEqual(['Please enter a message for your feedback.']);
    expect(feedbackInputSchema.safeParse({ type: 'bug', message: 'x'.repeat(2001) }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ type: 'help', message: 'hi', email: '' }).success).toBe(true);
  });
  it('register needs a valid email and an 8-character password', () => {
    expect(registerInputSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(false);
    expect(registerInputSchema.parse({ email: ' A@B.CO ', password: 'longenough' }).email).toBe('a@b.co');
  });
  it('profile pictures are images under 1 MB; usernames URL-safe', () => {
    expect(updateProfileInputSchema.safeParse({ profileImageUrl: png(1024 * 1024 + 100) }).success).toBe(false);
    expect(updateProfileInputSchema.safeParse({ profileImageUrl: png(50_000) }).success).toBe(true);
    expect(shareSettingsInputSchema.safeParse({ username: 'ada lovelace' }).success).toBe(false);
    expect(shareSettingsInputSchema.parse({ username: 'Ada_L' }).username).toBe('ada_l');
  });
  it('measures decoded data URL sizes', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });
});
