/**
 * The outbox (docs/sync-protocol.md, rule 2): making mutations, and reading which fields of a record
 * are still waiting to reach the server. Callers run these inside their own Dexie transaction.
 */
import { ERROR_CODES, MESSAGES, type SyncedTable } from '@learnlog/shared';
import type { LearnLogDatabase } from '../db/database';
import { recordKey } from '../db/local-records';
import type { MutationKind, OutboxMutation } from '../db/outbox-mutation';

export interface NewMutation {
  table: SyncedTable | 'user';
  recordId: number;
  kind: MutationKind;
  method: OutboxMutation['method'];
  path: string;
  body?: Record<string, unknown>;
  base?: Record<string, string | null>;
}

export function makeMutation(db: LearnLogDatabase, input: NewMutation): OutboxMutation {
  const mutation: OutboxMutation = {
    mutationId: crypto.randomUUID(),
    table: input.table,
    recordId: input.recordId,
    recordKey: recordKey(input.table, input.recordId),
    kind: input.kind,
    method: input.method,
    path: input.path,
    createdAt: db.now().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
  };
  if (input.body) mutation.body = input.body;
  if (input.base && Object.keys(input.base).length > 0) mutation.base = input.base;
  return mutation;
}

export async function appendMutation(db: LearnLogDatabase, input: NewMutation): Promise<OutboxMutation> {
  const mutation = makeMutation(db, input);
  mutation.seq = await db.outbox.add(mutation);
  return mutation;
}

/** The queued mutations of one record, oldest first. */
export async function mutationsOf(db: LearnLogDatabase, table: SyncedTable | 'user', id: number): Promise<OutboxMutation[]> {
  const list = await db.outbox.where('recordKey').equals(recordKey(table, id)).toArray();
  return list.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * Whether the server may already hold this mutation under its Idempotency-Key: it is in flight,
 * or an attempt went unanswered (or got a 5xx or 429) and waits to be retried. Its request must
 * then stay exactly as sent: the server refuses a key that comes back with another body (422).
 */
export function mayHaveReachedServer(mutation: OutboxMutation): boolean {
  return mutation.state === 'sending' || (mutation.state === 'pending' && mutation.attempts > 0);
}

/** The record's queued create, if later changes may still be folded into it (it was never sent). */
export function foldableCreate(mutations: readonly OutboxMutation[]): OutboxMutation | undefined {
  return mutations.find((m) => m.kind === 'create' && !mayHaveReachedServer(m));
}

/** Every field of the record the server has not settled yet: 'all' while its create is queued. */
export type PendingFields = Set<string> | 'all';

/**
 * Which fields each record has pending, from the whole outbox. A link-goal mutation also makes
 * the goal's link list and progress pending, since the server changes both.
 */
export function pendingFieldsByRecord(mutations: readonly OutboxMutation[]): Map<string, PendingFields> {
  const result = new Map<string, PendingFields>();
  const add = (key: string, fields: readonly string[] | 'all') => {
    const existing = result.get(key);
    if (existing === 'all') return;
    if (fields === 'all') return void result.set(key, 'all');
    const set = existing ?? new Set<string>();
    for (const f of fields) set.add(f);
    result.set(key, set);
  };
  for (const m of mutations) {
    switch (m.kind) {
      case 'create':
        add(m.recordKey, 'all');
        break;
      case 'update':
      case 'user-update':
        add(m.recordKey, Object.keys(m.body ?? {}));
        break;
      case 'toggle-public':
        add(m.recordKey, ['isPublic']);
        break;
      case 'delete':
        add(m.recordKey, ['_deleted']);
        break;
      case 'link-goal':
        add(m.recordKey, ['linkedGoals']);
        if (typeof m.body?.goalId === 'number') add(recordKey('learning_goals', m.body.goalId), ['linkedJournalEntries', 'progress']);
        break;
    }
  }
  return result;
}

export async function pendingFieldsOf(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<PendingFields | undefined> {
  const key = recordKey(table, id);
  const relevant =
    table === 'learning_goals'
      ? await db.outbox.filter((m) => m.recordKey === key || (m.kind === 'link-goal' && m.body?.goalId === id)).toArray()
      : await db.outbox.where('recordKey').equals(key).toArray();
  return pendingFieldsByRecord(relevant).get(key);
}

/** docs/decisions.md: an entry refused for the daily limit reads "Not synced: daily limit reached". */
export const DAILY_LIMIT_MARK = 'daily limit reached';

/** What a failed mutation puts on its record, shown as "Not synced: {message}". */
export function failureMessage(mutation: OutboxMutation): string {
  if (mutation.errorCode === ERROR_CODES.dailyLimit) return DAILY_LIMIT_MARK;
  return mutation.lastError ?? 'Unknown error';
}

/** What a refused mutation puts on its record: the message, and whether it waits for the plan. */
export interface Failure {
  message: string;
  plan: boolean;
}

export function failureOf(mutations: readonly OutboxMutation[]): Failure | undefined {
  const failed = mutations.find((m) => m.state === 'failed');
  return failed ? { message: failureMessage(failed), plan: isPlanRefusal(failed) } : undefined;
}

/**
 * Refused for the learner's plan (a daily limit, an ended trial, a Pro kind, goal linking), not
 * because anything is wrong: the change waits for an upgrade or a later day (decisions: an access
 * refusal is never a sync problem).
 */
export function isPlanRefusal(mutation: Pick<OutboxMutation, 'errorCode' | 'lastError'>): boolean {
  return (
    mutation.errorCode === ERROR_CODES.dailyLimit ||
    mutation.errorCode === ERROR_CODES.accessRequired ||
    mutation.lastError === MESSAGES.premiumRequired ||
    mutation.lastError === MESSAGES.goalLinkingRequired
  );
}
