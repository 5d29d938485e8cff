import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@learnlog/shared';
import { apiJson, isApiError, isNetworkError } from '../../lib/api-client';
import { forgetUser, lastKnownUser, rememberUser } from './last-user-cache';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * GET /api/auth/user. A 401 means signed out (null), not an error. With no network at all the
 * last confirmed user stands in, so the app opens offline.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    // Typed, not parsed: the server builds this answer from the same shared User type, and this
    // module is on every visitor's first load, where a schema library would be dead weight.
    const user = await apiJson<User>('GET', CURRENT_USER_QUERY_KEY[0], undefined, { signal });
    rememberUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      forgetUser();
      return null;
    }
    if (isNetworkError(error)) {
      const last = lastKnownUser();
      if (last) return last;
    }
    throw error;
  }
}

/**
 * The signed-in user, null when signed out; never retried. A device that has seen a learner opens
 * their app at once with that learner while the lookup confirms it (a 401 then signs the device
 * out), so the journal's first paint never waits for the network.
 */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Shown, not cached: the lookup still runs on every start.
    placeholderData: () => lastKnownUser() ?? undefined,
    retry: false,
    // Run even when the browser says it is offline: the fallback above needs the attempt to fail.
    networkMode: 'always',
  });
}

/**
 * The learner the signed-in layout was rendered for, given by its route. Not read from the lookup
 * itself: when the lookup turns to signed out, a screen re-rendering for a reason of its own in
 * that moment (a live query's answer) would read no learner before the route took it away.
 */
export const SignedInUserContext = createContext<User | null>(null);

/** For screens inside the signed-in layout, which renders only once a user is known. */
export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser() used outside the signed-in layout');
  return user;
}
