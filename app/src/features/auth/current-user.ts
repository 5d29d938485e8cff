import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@learnlog/shared';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './fetch-current-user';
import { lastKnownUser } from './last-user-cache';

export { CURRENT_USER_QUERY_KEY };

/**
 * The signed-in user, null when signed out; never retried. A device that has seen a learner opens
 * their app at once with that learner while the lookup confirms it (a 401 then signs the device
 * out), so the journal's first paint never waits for the network. `confirmWhen: false` holds that
 * confirmation back (never the lookup of a device that knows no learner).
 */
export function useCurrentUser({ confirmWhen = true }: { confirmWhen?: boolean } = {}) {
  return useQuery<User | null>({
    ...currentUserQuery,
    enabled: confirmWhen || lastKnownUser() === null,
    // Shown, not cached: the lookup still runs on every start.
    placeholderData: () => lastKnownUser() ?? undefined,
  });
}

/** The lookup as a query, for the hook and for a start that asks before React renders. */
export const currentUserQuery = {
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentUser(signal),
  retry: false,
  // Run even when the browser says it is offline: the last known learner needs the attempt to fail.
  networkMode: 'always',
} as const;

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
