/** The sync hooks the indicator, the panel and the shell use. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getMeta } from '../db/meta';
import type { SyncEvent, SyncStatus } from './sync-events';
import { useDatabase, useSyncEngine } from './sync-context';
import { countPendingMutations, listFailedChanges, type FailedChange } from './sync-queries';

export function useFailedMutations(): FailedChange[] {
  const db = useDatabase();
  return useLiveQuery(() => listFailedChanges(db), [db], []);
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface SyncState {
  status: SyncStatus;
  online: boolean;
  pendingCount: number;
  failedCount: number;
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
      failedCount: await db.outbox.where('state').equals('failed').count(),
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
    storagePersisted: counts?.storagePersisted,
    lastSyncAt: counts?.lastSyncAt,
  };
}

/** Calls `listener` for each engine event other than status changes (toasts, sign-in prompts). */
export function useSyncEvents(listener: (event: Exclude<SyncEvent, { type: 'status' }>) => void): void {
  const engine = useSyncEngine();
  useEffect(
    () =>
      engine.subscribe((event) => {
        if (event.type !== 'status') listener(event);
      }),
    [engine, listener],
  );
}
