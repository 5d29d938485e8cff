/**
 * Today's seeker allowances (`GET /api/user/usage`), polled every 30 s while online and kept in
 * the device's meta table; offline (or before the first answer) the last known figures are given,
 * marked as such. The sidebar's Daily Usage card and the journal's banner read this.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { POLL_INTERVAL_MS, type Usage } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../db/database';
import { mutationEffect } from '../../db/outbox-mutation';
import { getMeta } from '../../db/meta';
import { useDatabase } from '../../sync/sync-context';
import { useOnline } from '../../sync/use-sync-state';
import { useFirstScreenPainted } from '../../lib/first-screen-painted';
import { USAGE_QUERY_KEY, fetchUsage, today, usageForToday } from './access-api';

export interface UsageState {
  /** undefined until the server has answered once on this device. */
  usage: Usage | undefined;
  /** True when the figures are the last known ones rather than this session's answer. */
  fromCache: boolean;
  /** When this session last had an answer from the server (0: not yet). */
  updatedAt: number;
}

/** Creates still waiting in the outbox: the server counts each one when it arrives. */
function countQueuedCreates(db: LearnLogDatabase): Promise<number> {
  return db.outbox.filter((m) => mutationEffect(m) === 'create' && m.state !== 'failed').count();
}

export function useUsage(): UsageState {
  const db = useDatabase();
  const online = useOnline();
  const queryClient = useQueryClient();
  // The last known figures show at once; asking the server waits for the first screen's paint.
  const painted = useFirstScreenPainted();

  const query = useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: ({ signal }) => fetchUsage(db, signal),
    enabled: online && painted,
    refetchInterval: online ? POLL_INTERVAL_MS : false,
    staleTime: POLL_INTERVAL_MS,
  });
  const cached = useLiveQuery(async () => {
    const usage = await getMeta(db, 'usage');
    return usage && usageForToday(usage, await getMeta(db, 'usageDay'), today());
  }, [db]);

  // A create leaving the outbox changed today's counts: ask again rather than wait for the poll.
  const queued = useLiveQuery(() => countQueuedCreates(db), [db]);
  const lastQueued = useRef(queued);
  useEffect(() => {
    const before = lastQueued.current;
    lastQueued.current = queued;
    if (online && before !== undefined && queued !== undefined && queued < before) {
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    }
  }, [queued, online, queryClient]);

  if (online && query.data) return { usage: query.data, fromCache: false, updatedAt: query.dataUpdatedAt };
  return { usage: cached, fromCache: true, updatedAt: query.dataUpdatedAt };
}
