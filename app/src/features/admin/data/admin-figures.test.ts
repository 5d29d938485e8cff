import { describe, expect, it } from 'vitest';
import { ADMIN_REVENUE_PER_LIFETIME_USER, type AdminUser } from '@learnlog/shared';
import { adminStats, formatRevenue, statusBadges, trialCell } from './admin-figures';

const NOW = new Date('2026-03-05T12:00:00.000Z');
const DAY = 86_400_000;
/** A trial that started `elapsed` days before NOW (14 days long). */
const startedDaysAgo = (elapsed: number) => new Date(NOW.getTime() - elapsed * DAY).toISOString();

function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    email: 'a@example.com',
    firstName: 'Ada',
    lastName: null,
    isAdmin: false,
    lifetimeAccess: false,
    subscriptionType: 'seeker',
    subscriptionStatus: 'active',
    subscriptionEndDate: null,
    trialStartedAt: startedDaysAgo(4),
    trialDaysLeft: 10,
    createdAt: startedDaysAgo(4),
    ...overrides,
  };
}

describe('trialCell (Trial Days Left column)', () => {
  it('is red at 3 days or fewer, and not above', () => {
    expect(trialCell(user({ trialStartedAt: startedDaysAgo(10) }), NOW)).toEqual({ text: '4 days', urgent: false });
    expect(trialCell(user({ trialStartedAt: startedDaysAgo(11) }), NOW)).toEqual({ text: '3 days', urgent: true });
    expect(trialCell(user({ trialStartedAt: startedDaysAgo(13) }), NOW)).toEqual({ text: '1 day', urgent: true });
  });

  it('shows ∞ for lifetime, Paid plan for subscribers, Ended after the trial and No trial without one', () => {
    expect(trialCell(user({ lifetimeAccess: true, subscriptionType: 'beta' }), NOW)).toEqual({ text: '∞', urgent: false });
    expect(trialCell(user({ subscriptionType: 'sage' }), NOW)).toEqual({ text: 'Paid plan', urgent: false });
    expect(trialCell(user({ trialStartedAt: startedDaysAgo(20) }), NOW)).toEqual({ text: 'Ended', urgent: false });
    expect(trialCell(user({ trialStartedAt: null }), NOW)).toEqual({ text: 'No trial', urgent: false });
  });
});

describe('adminStats', () => {
  it('counts users, lifetime users, active trials (not paying members) and the revenue estimate', () => {
    const users = [
      user({ id: 1, isAdmin: true }),
      user({ id: 2, lifetimeAccess: true, subscriptionType: 'beta' }),
      user({ id: 3, lifetimeAccess: true, subscriptionType: 'legacy' }),
      user({ id: 4, subscriptionType: 'scholar' }),
      user({ id: 5, trialStartedAt: startedDaysAgo(30) }),
    ];
    expect(adminStats(users, NOW)).toEqual({ totalUsers: 5, lifetimeUsers: 2, trialUsers: 1, revenue: 2 * ADMIN_REVENUE_PER_LIFETIME_USER });
    expect(formatRevenue(1200)).toBe('$1,200');
  });
});

describe('statusBadges', () => {
  it('adds Admin before Lifetime, the paid plan, Trial or Seeker', () => {
    expect(statusBadges(user({ isAdmin: true }), NOW)).toEqual(['Admin', 'Trial']);
    expect(statusBadges(user({ lifetimeAccess: true, subscriptionType: 'beta' }), NOW)).toEqual(['Lifetime']);
    expect(statusBadges(user({ subscriptionType: 'sage' }), NOW)).toEqual(['Sage']);
    expect(statusBadges(user({ trialStartedAt: startedDaysAgo(30) }), NOW)).toEqual(['Seeker']);
    expect(statusBadges(user({ subscriptionType: 'sage', subscriptionStatus: 'canceled', trialStartedAt: startedDaysAgo(30) }), NOW)).toEqual(['Seeker']);
  });
});
