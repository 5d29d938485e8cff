import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';
import { forgetUser } from './last-user-cache';

type SignOutListener = () => void | Promise<void>;
const listeners = new Set<SignOutListener>();

/**
 * Runs `listener` after the server ends the session and before the app forgets the user; the
 * offline data layer uses it to remove the device's copy. Returns an unsubscribe function.
 */
export function addSignOutListener(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST /api/auth/logout → 204. */
async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
  for (const listener of listeners) await listener();
  forgetUser();
}

/** Signs out and shows the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the signed-in route first, synchronously (router updates are otherwise transitions
      // that lose to the cache update): forgetting the user there would redirect to /login.
      await navigate('/', { replace: true, flushSync: true });
      // Nothing of the previous learner may stay in memory for the next one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    },
  });
}
