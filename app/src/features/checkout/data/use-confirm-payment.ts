import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../auth';

/** Every cached answer that depends on the learner's plan. */
const PLAN_DEPENDENT_QUERIES = [CURRENT_USER_QUERY_KEY, ['/api/user/access'], ['/api/user/usage'], ['/api/pricing/availability']];

/** Refetches the user, access and usage after the plan changed. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () => Promise.all(PLAN_DEPENDENT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * POST /api/checkout/confirm: the server looks the intent up at Stripe and grants access only if
 * it succeeded for this learner (never on the browser's word).
 */
export function useConfirmPayment() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: (paymentIntentId: string) => apiJson<{ lifetimeAccess: boolean }>('POST', '/api/checkout/confirm', { paymentIntentId }),
    onSuccess: () => refreshPlan(),
  });
}
