/** The plan a checkout is for: `?plan=` names beta or legacy; anything else means beta (the spec's default). */
import { PLANS, type Plan } from '@learnlog/shared';

export type LifetimePlanId = 'beta' | 'legacy';

export function checkoutPlanId(search: URLSearchParams): LifetimePlanId {
  return search.get('plan') === 'legacy' ? 'legacy' : 'beta';
}

export const checkoutPlan = (id: LifetimePlanId): Plan => PLANS[id];

/** Where Stripe sends the learner back after paying (decisions: /checkout/success?plan={plan}). */
export function checkoutReturnUrl(id: LifetimePlanId, origin: string = window.location.origin): string {
  return `${origin}/checkout/success?plan=${id}`;
}

export const CHECKOUT_MESSAGES = {
  setupFailedFallback: 'Failed to initialize payment',
  setupToastTitle: 'Setup Error',
  setupToastDescription: 'Failed to initialize payment. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  offline: "You're offline. Checkout needs a connection to reach the payment provider.",
} as const;
