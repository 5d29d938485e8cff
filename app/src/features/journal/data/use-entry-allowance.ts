/**
 * Today's journal-entry allowance: `GET /api/user/usage` (polled every 30 s while online, kept in
 * meta `usage` for offline) plus the entries made on this device that the server has not counted
 * yet, so a seeker who writes offline still sees the limit at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LearnLogDatabase } from '../../../db/database';
import { mutationEffect } from '../../../db/outbox-mutation';
import { useDatabase } from '../../../sync/sync-context';
import { useUsage } from '../../access';
import type { EntryAllowance } from './usage-level';

/** Entry creates still queued (a refused one is not counted by the server either). */
function countQueuedEntryCreates(db: LearnLogDatabase): Promise<number> {
  return db.outbox
    .where('recordKey')
    .startsWith('journal_entries:')
    .filter((m) => mutationEffect(m) === 'create' && m.state !== 'failed')
    .count();
}

export function useEntryAllowance(): EntryAllowance | undefined {
  const db = useDatabase();
  // The same query (and meta cache) as the sidebar's usage card: one request serves both.
  const { usage, updatedAt } = useUsage();
  const queued = useLiveQuery(() => countQueuedEntryCreates(db), [db]);

  // A create leaving the outbox means the server counted it: keep counting it here until the
  // usage read after it arrives, so New Entry does not flicker back on in between.
  const lastQueued = useRef(queued);
  const [sent, setSent] = useState({ count: 0, sinceFetch: 0 });
  useEffect(() => {
    const before = lastQueued.current;
    lastQueued.current = queued;
    if (queued === undefined || before === undefined || queued >= before) return;
    setSent((s) => ({ count: (s.sinceFetch === updatedAt ? s.count : 0) + before - queued, sinceFetch: updatedAt }));
  }, [queued, updatedAt]);

  const journal = usage?.journalEntries;
  if (queued === undefined || !journal) return undefined;
  const sentSinceFetch = sent.sinceFetch === updatedAt ? sent.count : 0;
  return { used: journal.used + queued + sentSinceFetch, limit: journal.limit, isUnlimited: journal.isUnlimited };
}
