import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@learnlog/shared';

/** GET /api/config: the publishable key the Payment Element needs. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config'] });
}
