/** Rows of the sync engine's own tables (database version 3). */

type NoticeKind = 'conflict-copy' | 'restored' | 'failed' | 'plan-refused' | 'auth-required' | 'update-required';

/** What sync tells the learner, in the words a page shows (a toast). */
export interface SyncNotice {
  kind: NoticeKind;
  title: string;
  description?: string;
  /** Shown as an error (red) rather than as news. */
  error: boolean;
}

/** A notice kept on the device until a page has shown it (the service worker has no screen). */
export interface NoticeRow {
  id?: number;
  notice: SyncNotice;
  /** Device time it was raised (display order only). */
  createdAt: string;
}

/** A record a full re-download has brought so far: `{table}:{id}`. */
export interface SeenRow {
  key: string;
}

/** The server version a record got from this device's own last write: `{table}:{id}`. */
export interface OwnWrite {
  key: string;
  version: number;
}
