import { describe, expect, it } from 'vitest';
import { summaryContentSchema } from '@learnlog/shared';
import { BASIC_SUMMARY_NOTICE, basicSummary } from './summariser.service';
import type { SummaryEntry } from './summariser-text';

const entry = (over: Partial<SummaryEntry> = {}): SummaryEntry => ({
  title: 'Title',
  content: 'Content',
  keyLearning: null,
  questions: null,
  tags: [],
  createdAt: '2026-03-20T10:00:00.000Z',
  ...over,
});

describe('the built-in summariser', () => {
  it('says it is a basic summary, then gives the key learnings, then the titles', () => {
    const summary = basicSummary(
      [
        entry({ title: 'Closures', keyLearning: 'Closures **capture** variables.' }),
        entry({ title: 'Hoisting' }),
        entry({ title: 'Scope', keyLearning: 'Closures capture variables.' }),
      ],
      'weekly',
    );
    expect(summary.keyInsights).toEqual([
      BASIC_SUMMARY_NOTICE,
      'Closures capture variables.',
      'You wrote about “Closures”.',
      'You wrote about “Hoisting”.',
      'You wrote about “Scope”.',
    ]);
    expect(summaryContentSchema.safeParse(summary).success).toBe(true);
  });

  it('finds recurring themes in the most frequent tags, then in words that come back across entries', () => {
    const summary = basicSummary(
      [
        entry({ tags: ['javascript', 'async'], content: 'Promises chain callbacks. The event loop runs them.' }),
        entry({ tags: ['JavaScript'], content: 'Promises again, with await. The event loop decides.' }),
        entry({ tags: ['testing'], content: 'Mocking promises in tests.' }),
      ],
      'monthly',
    );
    expect(summary.recurringThemes.slice(0, 3)).toEqual(['javascript', 'async', 'testing']);
    expect(summary.recurringThemes).toContain('promises');
    expect(summary.recurringThemes).not.toContain('the');
    expect(summary.recurringThemes.length).toBeLessThanOrEqual(5);
  });

  it('builds the reflection prompt on an open question: the questions field first, then the text', () => {
    const fromField = basicSummary([entry({ questions: 'How does the event loop order microtasks?' })], 'weekly');
    expect(fromField.reflectionPrompt).toContain('“How does the event loop order microtasks?”');
    const fromText = basicSummary([entry({ content: 'I read about caching. But when should a cache be invalidated? Unclear.' })], 'weekly');
    expect(fromText.reflectionPrompt).toContain('“But when should a cache be invalidated?”');
  });

  it('falls back to a prompt about the main theme, or the period, when no question was asked', () => {
    expect(basicSummary([entry({ tags: ['sql'] })], 'weekly').reflectionPrompt).toContain('sql this week');
    expect(basicSummary([entry({ title: 'x', content: 'ok' })], 'monthly').reflectionPrompt).toBe(
      'What was the most useful thing you learned this month, and how will you use it in the days ahead?',
    );
  });
});
