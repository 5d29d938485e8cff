import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client';

/**
 * The specs' data-fetching defaults: data never goes stale by time, no refetch on focus, no
 * polling unless a query asks for it, no retries. Screens refresh by invalidating after writes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
