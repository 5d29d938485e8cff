/**
 * One queued change (docs/sync-protocol.md, rule 2): the documented REST call it becomes, and its state.
 * Mutations are replayed strictly in `seq` order.
 */
import type { SyncedTable } from '@learnlog/shared';

export type MutationKind = 'create' | 'update' | 'delete' | 'toggle-public' | 'link-goal' | 'user-update';

/**
 * pending: waiting to be sent (maybe backing off until `nextAttemptAt`);
 * sending: in flight (only the device's single pusher sets it; a stale one is reset on start);
 * failed: refused by the server, kept until Retry, Discard, an upgrade or the next day.
 */
export type MutationState = 'pending' | 'sending' | 'failed';

export interface OutboxMutation {
  /** Auto-incremented: the replay order. */
  seq?: number;
  /** The Idempotency-Key: the same for every retry of this mutation. */
  mutationId: string;
  table: SyncedTable | 'user';
  recordId: number;
  /** `{table}:{id}`: later mutations of the same record wait behind a failed one. */
  recordKey: string;
  kind: MutationKind;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** PUT only: the values the changed text fields had when the learner started editing. */
  base?: Record<string, string | null>;
  /** Device time the learner made the change (display only; never used to order anything). */
  createdAt: string;
  attempts: number;
  /** Epoch ms before which the mutation is not retried (backoff). */
  nextAttemptAt: number;
  lastError?: string;
  /** The server's machine code of the last refusal (`daily_limit`, ...). */
  errorCode?: string;
  /** HTTP status of the last refusal. */
  errorStatus?: number;
  /** The learner's calendar day of a daily-limit refusal: retried on a later day. */
  failedDay?: string;
  state: MutationState;
}
