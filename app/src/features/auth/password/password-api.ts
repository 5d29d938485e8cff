/** The password calls of the signed-out screens (online only). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotPasswordInput, PublicConfig, ResetPasswordInput } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../../lib/public-config';

/** Whether "Forgot password?" can e-mail a link here (GET /api/config, cached with the checkout's copy). */
export function useResetByEmail() {
  return useQuery<PublicConfig, Error, boolean>({ queryKey: PUBLIC_CONFIG_QUERY_KEY, select: (config) => config.passwordResetByEmail });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => apiJson<{ message: string }>('POST', '/api/auth/forgot-password', input) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => apiJson<{ message: string }>('POST', '/api/auth/reset-password', input) });
}

/** The token of a reset link: it travels in the fragment (`#token=…`), never sent to the server with the page. */
export function resetTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
