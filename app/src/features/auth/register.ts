import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@learnlog/shared';
import { apiJson } from '../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';
import { rememberUser } from './last-user-cache';

/** POST /api/auth/register → 201 with the new user, already signed in (session cookie). */
async function register(input: RegisterInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}
