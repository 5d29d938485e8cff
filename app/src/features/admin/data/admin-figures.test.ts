import { describe, expect, it } from 'vitest';
import { ADMIN_REVENUE_PER_LIFETIME_USER, type AdminUser } from '@learnlog/shared';
import { adminStats, formatRevenue, statusBadges, trialCell } from './admin-figures';

function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    email: 'a@example.com',
    firstName: 'Ada',
    lastName: null,
    isAdmin: false,
    lifetimeAccess: false,
    subscriptionType: 'seeker',
    trialStartedAt: '2026-03-01T00:00:00.000Z',
    trialDaysLeft: 10,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('trialCell (Trial Days Left column)', () => {
  it('is red at 3 days or fewer, and not above', () => {
    expect(trialCell(user({ trialDaysLeft: 4 }))).toEqual({ text: '4 days', urgent: false });
    expect(trialCell(user({ trialDaysLeft: 3 }))).toEqual({ text: '3 days', urgent: true });
    expect(trialCell(user({ trialDaysLeft: 1 }))).toEqual({ text: '1 day', urgent: true });
    expect(trialCell(user({ trialDaysLeft: 0 }))).toEqual({ text: '0 days', urgent: true });
  });

  it('shows ∞ for lifetime users and No trial without a trial start', () => {
    expect(trialCell(user({ lifetimeAccess: true, trialDaysLeft: 2 }))).toEqual({ text: '∞', urgent: false });
    expect(trialCell(user({ trialStartedAt: null, trialDaysLeft: 0 }))).toEqual({ text: 'No trial', urgent: false });
  });
});

describe('adminStats', () => {
  it('counts users, lifetime users, active trials and the revenue estimate', () => {
    const users = [
      user({ id: 1, isAdmin: true, trialDaysLeft: 0 }),
      user({ id: 2, lifetimeAccess: true, subscriptionType: 'beta' }),
      user({ id: 3, lifetimeAccess: true, subscriptionType: 'legacy', trialDaysLeft: 0 }),
      user({ id: 4, trialDaysLeft: 5 }),
    ];
    expect(adminStats(users)).toEqual({ totalUsers: 4, lifetimeUsers: 2, trialUsers: 1, revenue: 2 * ADMIN_REVENUE_PER_LIFETIME_USER });
    expect(formatRevenue(1200)).toBe('$1,200');
  });
});

describe('statusBadges', () => {
  it('adds Admin before Lifetime, the paid plan or Trial', () => {
    expect(statusBadges(user({ isAdmin: true }))).toEqual(['Admin', 'Trial']);
    expect(statusBadges(user({ lifetimeAccess: true, subscriptionType: 'beta' }))).toEqual(['Lifetime']);
    expect(statusBadges(user({ subscriptionType: 'sage' }))).toEqual(['Sage']);
  });
});
