import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiSummariesResponse } from '@learnlog/shared';
import { readCachedSummaries, saveCachedSummaries } from './summaries-cache';

const list: AiSummariesResponse = {
  summaries: [
    {
      id: 1,
      summaryType: 'monthly',
      dateRange: { from: '2026-02-18T00:00:00.000Z', to: '2026-03-20T00:00:00.000Z' },
      entriesAnalyzed: 4,
      createdAt: '2026-03-20T00:00:00.000Z',
      isRead: false,
      source: 'basic',
      keyInsights: ['rust came back in 3 of 3 weeks.'],
      recurringThemes: ['rust'],
      reflectionPrompt: 'Where next?',
    },
  ],
  monthlyUsage: { used: 1, limit: 3 },
};

describe('the summaries kept on the device', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was saved, per learner', () => {
    saveCachedSummaries(7, list);
    expect(readCachedSummaries(7)).toEqual(list);
    expect(readCachedSummaries(8)).toBeNull();
  });

  it('ignores anything stored that is not a summary list', () => {
    localStorage.setItem('learnlog:summaries:7', JSON.stringify({ summaries: 'nope' }));
    expect(readCachedSummaries(7)).toBeNull();
    localStorage.setItem('learnlog:summaries:7', '{not json');
    expect(readCachedSummaries(7)).toBeNull();
  });
});
