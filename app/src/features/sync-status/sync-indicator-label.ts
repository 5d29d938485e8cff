/** The indicator's words (sync protocol, section 10), decided from the sync state alone. */
import type { SyncStatus } from '../../sync/sync-events';

export type IndicatorTone = 'synced' | 'syncing' | 'offline' | 'problem';

export interface IndicatorInput {
  status: SyncStatus;
  online: boolean;
  pendingCount: number;
  failedCount: number;
}

export const INDICATOR_TEXT = {
  syncing: 'Syncing…',
  synced: 'All changes synced',
  problem: 'Sync problem',
  offline: (count: number) => `Offline — ${count} changes saved on this device`,
} as const;

export function syncIndicator({ status, online, pendingCount, failedCount }: IndicatorInput): { text: string; tone: IndicatorTone } {
  // Needs the learner (sign in, update the app): say so before anything else.
  if (status.state === 'auth-paused' || status.state === 'update-required') return { text: INDICATOR_TEXT.problem, tone: 'problem' };
  if (!online || status.state === 'offline') return { text: INDICATOR_TEXT.offline(pendingCount + failedCount), tone: 'offline' };
  if (failedCount > 0 || status.state === 'backoff') return { text: INDICATOR_TEXT.problem, tone: 'problem' };
  if (status.state === 'syncing' || pendingCount > 0) return { text: INDICATOR_TEXT.syncing, tone: 'syncing' };
  return { text: INDICATOR_TEXT.synced, tone: 'synced' };
}
