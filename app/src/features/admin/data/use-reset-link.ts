/** POST /api/admin/users/{id}/reset-link: a one-time link the admin hands to a learner who is locked out. */
import { useMutation } from '@tanstack/react-query';
import type { AdminResetLink } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';

export function useCreateResetLink() {
  return useMutation({ mutationFn: (userId: number) => apiJson<AdminResetLink>('POST', `/api/admin/users/${userId}/reset-link`) });
}
