/**
 * Push (docs/sync-protocol.md, rule 3): replays the outbox strictly in `seq` order, one request in
 * flight: runs of up to SYNC_PUSH_LIMITS mutations go in one batch (POST /api/sync/push), and each
 * answer in it is handled as the same call's answer on its own would be. The caller holds the
 * device's sync lock, so nothing else sends at the same time.
 */
import { ERROR_CODES, SYNC_PUSH_LIMITS, dayKey, readErrorBody, type SyncPushResult } from '@learnlog/shared';
import { syncTables, type LearnLogDatabase } from '../db/database';
import { getMeta, setMeta } from '../db/meta';
import type { OutboxMutation } from '../db/outbox-mutation';
import { reviveDailyLimitFailures } from './failed-mutations';
import {
  handleNotFound,
  markFailed,
  putBack,
  rekeyAfterIdTaken,
  resolveConflict,
  scheduleRetry,
  settleSuccess,
  type OutcomeContext,
} from './push-outcomes';
import { pushedForm, restCallOf } from './rest-call';
import type { Transport, TransportResult } from './transport';

export interface PushContext extends OutcomeContext {
  transport: Transport;
}

export type PushResult =
  | { outcome: 'drained'; sent: number }
  /** The next mutation waits for its backoff; `offline`: the last try got no answer at all. */
  | { outcome: 'waiting'; sent: number; retryAt: number; offline: boolean; lastError: string }
  | { outcome: 'auth-paused'; sent: number }
  | { outcome: 'update-required'; sent: number; message: string };

type Step = { next: 'continue' | 'same' } | { stop: PushResult };

/** A record re-keyed this many times in a row is not retried at once any more. */
const MAX_REKEYS = 5;

/** Room in a batch for the envelope around its mutations. */
const BATCH_ENVELOPE_BYTES = 1024;
const encoder = new TextEncoder();
const batchBytes = (mutation: OutboxMutation) => encoder.encode(JSON.stringify(pushedForm(mutation))).length;

/**
 * Takes the mutations for sending, unless another writer changed them since they were read: the
 * longest run from the first that is still pending.
 */
async function claim(db: LearnLogDatabase, seqs: number[]): Promise<OutboxMutation[]> {
  return db.transaction('rw', db.outbox, async () => {
    const claimed: OutboxMutation[] = [];
    for (const mutation of await db.outbox.bulkGet(seqs)) {
      if (!mutation || mutation.state !== 'pending') break;
      claimed.push(mutation);
    }
    await db.outbox.bulkUpdate(claimed.map((m) => ({ key: m.seq as number, changes: { state: 'sending' } })));
    return claimed;
  });
}

/**
 * The next mutations that may go, in order: a run that fits one batch, or one mutation alone when
 * it cannot go in a batch (a body larger than a batch: an entry with photos).
 */
async function nextCandidates(db: LearnLogDatabase, after: number): Promise<OutboxMutation[]> {
  // A failed mutation blocks the later ones of its record only (rule 3).
  const blocked = new Set((await db.outbox.where('state').equals('failed').toArray()).map((m) => m.recordKey));
  const candidates = await db.outbox
    .where('seq')
    .above(after)
    .filter((m) => m.state === 'pending' && !blocked.has(m.recordKey))
    .limit(SYNC_PUSH_LIMITS.mutations)
    .toArray();
  const run: OutboxMutation[] = [];
  let bytes = BATCH_ENVELOPE_BYTES;
  for (const mutation of candidates) {
    const size = batchBytes(mutation);
    const fits = bytes + size <= SYNC_PUSH_LIMITS.bytes;
    if (run.length === 0 && !fits) return [mutation];
    if (!fits || (run.length > 0 && mutation.nextAttemptAt > db.now().getTime())) break;
    run.push(mutation);
    bytes += size;
  }
  return run;
}

/** One answer of a batch as the transport would have given it for the call on its own. */
function resultOf(answer: SyncPushResult): TransportResult {
  if (answer.status >= 200 && answer.status < 300) return { kind: 'ok', status: answer.status, body: answer.body ?? null };
  const error = readErrorBody(answer.body) ?? { message: `Error ${answer.status}` };
  return { kind: 'http', status: answer.status, error, text: JSON.stringify(answer.body ?? ''), body: answer.body };
}

async function handle(ctx: PushContext, mutation: OutboxMutation, result: TransportResult, sent: number): Promise<Step> {
  if (result.kind === 'ok') {
    await settleSuccess(ctx, mutation, result.body);
    return { next: 'continue' };
  }
  if (result.kind === 'network') {
    const retryAt = await scheduleRetry(ctx, mutation, result.error);
    return { stop: { outcome: 'waiting', sent, retryAt, offline: true, lastError: result.error } };
  }
  const { status, error } = result;
  if (status === 401) {
    await putBack(ctx, mutation);
    await setMeta(ctx.db, 'authPaused', true);
    ctx.emit({ type: 'auth-required' });
    return { stop: { outcome: 'auth-paused', sent } };
  }
  if (status === 426) {
    await putBack(ctx, mutation);
    ctx.emit({ type: 'update-required', message: error.message });
    return { stop: { outcome: 'update-required', sent, message: error.message } };
  }
  if (status >= 500 || status === 429 || status === 408) {
    const retryAt = await scheduleRetry(ctx, mutation, error.message, status, result.retryAfterMs);
    return { stop: { outcome: 'waiting', sent, retryAt, offline: false, lastError: error.message } };
  }
  if (status === 409 && error.code === ERROR_CODES.conflict && error.current) {
    await resolveConflict(ctx, mutation, error.current);
    return { next: 'continue' };
  }
  if (status === 409 && error.code === ERROR_CODES.idTaken && mutation.attempts < MAX_REKEYS) {
    await rekeyAfterIdTaken(ctx, mutation);
    return { next: 'same' };
  }
  if (status === 404) {
    await handleNotFound(ctx, mutation, error);
    return { next: 'continue' };
  }
  await markFailed(ctx, mutation, status, error);
  return { next: 'continue' };
}

/** Sends one mutation on its own, or a run as a batch; returns each answer the server reached, in order. */
async function send(ctx: PushContext, mutations: OutboxMutation[]): Promise<TransportResult[]> {
  const [first] = mutations;
  if (mutations.length === 1 && first && restCallOf(first) && batchBytes(first) + BATCH_ENVELOPE_BYTES > SYNC_PUSH_LIMITS.bytes) {
    return [await ctx.transport.send(first)];
  }
  const answer = await ctx.transport.push(mutations);
  // No answer, or one for the whole batch (401, 426, 5xx...): it is the first mutation's answer.
  if (answer.kind !== 'ok') return [answer];
  return answer.body.results.slice(0, mutations.length).map(resultOf);
}

export async function pushOutbox(ctx: PushContext): Promise<PushResult> {
  const { db } = ctx;
  // Nothing queued (most rounds, and a new device's first, whose pull waits for this): two
  // reads at once instead of the five in a row below.
  const [queued, paused] = await Promise.all([db.outbox.count(), getMeta(db, 'authPaused')]);
  if (queued === 0) return paused ? { outcome: 'auth-paused', sent: 0 } : { outcome: 'drained', sent: 0 };
  // Only the lock holder sends, so a mutation still marked in flight was cut off by a closed tab.
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  await reviveDailyLimitFailures(db, dayKey(db.now(), ctx.timeZone));
  if (await getMeta(db, 'authPaused')) return { outcome: 'auth-paused', sent: 0 };

  let after = 0;
  let sent = 0;
  for (;;) {
    const candidates = await nextCandidates(db, after);
    const [head] = candidates;
    if (!head || head.seq === undefined) return { outcome: 'drained', sent };
    if (head.nextAttemptAt > db.now().getTime()) {
      const offline = head.errorStatus === undefined;
      return { outcome: 'waiting', sent, retryAt: head.nextAttemptAt, offline, lastError: head.lastError ?? '' };
    }
    const claimed = await claim(db, candidates.map((m) => m.seq as number));
    if (claimed.length === 0) continue;
    const results = await send(ctx, claimed);
    const applied = results.findIndex((r) => r.kind !== 'ok');
    const done = applied === -1 ? Math.min(results.length, claimed.length) : applied;
    // The successes of a batch settle in one transaction (one commit, one round of live queries).
    await db.transaction('rw', syncTables(db), async () => {
      for (const [i, mutation] of claimed.slice(0, done).entries()) await handle(ctx, mutation, results[i] as TransportResult, sent + i + 1);
    });
    sent += done;
    const last = claimed[done - 1];
    if (last) after = last.seq as number;
    const refused = claimed[done];
    const result = results[done];
    if (!refused) continue;
    // The server did not reach the rest: they go again, after what this answer does to them (a
    // conflict copy folds later edits in, a new id rewrites them), so they are put back first.
    for (const rest of claimed.slice(result ? done + 1 : done)) await putBack(ctx, rest);
    if (!result) continue;
    const step = await handle(ctx, refused, result, sent);
    if ('stop' in step) return step.stop;
    if (step.next === 'continue') after = refused.seq as number;
  }
}
