/**
 * Which cards the pricing page shows and what each card's button does, as pure functions of the
 * learner, the lifetime availability and the billing cycle (so the rules are tested, not the DOM).
 */
import { PLANS, effectivePlan, lifetimeOnSale, membership, type AccessSubject, type LifetimePlanId, type Plan, type PricingAvailability } from '@learnlog/shared';

export type BillingCycle = 'monthly' | 'yearly';

/** The lifetime card on sale now (the shared rule, which the landing page uses too). */
export const lifetimeCard = lifetimeOnSale;

/** Seeker, Scholar, Sage and the lifetime card on sale. */
export function pricingPlans(availability: PricingAvailability | undefined): Plan[] {
  return [PLANS.seeker, PLANS.scholar, PLANS.sage, PLANS[lifetimeCard(availability).planId]];
}

export type PlanAction =
  | { kind: 'disabled'; label: string }
  | { kind: 'checkout'; label: string; href: string }
  | { kind: 'upgrade'; label: string; planId: 'scholar' | 'sage' };

export const PLAN_BUTTON_LABELS = {
  current: 'Current Plan',
  free: 'Free Plan',
  soldOut: 'Sold Out',
  includedInLifetime: 'Included in Lifetime',
  processing: 'Processing...',
  beta: (price: number) => `Get Beta Access - $${price}`,
  legacy: (price: number) => `Get Legacy Access - $${price}`,
  upgrade: (name: string) => `Upgrade to ${name}`,
} as const;

const checkoutHref = (planId: LifetimePlanId) => `/checkout?plan=${planId}`;

export function planAction(plan: Plan, user: AccessSubject, now: Date, soldOut = false): PlanAction {
  // In the trial the learner has Sage's features but has chosen no plan yet: none is current.
  const current = membership(user, now).kind === 'trial' ? null : effectivePlan(user, now);
  // A lifetime learner owns the lifetime card whichever tier is on sale now.
  if (plan.id === current || (user.lifetimeAccess && plan.price.lifetime !== null)) {
    return { kind: 'disabled', label: PLAN_BUTTON_LABELS.current };
  }
  if (plan.id === 'seeker') return { kind: 'disabled', label: PLAN_BUTTON_LABELS.free };
  if (plan.price.lifetime !== null) {
    if (soldOut) return { kind: 'disabled', label: PLAN_BUTTON_LABELS.soldOut };
    const tier = plan.id as LifetimePlanId;
    return { kind: 'checkout', label: PLAN_BUTTON_LABELS[tier](plan.price.lifetime), href: checkoutHref(tier) };
  }
  if (user.lifetimeAccess) return { kind: 'disabled', label: PLAN_BUTTON_LABELS.includedInLifetime };
  return { kind: 'upgrade', label: PLAN_BUTTON_LABELS.upgrade(plan.displayName), planId: plan.id as 'scholar' | 'sage' };
}

/** The yearly toggle's savings label: the best yearly discount in the catalogue, e.g. 'Save up to 33%'. */
export function yearlySavingsLabel(): string {
  const savings = [PLANS.scholar, PLANS.sage].map((plan) => 1 - plan.price.yearly / (plan.price.monthly * 12));
  return `Save up to ${Math.round(Math.max(...savings) * 100)}%`;
}
