/**
 * The outbox (docs/sync-protocol.md, rule 2): making mutations, and reading which fields of a record
 * are still waiting to reach the server. Callers run these inside their own Dexie transaction.
 */
import { ERROR_CODES, MESSAGES, definedFields, SYNCED_KINDS, type MutationDef, type SyncedTable } from '@learnlog/shared';
import type { LearnLogDatabase } from '../db/database';
import { recordKey } from '../db/local-records';
import { keysOf, mutationDef, mutationEffect, type OutboxMutation } from '../db/outbox-mutation';

type Args = Record<string, unknown>;

/** Its keys again after its args changed (a new id): the account's own keep theirs. */
export function withKeys(mutation: OutboxMutation): OutboxMutation {
  const def = mutationDef(mutation);
  return def ? { ...mutation, ...keysOf(def, mutation.args, mutation.recordKey) } : mutation;
}

/**
 * A named mutation of the registry, its args checked with the registry's schema (which throws)
 * and kept as given: they are the bytes the push sends. `base`: an update's text fields as the
 * learner started from (docs/sync-protocol.md, rule 5), sent only when there is one.
 */
function makeMutation(db: LearnLogDatabase, name: string, args: Args, options: { base?: Record<string, string | null> } = {}): OutboxMutation {
  const def = registeredMutation(name);
  const sent = options.base && Object.keys(options.base).length > 0 ? { ...args, base: options.base } : args;
  def.args.parse(sent);
  return {
    mutationId: crypto.randomUUID(),
    name,
    args: sent,
    ...keysOf(def, sent, recordKey('user', db.userId)),
    createdAt: db.now().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
  };
}

function registeredMutation(name: string): MutationDef {
  const def = mutationDef({ name });
  if (!def) throw new Error(`No named mutation ${name} in the registry`);
  return def;
}

/** Queues a named mutation; inside the caller's Dexie transaction. */
export async function queueMutation(db: LearnLogDatabase, name: string, args: Args, options: { base?: Record<string, string | null> } = {}): Promise<OutboxMutation> {
  const mutation = makeMutation(db, name, args, options);
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
function foldableCreate(mutations: readonly OutboxMutation[]): OutboxMutation | undefined {
  return mutations.find((m) => mutationEffect(m) === 'create' && !mayHaveReachedServer(m));
}

/**
 * While a record's create is its only queued mutation and was never sent, a change is folded
 * into it (the create schema checks the result): its seq and new args, for the caller to store
 * (a plain value: another awaited step here let fake-indexeddb's transaction commit early).
 */
export function foldedCreate(table: SyncedTable, mutations: readonly OutboxMutation[], changes: Args): { seq: number; args: Args } | undefined {
  const create = foldableCreate(mutations);
  if (create?.seq === undefined || mutations.length !== 1) return undefined;
  const folded = SYNCED_KINDS[table].createSchema.safeParse({ ...create.args, ...changes });
  return folded.success ? { seq: create.seq, args: definedFields(folded.data) } : undefined;
}

/** Replaces a queued mutation's args (a folded create). */
export function storeArgs(db: LearnLogDatabase, seq: number, args: Args): Promise<number> {
  return db.outbox.update(seq, { args });
}

/** Every field of the record the server has not settled yet: 'all' while its create is queued. */
export type PendingFields = Set<string> | 'all';

/** The fields a mutation leaves pending, as its registry entry declares them. */
function ownPendingFields(def: MutationDef, args: Args): readonly string[] | 'all' {
  if (def.pends !== 'args') return def.pends;
  return Object.keys(args).filter((field) => field !== 'id' && field !== 'base' && field !== def.recordArg);
}

/** Which fields each record has pending, from the whole outbox (a mutation may leave two records pending). */
export function pendingFieldsByRecord(mutations: readonly OutboxMutation[]): Map<string, PendingFields> {
  const result = new Map<string, PendingFields>();
  const add = (key: string, fields: readonly string[] | 'all') => {
    const existing = result.get(key);
    if (existing === 'all' || (fields !== 'all' && fields.length === 0)) return;
    if (fields === 'all') return void result.set(key, 'all');
    const set = existing ?? new Set<string>();
    for (const f of fields) set.add(f);
    result.set(key, set);
  };
  for (const m of mutations) {
    const def = mutationDef(m);
    if (!def) continue;
    add(m.recordKey, ownPendingFields(def, m.args));
    const also = def.alsoWrites;
    if (also && typeof m.args[also.arg] === 'number') add(recordKey(also.kind as SyncedTable, m.args[also.arg] as number), also.fields);
  }
  return result;
}

export async function pendingFieldsOf(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<PendingFields | undefined> {
  const key = recordKey(table, id);
  return pendingFieldsByRecord(await db.outbox.where('pendingKeys').equals(key).toArray()).get(key);
}

/** The other record a mutation writes too (a linked goal), if any. */
export function alsoWritten(mutation: OutboxMutation): { table: SyncedTable; id: number; answerField: string } | undefined {
  const also = mutationDef(mutation)?.alsoWrites;
  const id = also ? mutation.args[also.arg] : undefined;
  return also && typeof id === 'number' ? { table: also.kind as SyncedTable, id, answerField: also.answerField } : undefined;
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
