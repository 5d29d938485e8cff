import { describe, expect, it } from 'vitest';
import type { Usage } from '@learnlog/shared';
import { usageForToday } from './access-api';

const usage: Usage = {
  journalEntries: { used: 1, limit: 1, isUnlimited: false },
  resourceEntries: { used: 2, limit: 3, isUnlimited: false },
  currentPlan: 'seeker',
  planDisplayName: 'Seeker',
};

describe('usageForToday', () => {
  it('keeps the figures counted today', () => {
    expect(usageForToday(usage, '2026-11-23', '2026-11-23')).toBe(usage);
  });

  it('starts a new day from zero, keeping the limits', () => {
    const next = usageForToday(usage, '2026-11-22', '2026-11-23');
    expect(next.journalEntries).toEqual({ used: 0, limit: 1, isUnlimited: false });
    expect(next.resourceEntries).toEqual({ used: 0, limit: 3, isUnlimited: false });
  });
});
