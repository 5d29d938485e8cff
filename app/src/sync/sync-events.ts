/** What the sync engine tells the UI (toasts, the indicator, the sign-in prompt). */
import type { SyncedTable } from '@learnlog/shared';

export type SyncEvent =
  /** Rule 5: the server kept another device's text; the learner's is saved as `copyId`. */
  | { type: 'conflict-copy'; table: SyncedTable; recordId: number; copyId: number; title: string; message: string }
  /** Rule 6: the record was deleted elsewhere; the learner's version lives on as `newId`. */
  | { type: 'restored'; table: SyncedTable; recordId: number; newId: number; message: string }
  /** A mutation was refused and kept as failed ("Not synced: {message}"). */
  | { type: 'failed'; table: SyncedTable | 'user'; recordId: number; message: string }
  /** A 401: pushing is paused until the learner signs in again. */
  | { type: 'auth-required' }
  /** A 426: this app is too old for the server; the outbox waits for the update. */
  | { type: 'update-required'; message: string }
  | { type: 'status'; status: SyncStatus };

export type SyncStatus =
  | { state: 'idle'; lastSyncAt?: string }
  | { state: 'syncing' }
  | { state: 'offline'; retryAt?: number }
  | { state: 'backoff'; retryAt: number; lastError: string }
  | { state: 'auth-paused' }
  | { state: 'update-required' };

export type SyncEventListener = (event: SyncEvent) => void;

export function restoredMessage(noun: string): string {
  return `Restored: this ${noun} was deleted on another device`;
}

export function conflictCopyMessage(noun: string, copyTitle: string): string {
  return `This ${noun} was changed on another device. Your version was saved as “${copyTitle}”.`;
}
