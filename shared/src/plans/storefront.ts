import type { PricingAvailability } from '../entities/payment.schema';

export type LifetimePlanId = 'beta' | 'legacy';

/**
 * The lifetime card on sale now (decisions): beta while tier one lasts, then legacy, then legacy
 * sold out. Unknown availability (offline, not asked yet) shows beta. The pricing page and the
 * landing page both ask this, so they never disagree.
 */
export function lifetimeOnSale(availability: PricingAvailability | undefined | null): { planId: LifetimePlanId; soldOut: boolean } {
  if (!availability || availability.tier1.available) return { planId: 'beta', soldOut: false };
  return { planId: 'legacy', soldOut: !availability.tier2.available };
}

/** With no Stripe key every buy button is disabled with this one line (decisions: the storefront). */
export const PAYMENTS_OFF_TEXT = 'Payments aren’t set up on this server.';
