/** The indicator's words (docs/sync-protocol.md, rule 10), from the sync state alone. */
import type { SyncStatus } from '../../sync/sync-events';

export type IndicatorTone = 'synced' | 'syncing' | 'offline' | 'plan' | 'signed-out' | 'problem';

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

const INDICATOR_TEXT = {
  syncing: 'Syncing…',
  synced: 'All changes synced',
  problem: 'Sync problem',
  signedOut: 'Signed out — sign in again to sync',
  offline: (count: number) => `Offline — ${changesText(count)} saved on this device`,
  unreachable: (count: number) => `Can’t reach the server — ${changesText(count)} saved on this device`,
  dailyLimit: (count: number) => `Daily limit reached — ${changesText(count)} kept on this device`,
  upgrade: (count: number) => `Upgrade to sync ${changesText(count)}`,
} as const;

export interface IndicatorLabel {
  /** The whole sentence: the button's accessible name and the panel's title. */
  text: string;
  /** What fits beside the icon in a top bar or sidebar. */
  short: string;
  /** Changes kept on the device, shown as a count beside `short` when it leaves them out. */
  count?: number;
  tone: IndicatorTone;
}

const label = (text: string, tone: IndicatorTone, short = text, count?: number): IndicatorLabel => ({ text, short, tone, ...(count ? { count } : {}) });

export function syncIndicator({ status, online, pendingCount, failedCount, planCount, dailyLimitCount }: IndicatorInput): IndicatorLabel {
  const kept = pendingCount + failedCount;
  // Needs the learner (sign in, update the app): say so before anything else. A session ended
  // elsewhere is not a fault: it only asks for a sign-in, and nothing is lost meanwhile.
  if (status.state === 'auth-paused') return label(INDICATOR_TEXT.signedOut, 'signed-out', 'Signed out', kept);
  if (status.state === 'update-required') return label(INDICATOR_TEXT.problem, 'problem');
  if (!online) return label(INDICATOR_TEXT.offline(kept), 'offline', 'Offline', kept);
  // The browser has a network, but the last try got no answer at all: the server is down, not us.
  if (status.state === 'offline') return label(INDICATOR_TEXT.unreachable(kept), 'offline', 'Can’t reach the server', kept);
  if (failedCount > planCount || status.state === 'backoff') return label(INDICATOR_TEXT.problem, 'problem');
  if (planCount > 0) {
    if (dailyLimitCount === planCount) return label(INDICATOR_TEXT.dailyLimit(planCount), 'plan', 'Daily limit reached', planCount);
    return label(INDICATOR_TEXT.upgrade(planCount), 'plan', 'Upgrade to sync', planCount);
  }
  if (status.state === 'syncing' || pendingCount > 0) return label(INDICATOR_TEXT.syncing, 'syncing');
  return label(INDICATOR_TEXT.synced, 'synced');
}
