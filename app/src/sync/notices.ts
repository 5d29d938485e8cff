/**
 * Telling the learner what sync did, even when the service worker did it (docs/sync-protocol.md,
 * rule 10). A notice is stored in the device database and announced on a
 * BroadcastChannel: every open, visible page shows it as it comes, and one that arrives while no
 * page is open or visible waits on the device until a page has shown it.
 */
import type { LearnLogDatabase } from '../db/database';
import type { NoticeRow, SyncNotice } from '../db/sync-rows';

function noticeChannelName(userId: number): string {
  return `learnlog-notices-${userId}`;
}

function openChannel(userId: number): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(noticeChannelName(userId));
}

/** Stores the notice, then tells every open page of this learner. */
export async function raiseNotice(db: LearnLogDatabase, notice: SyncNotice): Promise<void> {
  const row: NoticeRow = { notice, createdAt: db.now().toISOString() };
  row.id = await db.notices.add(row);
  const channel = openChannel(db.userId);
  channel?.postMessage(row);
  channel?.close();
}

const isNoticeRow = (value: unknown): value is NoticeRow & { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as NoticeRow).id === 'number' && typeof (value as NoticeRow).notice === 'object';

export interface NoticeListenerOptions {
  /** Whether the page can be seen now (default: `document.visibilityState`). */
  isVisible?: () => boolean;
  /** Where `visibilitychange` is heard (default: `document`). */
  documentTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `show` for each notice: the ones waiting on the device now, each one announced later,
 * and those that wait while the page is hidden once it is seen again. A shown notice is removed
 * from the device. Answers the function that stops listening.
 */
export function listenForNotices(db: LearnLogDatabase, show: (notice: SyncNotice) => void, options: NoticeListenerOptions = {}): () => void {
  const doc = options.documentTarget ?? (typeof document !== 'undefined' ? document : undefined);
  const isVisible = options.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const shown = new Set<number>();
  let stopped = false;

  const present = async (rows: readonly NoticeRow[]) => {
    const fresh = rows.filter((row): row is NoticeRow & { id: number } => row.id !== undefined && !shown.has(row.id));
    if (stopped || fresh.length === 0 || !isVisible()) return;
    for (const row of fresh) {
      shown.add(row.id);
      show(row.notice);
    }
    await db.notices.bulkDelete(fresh.map((row) => row.id));
  };
  const showWaiting = () => {
    if (db.isOpen()) void db.notices.toArray().then(present).catch(() => undefined);
  };

  const channel = openChannel(db.userId);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (isNoticeRow(event.data)) void present([event.data]).catch(() => undefined);
    };
  }
  const onVisibility = () => {
    if (isVisible()) showWaiting();
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  showWaiting();
  return () => {
    stopped = true;
    channel?.close();
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
