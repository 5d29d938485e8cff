/**
 * Push (docs/sync-protocol.md, rule 3): replays the outbox strictly in `seq` order, one request in
 * flight. The caller holds the device's sync lock, so nothing else sends at the same time.
 */
import { ERROR_CODES, dayKey } from '@learnlog/shared';
import type { LearnLogDatabase } from '../db/database';
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

/** Takes the mutation for sending, unless another writer changed it since it was read. */
async function claim(db: LearnLogDatabase, seq: number): Promise<OutboxMutation | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const mutation = await db.outbox.get(seq);
    if (!mutation || mutation.state !== 'pending') return undefined;
    await db.outbox.update(seq, { state: 'sending' });
    return mutation;
  });
}

async function nextCandidate(db: LearnLogDatabase, after: number): Promise<OutboxMutation | undefined> {
  // A failed mutation blocks the later ones of its record only (rule 3).
  const blocked = new Set((await db.outbox.where('state').equals('failed').toArray()).map((m) => m.recordKey));
  return db.outbox
    .where('seq')
    .above(after)
    .filter((m) => m.state === 'pending' && !blocked.has(m.recordKey))
    .first();
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

export async function pushOutbox(ctx: PushContext): Promise<PushResult> {
  const { db } = ctx;
  // Only the lock holder sends, so a mutation still marked in flight was cut off by a closed tab.
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  await reviveDailyLimitFailures(db, dayKey(db.now(), ctx.timeZone));
  if (await getMeta(db, 'authPaused')) return { outcome: 'auth-paused', sent: 0 };

  let after = 0;
  let sent = 0;
  for (;;) {
    const candidate = await nextCandidate(db, after);
    if (!candidate || candidate.seq === undefined) return { outcome: 'drained', sent };
    if (candidate.nextAttemptAt > db.now().getTime()) {
      const offline = candidate.errorStatus === undefined;
      return { outcome: 'waiting', sent, retryAt: candidate.nextAttemptAt, offline, lastError: candidate.lastError ?? '' };
    }
    const mutation = await claim(db, candidate.seq);
    if (!mutation) continue;
    const result = await ctx.transport.send(mutation);
    if (result.kind === 'ok') sent += 1;
    const step = await handle(ctx, mutation, result, sent);
    if ('stop' in step) return step.stop;
    if (step.next === 'continue') after = candidate.seq;
  }
}
