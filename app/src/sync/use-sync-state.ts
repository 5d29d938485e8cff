/** The sync hooks the indicator, the panel and the shell use. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SyncNotice } from '../db/sync-rows';
import { getMeta } from '../db/meta';
import { useOnline } from '../lib/use-online';
import { listenForNotices } from './notices';
import type { SyncStatus } from './sync-events';
import { useDatabase, useSyncEngine } from './sync-context';
import { countPendingMutations, countRefusals, listFailedChanges, type FailedChange } from './sync-queries';

export function useFailedMutations(): FailedChange[] {
  const db = useDatabase();
  return useLiveQuery(() => listFailedChanges(db), [db], []);
}

export { useOnline };

export interface SyncState {
  status: SyncStatus;
  online: boolean;
  pendingCount: number;
  failedCount: number;
  /** Failed changes refused for the learner's plan, and of those for the daily limit. */
  planCount: number;
  dailyLimitCount: number;
  /** undefined: not asked yet (before the first entry). */
  storagePersisted: boolean | undefined;
  lastSyncAt: string | undefined;
}

export function useSyncState(): SyncState {
  const db = useDatabase();
  const engine = useSyncEngine();
  const subscribe = useCallback((onChange: () => void) => engine.subscribe((event) => event.type === 'status' && onChange()), [engine]);
  const status = useSyncExternalStore(subscribe, engine.getStatus, engine.getStatus);
  const online = useOnline();
  const counts = useLiveQuery(
    async () => ({
      pendingCount: await countPendingMutations(db),
      ...(await countRefusals(db)),
      storagePersisted: await getMeta(db, 'storagePersisted'),
      lastSyncAt: await getMeta(db, 'lastSyncAt'),
    }),
    [db],
  );
  return {
    status,
    online,
    pendingCount: counts?.pendingCount ?? 0,
    failedCount: counts?.failedCount ?? 0,
    planCount: counts?.planCount ?? 0,
    dailyLimitCount: counts?.dailyLimitCount ?? 0,
    storagePersisted: counts?.storagePersisted,
    lastSyncAt: counts?.lastSyncAt,
  };
}

/**
 * Calls `show` for each sync notice of this learner: raised by this page, another tab or the
 * service worker, or waiting on the device since no page could show it (docs/sync-protocol.md).
 */
export function useSyncNotices(show: (notice: SyncNotice) => void): void {
  const db = useDatabase();
  useEffect(() => listenForNotices(db, show), [db, show]);
}
