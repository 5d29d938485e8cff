/**
 * One queued change (docs/sync-protocol.md, rule 2): a named mutation `{name, args}` of the
 * registry, exactly as the push sends it, and its state. Mutations are replayed strictly in `seq` order.
 */
import { SYNCED_MUTATIONS, SYNCED_TABLES, type MutationDef, type MutationEffect, type SyncedTable } from '@learnlog/shared';
import { recordKey } from './local-records';

/**
 * pending: waiting to be sent (maybe backing off until `nextAttemptAt`);
 * sending: in flight (only the device's single pusher sets it; a stale one is reset on start);
 * failed: refused by the server, kept until Retry, Discard, an upgrade or the next day.
 */
type MutationState = 'pending' | 'sending' | 'failed';

export interface OutboxMutation {
  /** Auto-incremented: the replay order. */
  seq?: number;
  /** The Idempotency-Key: the same for every retry of this mutation. */
  mutationId: string;
  /** A key of SYNCED_MUTATIONS. */
  name: string;
  /** What the push sends (an update's `base` included: the server checks it with the args). */
  args: Record<string, unknown>;
  /** `{table}:{id}` of the record it writes (`user:{id}` for the account's own): later mutations of it wait behind a failed one. */
  recordKey: string;
  /** Every record key whose fields it leaves pending (its own, and a linked goal's): a multiEntry index. */
  pendingKeys: string[];
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

/** The registry's declaration of a queued mutation; undefined for a name this app does not know. */
export function mutationDef(mutation: Pick<OutboxMutation, 'name'>): MutationDef | undefined {
  return SYNCED_MUTATIONS[mutation.name];
}

/** create, update, delete or another write of its record ('other' for a name this app does not know). */
export function mutationEffect(mutation: Pick<OutboxMutation, 'name'>): MutationEffect {
  return mutationDef(mutation)?.effect ?? 'other';
}

/** The synced record a mutation writes; undefined for the account's own (user, reminders). */
export function mutationRecord(mutation: Pick<OutboxMutation, 'recordKey'>): { table: SyncedTable; id: number } | undefined {
  const colon = mutation.recordKey.lastIndexOf(':');
  const table = mutation.recordKey.slice(0, colon) as SyncedTable;
  const id = Number(mutation.recordKey.slice(colon + 1));
  return SYNCED_TABLES.includes(table) && Number.isSafeInteger(id) ? { table, id } : undefined;
}

/** The record a mutation writes (`user:{id}` for the account's own) and every record it leaves pending. */
export function keysOf(def: MutationDef, args: Record<string, unknown>, accountKey: string): { recordKey: string; pendingKeys: string[] } {
  const id = def.kind ? def.recordOf(args) : undefined;
  const own = def.kind && id !== undefined ? recordKey(def.kind as SyncedTable, id) : accountKey;
  const also = def.alsoWrites && typeof args[def.alsoWrites.arg] === 'number' ? [recordKey(def.alsoWrites.kind as SyncedTable, args[def.alsoWrites.arg] as number)] : [];
  return { recordKey: own, pendingKeys: [own, ...also] };
}

