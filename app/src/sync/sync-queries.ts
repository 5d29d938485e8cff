/** Reads of the outbox for the sync indicator and panel (plain functions; hooks wrap them). */
import type { SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import type { MutationKind } from '../db/outbox-mutation';
import { failureMessage } from './outbox';
import { SYNC_KINDS } from './sync-kinds';

/** Changes saved on this device and not yet on the server (failed ones excluded). */
export function countPendingMutations(db: LearnLogDatabase): Promise<number> {
  return db.outbox.where('state').anyOf('pending', 'sending').count();
}

export interface FailedChange {
  seq: number;
  table: SyncedTable | 'user';
  recordId: number;
  kind: MutationKind;
  /** What the learner recognises: the record's title, or its kind. */
  label: string;
  /** Shown as "Not synced: {message}". */
  message: string;
  /** The server's own words, when they differ from `message` (daily limit). */
  detail?: string;
}

export async function listFailedChanges(db: LearnLogDatabase): Promise<FailedChange[]> {
  const failed = (await db.outbox.where('state').equals('failed').toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return Promise.all(
    failed.map(async (m) => {
      const record = m.table === 'user' ? undefined : await recordTable(db, m.table).get(m.recordId);
      const noun = m.table === 'user' ? 'profile' : SYNC_KINDS[m.table].noun;
      const message = failureMessage(m);
      const change: FailedChange = {
        seq: m.seq as number,
        table: m.table,
        recordId: m.recordId,
        kind: m.kind,
        label: typeof record?.title === 'string' && record.title ? record.title : `A ${noun}`,
        message,
      };
      if (m.lastError && m.lastError !== message) change.detail = m.lastError;
      return change;
    }),
  );
}
