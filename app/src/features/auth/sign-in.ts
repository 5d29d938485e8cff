import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@learnlog/shared';
import { apiJson } from '../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';
import { rememberUser } from './last-user-cache';

/** POST /api/auth/login → the user; 401 `{message}` on a wrong e-mail or password. */
async function signIn(input: LoginInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}
