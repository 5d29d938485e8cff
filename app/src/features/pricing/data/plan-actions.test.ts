import { describe, expect, it } from 'vitest';
import { PLANS, type AccessSubject } from '@learnlog/shared';
import { lifetimeCard, planAction, pricingPlans, yearlySavingsLabel } from './plan-actions';

const now = new Date('2026-03-20T12:00:00Z');
const learner = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  isAdmin: false,
  lifetimeAccess: false,
  subscriptionType: 'seeker',
  subscriptionStatus: 'active',
  subscriptionEndDate: null,
  trialStartedAt: '2026-03-15T12:00:00Z',
  ...over,
});
const availability = (tier1: boolean, tier2: boolean, remaining = 42) => ({
  tier1: { available: tier1, remaining: tier1 ? remaining : 0 },
  tier2: { available: tier2, remaining: tier2 ? remaining : 0 },
});

describe('the lifetime card on sale', () => {
  it('is beta while tier one lasts (and before availability is known), then legacy, then sold out', () => {
    expect(lifetimeCard(undefined)).toEqual({ planId: 'beta', soldOut: false });
    expect(lifetimeCard(availability(true, false))).toEqual({ planId: 'beta', soldOut: false });
    expect(lifetimeCard(availability(false, true))).toEqual({ planId: 'legacy', soldOut: false });
    expect(lifetimeCard(availability(false, false))).toEqual({ planId: 'legacy', soldOut: true });
    expect(pricingPlans(availability(false, true)).map((p) => p.id)).toEqual(['seeker', 'scholar', 'sage', 'legacy']);
  });
});

describe('plan buttons', () => {
  it('marks the current plan and the free plan as disabled', () => {
    expect(planAction(PLANS.seeker, learner({ trialStartedAt: '2026-01-01T00:00:00Z' }), now)).toEqual({ kind: 'disabled', label: 'Current Plan' });
    // In the trial no plan is the learner's yet.
    expect(planAction(PLANS.seeker, learner(), now)).toEqual({ kind: 'disabled', label: 'Free Plan' });
    expect(planAction(PLANS.sage, learner(), now)).toEqual({ kind: 'upgrade', label: 'Upgrade to Sage', planId: 'sage' });
    expect(planAction(PLANS.seeker, learner({ subscriptionType: 'sage' }), now)).toEqual({ kind: 'disabled', label: 'Free Plan' });
    expect(planAction(PLANS.sage, learner({ subscriptionType: 'sage' }), now)).toEqual({ kind: 'disabled', label: 'Current Plan' });
  });

  it('sends lifetime cards to checkout with their price, unless sold out', () => {
    expect(planAction(PLANS.beta, learner(), now)).toEqual({ kind: 'checkout', label: 'Get Beta Access - $100', href: '/checkout?plan=beta' });
    expect(planAction(PLANS.legacy, learner(), now)).toEqual({ kind: 'checkout', label: 'Get Legacy Access - $250', href: '/checkout?plan=legacy' });
    expect(planAction(PLANS.legacy, learner(), now, true)).toEqual({ kind: 'disabled', label: 'Sold Out' });
  });

  it('offers recurring upgrades, and a cancelled plan is no longer current', () => {
    expect(planAction(PLANS.scholar, learner(), now)).toEqual({ kind: 'upgrade', label: 'Upgrade to Scholar', planId: 'scholar' });
    expect(planAction(PLANS.sage, learner({ subscriptionType: 'sage', subscriptionStatus: 'canceled' }), now)).toMatchObject({ kind: 'upgrade' });
  });

  it('shows a lifetime learner their lifetime card as current and nothing left to buy', () => {
    const owner = learner({ lifetimeAccess: true, subscriptionType: 'beta' });
    expect(planAction(PLANS.legacy, owner, now)).toEqual({ kind: 'disabled', label: 'Current Plan' });
    expect(planAction(PLANS.sage, owner, now)).toEqual({ kind: 'disabled', label: 'Included in Lifetime' });
  });
});

it('labels the yearly savings from the catalogue', () => {
  expect(yearlySavingsLabel()).toBe('Save up to 33%');
});
