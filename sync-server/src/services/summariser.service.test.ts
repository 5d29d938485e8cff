import { describe, expect, it } from 'vitest';
import { summaryContentSchema } from '@learnlog/shared';
import { basicSummary } from './summariser.service';
import type { SummaryEntry } from './summariser-text';

const NOW = new Date('2026-03-20T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const entry = (over: Partial<SummaryEntry> = {}): SummaryEntry => ({
  title: 'Title',
  content: 'Content',
  keyLearning: null,
  questions: null,
  tags: [],
  createdAt: daysAgo(1),
  ...over,
});

describe('the built-in weekly summary', () => {
  it('opens with what the learner learned, not with a note about how it was made', () => {
    const summary = basicSummary(
      [
        entry({ title: 'Closures', keyLearning: 'Closures **capture** variables.' }),
        entry({ title: 'Hoisting', content: '# Hoisting\nDeclarations move to the top of their scope. Assignments stay.' }),
        entry({ title: 'Scope', keyLearning: 'Closures capture variables.' }),
      ],
      'weekly',
      NOW,
    );
    expect(summary.keyInsights).toEqual(['Closures capture variables.', 'Hoisting: Declarations move to the top of their scope.']);
    expect(summary.keyInsights.join(' ')).not.toMatch(/AI provider/i);
    expect(summaryContentSchema.safeParse(summary).success).toBe(true);
  });

  it('names entries with nothing to quote rather than saying nothing', () => {
    expect(basicSummary([entry({ title: 'Regex', content: 'lookahead' })], 'weekly', NOW).keyInsights).toEqual(['You wrote about “Regex”.']);
  });

  it('finds recurring themes in tags first, then in words and two-word phrases that come back across entries', () => {
    const summary = basicSummary(
      [
        entry({ title: 'Async', tags: ['javascript', 'async'], content: 'Promises chain callbacks. The event loop runs them.' }),
        entry({ title: 'Await', tags: ['JavaScript'], content: 'Promises again, with await. The event loop decides.' }),
        entry({ title: 'Mocks', tags: ['testing'], content: 'Mocking promises in tests.' }),
      ],
      'weekly',
      NOW,
    );
    // What recurs comes first, the learner's tag before the text's words; one-off tags after.
    expect(summary.recurringThemes).toEqual(['javascript', 'promises', 'event loop', 'async', 'testing']);
  });

  it("leaves out common words and a journal's filler (chapter, once) and keeps the phrase rather than its words", () => {
    const summary = basicSummary(
      [
        entry({ title: 'DDIA, chapter 5', content: 'Once more on replication. Leader based replication sends the log once.', keyLearning: 'Replication lag makes reads stale.' }),
        entry({ title: 'Chapter 6', content: 'Partitioning by key range. Once a partition grows, split it. Replication lag again.' }),
        entry({ title: 'Reading notes', content: 'Chapter 7 on transactions, once again the replication lag shows up.' }),
      ],
      'weekly',
      NOW,
    );
    expect(summary.recurringThemes).toEqual(['replication', 'replication lag']);
  });

  it("ranks the terms of the learner's titles and key learnings before the text's", () => {
    const summary = basicSummary(
      [
        entry({ title: 'Indexes', keyLearning: 'A covering index answers from the index alone.', content: 'Queries, queries, queries: the planner chose a scan.' }),
        entry({ title: 'More indexes', content: 'Queries again; the planner used the index this time. Queries everywhere.' }),
      ],
      'weekly',
      NOW,
    );
    // "queries" occurs far more often, but "index" is what the learner said the week taught.
    expect(summary.recurringThemes.slice(0, 3)).toEqual(['index', 'indexes', 'queries']);
  });

  it('builds the reflection prompt on an open question: the questions field first, then the text', () => {
    const fromField = basicSummary([entry({ questions: 'How does the event loop order microtasks?' })], 'weekly', NOW);
    expect(fromField.reflectionPrompt).toContain('“How does the event loop order microtasks?”');
    const fromText = basicSummary([entry({ content: 'I read about caching. But when should a cache be invalidated? Unclear.' })], 'weekly', NOW);
    expect(fromText.reflectionPrompt).toContain('“But when should a cache be invalidated?”');
  });

  it('ranks the words of a single entry by where and how often they occur, and builds no prompt on a one-off word', () => {
    const one = basicSummary([entry({ title: 'Local-first', content: 'Sync engines sync. A device keeps data; sync later.' })], 'weekly', NOW);
    expect(one.recurringThemes.slice(0, 2)).toEqual(['local-first', 'sync']);
    expect(one.reflectionPrompt).toBe('What was the most useful thing you learned this week, and how will you use it in the days ahead?');
  });

  it('falls back to a prompt about the main theme, or the period, when no question was asked', () => {
    expect(basicSummary([entry({ tags: ['sql'] })], 'weekly', NOW).reflectionPrompt).toContain('sql this week');
    expect(basicSummary([entry({ title: 'x', content: 'ok' })], 'weekly', NOW).reflectionPrompt).toBe(
      'What was the most useful thing you learned this week, and how will you use it in the days ahead?',
    );
  });
});

describe('the built-in monthly summary', () => {
  const month = [
    entry({ title: 'Traits', tags: ['rust'], keyLearning: 'Traits are interfaces with default methods.', createdAt: daysAgo(2) }),
    entry({ title: 'SQL joins', tags: ['sql'], content: 'An inner join keeps matching rows only.', createdAt: daysAgo(3) }),
    entry({ title: 'Lifetimes', tags: ['rust'], content: 'Lifetimes describe how long references stay valid.', createdAt: daysAgo(10) }),
    entry({ title: 'Ownership', tags: ['rust'], keyLearning: 'Each value has exactly one owner.', createdAt: daysAgo(24) }),
  ];

  it('reads the month as weeks and names what ran through several of them', () => {
    const summary = basicSummary(month, 'monthly', NOW);
    expect(summary.keyInsights[0]).toBe('You wrote 4 entries across 3 weeks this month.');
    expect(summary.keyInsights[1]).toBe('rust came back in 3 of 3 weeks: “Traits”, “Lifetimes” and “Ownership”.');
    expect(summary.keyInsights).toContain('Each value has exactly one owner.');
    expect(summary.recurringThemes[0]).toBe('rust');
    expect(summary.reflectionPrompt).toContain('rust ran through 3 weeks of your month');
  });

  it('differs from the weekly summary of the same entries', () => {
    expect(basicSummary(month, 'monthly', NOW)).not.toEqual(basicSummary(month, 'weekly', NOW));
  });

  it('still summarises a month with a single entry', () => {
    const summary = basicSummary([entry({ title: 'x', content: 'ok', createdAt: daysAgo(5) })], 'monthly', NOW);
    expect(summary.keyInsights).toEqual(['You wrote 1 entry across 1 week this month.']);
    expect(summary.reflectionPrompt).toBe('What was the most useful thing you learned this month, and how will you use it in the days ahead?');
  });
});
