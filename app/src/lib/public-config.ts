/** GET /api/config: public settings the app needs (the payment key, whether payments are on). */
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@learnlog/shared';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_QUERY_KEY });
}

/** True only once the server has said payments are off: unknown (loading, offline) is not "off". */
export function usePaymentsOff(): boolean {
  return usePublicConfig().data?.paymentsConfigured === false;
}

/** True only once the server has said an AI provider is set up: otherwise summaries are the built-in ones. */
export function useAiConfigured(): boolean {
  return usePublicConfig().data?.aiConfigured === true;
}

/** True once the server has said it can send e-mail (the weekly reminder digest). */
export function useWeeklyDigestByEmail(): boolean {
  return usePublicConfig().data?.weeklyDigestByEmail === true;
}
