/**
 * What the device stores: the server's row shapes (shared schemas) plus local-only fields.
 * The local-only fields never leave the device (`stripLocalFields` removes them before a row is
 * sent or compared).
 */
import type { JournalEntry, LearnPlan, LearningGoal, Resource, ReviewLog, SyncedTable } from '@learnlog/shared';

// A type, not an interface, so a record is assignable to Record<string, unknown>.
export type LocalFields = {
  /** Not on the server yet, or has queued changes. */
  _pending?: boolean;
  /** Why the record's last mutation was refused; shown as "Not synced: {message}". */
  _syncError?: string;
  /** The refusal was for the learner's plan: it waits for an upgrade (or a later day), not a fix. */
  _syncWaitsForPlan?: true;
  /** Hidden while its delete is queued. */
  _deleted?: boolean;
  /**
   * The server's version of the record, kept only while the record has queued changes: what
   * Discard reverts to, and the base the pending fields are re-applied on.
   */
  _server?: Record<string, unknown>;
  /** What an entry links to, for the device's link index (db/link-index.ts). */
  _links?: string[];
};

export type LocalEntry = JournalEntry & LocalFields;
export type LocalResource = Resource & LocalFields;
export type LocalGoal = LearningGoal & LocalFields;
export type LocalLearnPlan = LearnPlan & LocalFields;
export type LocalReviewLog = ReviewLog & LocalFields;
export type LocalRecord = LocalEntry | LocalResource | LocalGoal | LocalLearnPlan | LocalReviewLog;

const LOCAL_ONLY_FIELDS = ['_pending', '_syncError', '_syncWaitsForPlan', '_deleted', '_server', '_links'] as const;

/** The record as the server knows it: every local-only field removed. */
export function stripLocalFields(record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const field of LOCAL_ONLY_FIELDS) delete copy[field];
  return copy;
}

/** Generic code builds records as plain objects; this is where they become typed again. */
export function asLocalRecord(record: Record<string, unknown>): LocalRecord {
  return record as unknown as LocalRecord;
}

/** `{table}:{id}`: how the outbox groups the mutations of one record. */
export function recordKey(table: SyncedTable | 'user', id: number | string): string {
  return `${table}:${id}`;
}
