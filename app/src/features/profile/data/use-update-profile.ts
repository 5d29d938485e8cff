/** PUT /api/user/profile (online only); the answer becomes the current user everywhere at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../auth';
import { rememberUser } from '../../auth';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiJson<User>('PUT', '/api/user/profile', input),
    onSuccess: (user) => {
      // The device's cached copy (meta) follows from the layout, which saves every new user.
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}
