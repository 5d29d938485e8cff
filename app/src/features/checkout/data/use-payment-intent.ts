import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { LifetimePlanId } from './checkout-plan';

export interface PaymentIntentAnswer {
  clientSecret: string;
  /** Dollars, from the server's catalogue. */
  amount: number;
}

/**
 * POST /api/create-payment-intent for this visit to checkout. A query rather than a mutation so a
 * re-render never creates a second intent; dropped as soon as the screen is left (gcTime 0), so
 * the next visit starts a fresh payment.
 */
export function usePaymentIntent(planType: LifetimePlanId, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/create-payment-intent', planType],
    queryFn: () => apiJson<PaymentIntentAnswer>('POST', '/api/create-payment-intent', { planType }),
    enabled,
    gcTime: 0,
  });
}
