import { describe, expect, it } from 'vitest';
import { entriesAnalyzedText, isAtMonthlyLimit, monthlyUsageText, summariesNames } from './summary-labels';

describe('the monthly allowance text', () => {
  it('counts what is left, and names the limit once it is reached', () => {
    expect(monthlyUsageText({ used: 0, limit: 3 })).toBe('3 monthly summaries remaining');
    expect(monthlyUsageText({ used: 2, limit: 3 })).toBe('1 monthly summary remaining');
    expect(monthlyUsageText({ used: 3, limit: 3 })).toBe('Monthly limit reached (3/3)');
    expect(isAtMonthlyLimit({ used: 2, limit: 3 })).toBe(false);
    expect(isAtMonthlyLimit({ used: 4, limit: 3 })).toBe(true);
  });

  it('says how many entries a summary read', () => {
    expect(entriesAnalyzedText(1)).toBe('1 entry analyzed');
    expect(entriesAnalyzedText(5)).toBe('5 entries analyzed');
  });
});

describe("the summaries page's name", () => {
  it('says AI only where the server has an AI provider', () => {
    expect(summariesNames(true)).toEqual({ title: 'AI Learning Summaries', feature: 'AI Summaries' });
    expect(summariesNames(false)).toEqual({ title: 'Learning summaries', feature: 'Learning summaries' });
  });
});
