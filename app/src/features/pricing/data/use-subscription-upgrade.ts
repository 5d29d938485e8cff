import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiJson, isApiError } from '../../../lib/api-client';
import type { BillingCycle } from './plan-actions';

export interface UpgradeRequest {
  planId: 'scholar' | 'sage';
  billingCycle: BillingCycle;
}

/**
 * POST /api/subscription/upgrade, then off to Stripe's hosted Checkout. The plan itself changes
 * only when Stripe's webhook reaches the server.
 */
export function useSubscriptionUpgrade() {
  return useMutation({
    mutationFn: (request: UpgradeRequest) => apiJson<{ url: string }>('POST', '/api/subscription/upgrade', request),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      toast.error('Upgrade failed', { description: isApiError(error) ? error.serverMessage : 'Please try again.' });
    },
  });
}
