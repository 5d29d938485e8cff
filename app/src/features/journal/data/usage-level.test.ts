import { describe, expect, it } from 'vitest';
import { atDailyLimit, usageBannerText, usageLevel } from './usage-level';

describe('usageLevel', () => {
  it('is informational under 80% of the limit', () => {
    expect(usageLevel(0, 1)).toBe('info');
    expect(usageLevel(7, 10)).toBe('info');
  });

  it('warns from 80% and is at the limit from 100%', () => {
    expect(usageLevel(8, 10)).toBe('warning');
    expect(usageLevel(9, 10)).toBe('warning');
    expect(usageLevel(10, 10)).toBe('limit');
    expect(usageLevel(1, 1)).toBe('limit');
    expect(usageLevel(3, 1)).toBe('limit');
  });
});

describe('atDailyLimit', () => {
  it('disables New Entry only for a known, limited, used-up allowance', () => {
    expect(atDailyLimit(undefined)).toBe(false);
    expect(atDailyLimit({ used: 5, limit: null, isUnlimited: true })).toBe(false);
    expect(atDailyLimit({ used: 0, limit: 1, isUnlimited: false })).toBe(false);
    expect(atDailyLimit({ used: 1, limit: 1, isUnlimited: false })).toBe(true);
  });
});

describe('usageBannerText', () => {
  it('counts what was used, in the singular for one entry', () => {
    expect(usageBannerText(0, 1)).toBe('Free Seeker plan: 0 of 1 journal entry used today.');
    expect(usageBannerText(1, 3)).toBe('Free Seeker plan: 1 of 3 journal entries used today.');
    expect(usageBannerText(1, 1)).toContain("You've reached today's limit of 1 journal entry");
  });
});
