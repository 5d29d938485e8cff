/** GET /api/pricing/availability: which lifetime tier is on sale, from the purchases made. */
import { sql } from 'drizzle-orm';
import { LIFETIME_TIER_SPOTS, currentLifetimeOffer, type PricingAvailability } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { lifetimePurchases } from '../db/schema';

export function lifetimeSold(db: DbExecutor): number {
  return db.select({ n: sql<number>`count(*)` }).from(lifetimePurchases).get()?.n ?? 0;
}

/** tier1 is the beta offer, tier2 legacy; only the tier on sale now is available (decisions). */
export function pricingAvailability(db: DbExecutor): PricingAvailability {
  const offer = currentLifetimeOffer(lifetimeSold(db));
  switch (offer.planId) {
    case 'beta':
      return { tier1: { available: true, remaining: offer.remaining }, tier2: { available: false, remaining: LIFETIME_TIER_SPOTS } };
    case 'legacy':
      return { tier1: { available: false, remaining: 0 }, tier2: { available: true, remaining: offer.remaining } };
    default:
      return { tier1: { available: false, remaining: 0 }, tier2: { available: false, remaining: 0 } };
  }
}
