/** Reads of the outbox for the sync indicator and panel (plain functions; hooks wrap them). */
import { ERROR_CODES, SYNCED_KINDS, type MutationEffect, type SyncedTable } from '@learnlog/shared';
import { recordTable, type LearnLogDatabase } from '../db/database';
import { mutationEffect, mutationRecord } from '../db/outbox-mutation';
import { failureMessage, isPlanRefusal } from './outbox';

/** Changes saved on this device and not yet on the server (failed ones excluded). */
export function countPendingMutations(db: LearnLogDatabase): Promise<number> {
  return db.outbox.where('state').anyOf('pending', 'sending').count();
}

/** Refused changes: all of them, those refused for the plan, and of those for the daily limit. */
export async function countRefusals(db: LearnLogDatabase): Promise<{ failedCount: number; planCount: number; dailyLimitCount: number }> {
  const failed = await db.outbox.where('state').equals('failed').toArray();
  const plan = failed.filter(isPlanRefusal);
  return { failedCount: failed.length, planCount: plan.length, dailyLimitCount: plan.filter((m) => m.errorCode === ERROR_CODES.dailyLimit).length };
}

export interface FailedChange {
  seq: number;
  table: SyncedTable | 'user';
  recordId: number;
  kind: MutationEffect;
  /** What the learner recognises: the record's title, or its kind. */
  label: string;
  /** Shown as "Not synced: {message}". */
  message: string;
  /** The server's own words, when they differ from `message` (daily limit). */
  detail?: string;
  /** Refused for the learner's plan: kept until an upgrade (or a later day), not broken. */
  plan: boolean;
}

export async function listFailedChanges(db: LearnLogDatabase): Promise<FailedChange[]> {
  const failed = (await db.outbox.where('state').equals('failed').toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return Promise.all(
    failed.map(async (m) => {
      const written = mutationRecord(m);
      const record = written ? await recordTable(db, written.table).get(written.id) : undefined;
      const noun = written ? SYNCED_KINDS[written.table].noun : 'profile';
      const title = (record as Record<string, unknown> | undefined)?.title;
      const message = failureMessage(m);
      const change: FailedChange = {
        seq: m.seq as number,
        table: written?.table ?? 'user',
        recordId: written?.id ?? db.userId,
        kind: mutationEffect(m),
        label: typeof title === 'string' && title ? title : `A ${noun}`,
        message,
        plan: isPlanRefusal(m),
      };
      if (m.lastError && m.lastError !== message) change.detail = m.lastError;
      return change;
    }),
  );
}
