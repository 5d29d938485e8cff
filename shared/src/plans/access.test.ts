import { describe, expect, it } from 'vitest';
import { canLinkGoals, effectivePlan, hasAccess, hasPremium, hasUnlimitedEntries, membership, trialDaysLeft, type AccessSubject } from './access';
import { currentLifetimeOffer, formatPlanPrice, LANDING_PLAN_IDS, membershipLabel, PLANS } from './catalogue';

const now = new Date('2026-03-20T12:00:00Z');
const seeker = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  isAdmin: false,
  lifetimeAccess: false,
  subscriptionType: 'seeker',
  subscriptionStatus: 'active',
  subscriptionEndDate: null,
  trialStartedAt: '2026-03-10T12:00:00Z',
  ...over,
});

describe('trial', () => {
  it('is 14 minus full days elapsed, never below 0', () => {
    expect(trialDaysLeft(seeker(), now)).toBe(4);
    expect(trialDaysLeft(seeker({ trialStartedAt: '2026-03-20T11:00:00Z' }), now)).toBe(14);
    expect(trialDaysLeft(seeker({ trialStartedAt: '2026-01-01T00:00:00Z' }), now)).toBe(0);
    expect(trialDaysLeft(seeker({ trialStartedAt: null }), now)).toBe(0);
  });
});

describe('access', () => {
  const expired = { trialStartedAt: '2026-01-01T00:00:00Z' };
  it('is granted inside the trial, to admins, lifetime and active paid plans', () => {
    expect(hasAccess(seeker(), now)).toBe(true);
    expect(hasAccess(seeker(expired), now)).toBe(false);
    expect(hasAccess(seeker({ ...expired, isAdmin: true }), now)).toBe(true);
    expect(hasAccess(seeker({ ...expired, lifetimeAccess: true, subscriptionType: 'beta' }), now)).toBe(true);
    expect(hasAccess(seeker({ ...expired, subscriptionType: 'scholar' }), now)).toBe(true);
  });
  it('ends with a cancelled or lapsed recurring plan', () => {
    expect(hasAccess(seeker({ ...expired, subscriptionType: 'sage', subscriptionStatus: 'canceled' }), now)).toBe(false);
    expect(hasAccess(seeker({ ...expired, subscriptionType: 'sage', subscriptionEndDate: '2026-03-01T00:00:00Z' }), now)).toBe(false);
    expect(effectivePlan(seeker({ subscriptionType: 'sage', subscriptionStatus: 'canceled' }), now)).toBe('seeker');
  });
  it('gates premium features on sage, beta, legacy, lifetime, admin or the trial', () => {
    expect(hasPremium(seeker(expired), now)).toBe(false);
    expect(hasPremium(seeker({ ...expired, subscriptionType: 'scholar' }), now)).toBe(false);
    expect(hasPremium(seeker({ ...expired, subscriptionType: 'sage' }), now)).toBe(true);
    expect(hasPremium(seeker({ ...expired, lifetimeAccess: true }), now)).toBe(true);
    expect(hasPremium(seeker({ ...expired, isAdmin: true }), now)).toBe(true);
  });
  it('lets scholar and above link goals', () => {
    expect(canLinkGoals(seeker(expired), now)).toBe(false);
    expect(canLinkGoals(seeker({ ...expired, subscriptionType: 'scholar' }), now)).toBe(true);
  });
});

describe('the trial is the whole product', () => {
  const expired = { trialStartedAt: '2026-01-01T00:00:00Z' };
  it('gives a learner in the trial what Sage has, without daily limits', () => {
    expect(hasPremium(seeker(), now)).toBe(true);
    expect(canLinkGoals(seeker(), now)).toBe(true);
    expect(hasUnlimitedEntries(seeker(), now)).toBe(true);
  });
  it('puts the learner on Seeker afterwards: daily limits, no Pro features', () => {
    expect(hasUnlimitedEntries(seeker(expired), now)).toBe(false);
    expect(hasPremium(seeker(expired), now)).toBe(false);
    expect(effectivePlan(seeker(expired), now)).toBe('seeker');
  });
});

describe('membership', () => {
  const expired = { trialStartedAt: '2026-01-01T00:00:00Z' };
  const label = (over: Partial<AccessSubject>) => membershipLabel(membership(seeker(over), now));
  it('names what the learner really has: a purchase wins over the trial', () => {
    expect(membership(seeker(), now)).toEqual({ kind: 'trial', daysLeft: 4 });
    expect(label({})).toBe('Trial');
    expect(label({ subscriptionType: 'sage' })).toBe('Sage');
    expect(label({ subscriptionType: 'scholar' })).toBe('Scholar');
    expect(label({ lifetimeAccess: true, subscriptionType: 'beta' })).toBe('Beta Lifetime');
    expect(label({ lifetimeAccess: true, subscriptionType: 'legacy' })).toBe('Legacy Member');
    expect(label({ isAdmin: true })).toBe('Admin');
    expect(label(expired)).toBe('Seeker');
  });
  it('reads a cancelled plan after the trial as Seeker, inside the trial as Trial', () => {
    expect(label({ ...expired, subscriptionType: 'sage', subscriptionStatus: 'canceled' })).toBe('Seeker');
    expect(label({ subscriptionType: 'sage', subscriptionStatus: 'canceled' })).toBe('Trial');
  });
});

describe('catalogue', () => {
  it('offers beta while spots last, then legacy, then nothing', () => {
    expect(currentLifetimeOffer(0)).toEqual({ planId: 'beta', price: 100, remaining: 100 });
    expect(currentLifetimeOffer(99)).toEqual({ planId: 'beta', price: 100, remaining: 1 });
    expect(currentLifetimeOffer(100)).toEqual({ planId: 'legacy', price: 250, remaining: 100 });
    expect(currentLifetimeOffer(200)).toEqual({ planId: null, price: null, remaining: 0 });
  });
  it('prices the cards as the spec writes them', () => {
    expect(formatPlanPrice(PLANS.seeker)).toBe('Free');
    expect(formatPlanPrice(PLANS.scholar)).toBe('$8 per month');
    expect(formatPlanPrice(PLANS.sage, 'yearly')).toBe('$120 per year');
    expect(formatPlanPrice(PLANS.legacy)).toBe('$250 one-time');
  });
  it('shows Seeker, Scholar, Sage and Legacy on the landing page, with their badges', () => {
    expect(LANDING_PLAN_IDS).toEqual(['seeker', 'scholar', 'sage', 'beta', 'legacy']);
    expect(PLANS.sage.highlight).toBe('Most Popular');
    expect(PLANS.legacy.highlight).toBe('Limited Offer');
  });
});
