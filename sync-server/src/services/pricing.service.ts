/** GET /api/pricing/availability: which lifetime tier is on sale, from the purchases made. */
import { count } from 'drizzle-orm';
import { LIFETIME_TIER_SPOTS, currentLifetimeOffer, type PricingAvailability } from '@learnlog/shared';
import { first, type Queries } from '../db/database';

export async function lifetimeSold(db: Queries): Promise<number> {
  return first(await db.q.select({ n: count() }).from(db.t.lifetimePurchases))?.n ?? 0;
}

/** tier1 is the beta offer, tier2 legacy; only the tier on sale now is available (decisions). */
export async function pricingAvailability(db: Queries): Promise<PricingAvailability> {
  const offer = currentLifetimeOffer(await lifetimeSold(db));
  switch (offer.planId) {
    case 'beta':
      return { tier1: { available: true, remaining: offer.remaining }, tier2: { available: false, remaining: LIFETIME_TIER_SPOTS } };
    case 'legacy':
      return { tier1: { available: false, remaining: 0 }, tier2: { available: true, remaining: offer.remaining } };
    default:
      return { tier1: { available: false, remaining: 0 }, tier2: { available: false, remaining: 0 } };
  }
}
