/**
 * Whether the learner may use the gated screens (decisions: admin, lifetime, an active paid plan
 * or inside the trial). Polled every 30 s while online; offline the last known answer stands.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { POLL_INTERVAL_MS, hasAccess, hasPremium, type Access, type User } from '@learnlog/shared';
import { getMeta } from '../../db/meta';
import { useSignedInUser } from '../auth';
import { useDatabase } from '../../sync/sync-context';
import { useOnline } from '../../sync/use-sync-state';
import { ACCESS_QUERY_KEY, fetchAccess } from './access-api';

export interface AccessState {
  access: Access;
  /** True when the answer is not this session's server reply (offline, or not fetched yet). */
  fromCache: boolean;
}

/** Before the device has any answer: the same shared rules applied to the cached user. */
function accessFromUser(user: User, now: Date): Access {
  return { hasAccess: hasAccess(user, now), trialDaysLeft: user.trialDaysLeft, isPremium: hasPremium(user, now) };
}

export function useAccess(): AccessState {
  const db = useDatabase();
  const user = useSignedInUser();
  const online = useOnline();

  const query = useQuery({
    queryKey: ACCESS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAccess(db, signal),
    enabled: online,
    refetchInterval: online ? POLL_INTERVAL_MS : false,
    // A screen opened after a while without a poller (e.g. back from /pricing) asks again.
    staleTime: POLL_INTERVAL_MS,
  });
  const cached = useLiveQuery(() => getMeta(db, 'access'), [db]);

  if (online && query.data) return { access: query.data, fromCache: false };
  return { access: cached ?? accessFromUser(user, new Date()), fromCache: true };
}
