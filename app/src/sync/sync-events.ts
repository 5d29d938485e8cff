/** What the sync engine tells the UI (toasts, the indicator, the sign-in prompt). */
import type { SyncedTable } from '@learnlog/shared';

export type SyncEvent =
  /**
   * The server kept another version's text; the learner's is saved as `copyId`. `sameDevice`: that
   * version was written by another tab of this device.
   */
  | { type: 'conflict-copy'; table: SyncedTable; recordId: number; copyId: number; title: string; message: string; sameDevice: boolean }
  /** Rule 6: the record was deleted elsewhere; the learner's version lives on as `newId`. */
  | { type: 'restored'; table: SyncedTable; recordId: number; newId: number; message: string }
  /** A mutation was refused and kept as failed; `plan`: refused for the learner's plan, not broken. */
  | { type: 'failed'; table: SyncedTable | 'user'; recordId: number; message: string; plan: boolean }
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
