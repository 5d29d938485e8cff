/** The Admin Panel's online calls: the user list, the feedback list, and granting admin. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminUser, Feedback } from '@learnlog/shared';
import { apiJson, isApiError } from '../../../lib/api-client';

const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;
const ADMIN_FEEDBACK_QUERY_KEY = ['/api/admin/feedback'] as const;

/** accounts spec §6: no retry on 403 (it will not change), up to 3 retries otherwise. */
function retryUnlessForbidden(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 403) return false;
  return failureCount < 3;
}

export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** A failed list: the server's words, or the network's. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

export function useAdminUsers(enabled: boolean) {
  return useQuery({
    queryKey: ADMIN_USERS_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<AdminUser[]>('GET', ADMIN_USERS_QUERY_KEY[0], undefined, { signal }),
    enabled,
    retry: retryUnlessForbidden,
  });
}

export function useAdminFeedback(enabled: boolean) {
  return useQuery({
    queryKey: ADMIN_FEEDBACK_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<Feedback[]>('GET', ADMIN_FEEDBACK_QUERY_KEY[0], undefined, { signal }),
    enabled,
    retry: retryUnlessForbidden,
  });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<AdminUser>('POST', `/api/admin/make-admin/${id}`),
    onSuccess: () => toast.success('User has been granted admin access'),
    onError: (error) => toast.error('Error', { description: isApiError(error) ? error.serverMessage : loadErrorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
