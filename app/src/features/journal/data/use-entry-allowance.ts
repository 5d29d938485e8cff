/**
 * Today's journal-entry allowance: `GET /api/user/usage` (polled every 30 s while online, kept in
 * meta `usage` for offline) plus the entries made on this device that the server has not counted
 * yet, so a seeker who writes offline still sees the limit at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { POLL_INTERVAL_MS } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { getMeta } from '../../../db/meta';
import { useDatabase } from '../../../sync/sync-context';
import { useOnline } from '../../../sync/use-sync-state';
import { USAGE_QUERY_KEY, fetchUsage } from '../../access/access-api';
import type { EntryAllowance } from './usage-level';

/** Entry creates still queued (a refused one is not counted by the server either). */
function countQueuedEntryCreates(db: LearnLogDatabase): Promise<number> {
  return db.outbox
    .where('recordKey')
    .startsWith('journal_entries:')
    .filter((m) => m.kind === 'create' && m.state !== 'failed')
    .count();
}

export function useEntryAllowance(): EntryAllowance | undefined {
  const db = useDatabase();
  const online = useOnline();
  const queryClient = useQueryClient();

  const { dataUpdatedAt } = useQuery({
    queryKey: USAGE_QUERY_KEY,
    // The same query (and meta cache) as the sidebar's usage card: one request serves both.
    queryFn: ({ signal }) => fetchUsage(db, signal),
    enabled: online,
    refetchInterval: online ? POLL_INTERVAL_MS : false,
    retry: false,
  });

  const local = useLiveQuery(async () => ({ cached: await getMeta(db, 'usage'), queued: await countQueuedEntryCreates(db) }), [db]);

  // A create leaving the outbox means the server counted it: keep counting it here until the
  // usage read after it arrives, so New Entry does not flicker back on in between.
  const queued = local?.queued;
  const lastQueued = useRef(queued);
  const [sent, setSent] = useState({ count: 0, sinceFetch: 0 });
  useEffect(() => {
    const before = lastQueued.current;
    lastQueued.current = queued;
    if (queued === undefined || before === undefined || queued >= before) return;
    setSent((s) => ({ count: (s.sinceFetch === dataUpdatedAt ? s.count : 0) + before - queued, sinceFetch: dataUpdatedAt }));
    if (online) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
  }, [queued, online, queryClient, dataUpdatedAt]);

  const journal = local?.cached?.journalEntries;
  if (!local || !journal) return undefined;
  const sentSinceFetch = sent.sinceFetch === dataUpdatedAt ? sent.count : 0;
  return { used: journal.used + local.queued + sentSinceFetch, limit: journal.limit, isUnlimited: journal.isUnlimited };
}
