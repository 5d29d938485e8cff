/**
 * What happens after every local write, besides the write itself: the sync engine of this
 * database hears of it (and pushes, debounced), the service worker gets a Background Sync tag
 * so the change goes out even if the tab closes, and the first entry asks for persistent storage.
 */
import { SYNCED_KINDS, type KindDef, type SyncedTable } from '@learnlog/shared';
import type { LearnLogDatabase } from '../db/database';
import { requestPersistentStorage } from './storage-persistence';

/** The Background Sync tag the service worker replays the outbox on. */
export const OUTBOX_SYNC_TAG = 'learnlog-outbox';

type WriteListener = (table: SyncedTable | 'user') => void;
const listeners = new Map<string, Set<WriteListener>>();

export function onLocalWrite(db: LearnLogDatabase, listener: WriteListener): () => void {
  const set = listeners.get(db.name) ?? new Set<WriteListener>();
  set.add(listener);
  listeners.set(db.name, set);
  return () => {
    set.delete(listener);
  };
}

export function notifyLocalWrite(db: LearnLogDatabase, table: SyncedTable | 'user'): void {
  for (const listener of listeners.get(db.name) ?? []) listener(table);
  void registerBackgroundSync();
  if (table !== 'user' && (SYNCED_KINDS[table] as KindDef).asksPersistentStorage) void requestPersistentStorage(db).catch(() => undefined);
}

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function registerBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Denied (e.g. no permission in this context): the page's own triggers still push.
    return false;
  }
}
