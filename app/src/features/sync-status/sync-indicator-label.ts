/** The indicator's words (docs/sync-protocol.md, rule 10), from the sync state alone. */
import type { SyncStatus } from '../../sync/sync-events';

export type IndicatorTone = 'synced' | 'syncing' | 'offline' | 'plan' | 'problem';

export interface IndicatorInput {
  status: SyncStatus;
  /** What the browser says about its network. */
  online: boolean;
  pendingCount: number;
  failedCount: number;
  /** Of the failed ones, those refused for the learner's plan (not a sync problem). */
  planCount: number;
  /** Of those, the ones refused only for today's daily limit. */
  dailyLimitCount: number;
}

/** "1 change", "3 changes". */
export function changesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

export const INDICATOR_TEXT = {
  syncing: 'Syncing…',
  synced: 'All changes synced',
  problem: 'Sync problem',
  offline: (count: number) => `Offline — ${changesText(count)} saved on this device`,
  unreachable: (count: number) => `Can’t reach the server — ${changesText(count)} saved on this device`,
  dailyLimit: (count: number) => `Daily limit reached — ${changesText(count)} kept on this device`,
  upgrade: (count: number) => `Upgrade to sync ${changesText(count)}`,
} as const;

export function syncIndicator({ status, online, pendingCount, failedCount, planCount, dailyLimitCount }: IndicatorInput): { text: string; tone: IndicatorTone } {
  const kept = pendingCount + failedCount;
  // Needs the learner (sign in, update the app): say so before anything else.
  if (status.state === 'auth-paused' || status.state === 'update-required') return { text: INDICATOR_TEXT.problem, tone: 'problem' };
  if (!online) return { text: INDICATOR_TEXT.offline(kept), tone: 'offline' };
  // The browser has a network, but the last try got no answer at all: the server is down, not us.
  if (status.state === 'offline') return { text: INDICATOR_TEXT.unreachable(kept), tone: 'offline' };
  if (failedCount > planCount || status.state === 'backoff') return { text: INDICATOR_TEXT.problem, tone: 'problem' };
  if (planCount > 0) {
    const text = dailyLimitCount === planCount ? INDICATOR_TEXT.dailyLimit(planCount) : INDICATOR_TEXT.upgrade(planCount);
    return { text, tone: 'plan' };
  }
  if (status.state === 'syncing' || pendingCount > 0) return { text: INDICATOR_TEXT.syncing, tone: 'syncing' };
  return { text: INDICATOR_TEXT.synced, tone: 'synced' };
}
