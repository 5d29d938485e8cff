/** Signed-in devices and changing the password (online only). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, SignedInDevice } from '@learnlog/shared';
import { apiJson, apiRequest } from '../../../lib/api-client';

const SESSIONS_QUERY_KEY = ['/api/auth/sessions'] as const;

export function useSignedInDevices(enabled: boolean) {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<SignedInDevice[]>('GET', SESSIONS_QUERY_KEY[0], undefined, { signal }),
    enabled,
  });
}

function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
}

export function useSignOutDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: (id: string) => apiRequest('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`), onSettled: refresh });
}

export function useSignOutOtherDevices() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: () => apiJson<{ signedOutDevices: number }>('POST', '/api/auth/sessions/sign-out-others'),
    onSettled: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<{ signedOutDevices: number }>('POST', '/api/auth/change-password', input),
    onSuccess: refresh,
  });
}
