import { useQuery } from '@tanstack/react-query';
import type { PricingAvailability } from '@learnlog/shared';

const PRICING_AVAILABILITY_QUERY_KEY = ['/api/pricing/availability'] as const;

/** GET /api/pricing/availability: how many lifetime spots are left (online only). */
export function usePricingAvailability() {
  return useQuery<PricingAvailability>({ queryKey: PRICING_AVAILABILITY_QUERY_KEY });
}
