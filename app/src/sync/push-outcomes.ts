/**
 * What each answer to a replayed mutation does (docs/sync-protocol.md, rule 3). Every handler changes
 * the outbox and the records in one transaction, so a crash between the two cannot happen.
 */
import { ERROR_CODES, SYNCED_KINDS, dayKey, userSchema, type ErrorBody, type SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import { recordKey } from '../db/local-records';
import { setMeta } from '../db/meta';
import { mutationDef, mutationEffect, mutationRecord, type OutboxMutation } from '../db/outbox-mutation';
import { backoffDelay, type BackoffSettings } from './backoff';
import { restoreDeletedRecord, saveConflictCopy } from './conflict-copy';
import { alsoWritten, failureMessage, isPlanRefusal, mutationsOf } from './outbox';
import { applyServerRow, refreshLocalMarks } from './record-merge';
import { rekeyRecord } from './rekey';
import type { SyncEvent } from './sync-events';
import { conflictCopyMessage, restoredMessage } from './sync-words';

export interface OutcomeContext {
  db: LearnLogDatabase;
  backoff: BackoffSettings;
  random: () => number;
  timeZone: string;
  emit: (event: SyncEvent) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes a server row back; a row this app cannot read is logged, never a reason to resend. */
async function applyRowSafely(db: LearnLogDatabase, table: SyncedTable, id: number, row: unknown): Promise<void> {
  try {
    await applyServerRow(db, table, id, isObject(row) ? row : null);
  } catch (error) {
    console.warn(`LearnLog sync: could not read the server's ${table} row ${id}`, error);
    await refreshLocalMarks(db, table, id);
  }
}

/**
 * The server's answer to this device's own write: its row, and the version that write made
 * (a later conflict with that version is between two tabs of this device, not two devices).
 */
async function applyOwnRow(db: LearnLogDatabase, table: SyncedTable, id: number, row: unknown): Promise<void> {
  if (isObject(row) && typeof row.version === 'number') await db.ownWrites.put({ key: recordKey(table, id), version: row.version });
  await applyRowSafely(db, table, id, row);
}

/** 2xx: the mutation is done; the server's answer becomes the local truth (pending fields kept). */
export async function settleSuccess(ctx: OutcomeContext, mutation: OutboxMutation, body: unknown): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', syncTables(db), async () => {
    await db.outbox.delete(mutation.seq as number);
    const record = mutationRecord(mutation);
    if (!record) {
      // The account's own (its profile answers the user).
      const user = userSchema.safeParse(body);
      if (user.success) await setMeta(db, 'cachedUser', user.data);
      return;
    }
    const def = mutationDef(mutation);
    if (def?.effect === 'delete') return applyServerRow(db, record.table, record.id, null);
    const answer = isObject(body) ? body : {};
    if (def?.answerField === null) await refreshLocalMarks(db, record.table, record.id);
    else await applyOwnRow(db, record.table, record.id, def?.answerField ? answer[def.answerField] : body);
    const also = alsoWritten(mutation);
    if (also) await applyOwnRow(db, also.table, also.id, answer[also.answerField]);
  });
}

/** Network error, 5xx, 429: keep it, try again later (the whole queue waits: strict order). */
export async function scheduleRetry(ctx: OutcomeContext, mutation: OutboxMutation, error: string, status?: number, retryAfterMs?: number): Promise<number> {
  const attempts = mutation.attempts + 1;
  const nextAttemptAt = ctx.db.now().getTime() + backoffDelay(attempts, ctx.backoff, ctx.random, retryAfterMs);
  // `mutation` is current: while it is in flight nothing else may change it.
  const next: OutboxMutation = { ...mutation, state: 'pending', attempts, nextAttemptAt, lastError: error };
  if (status === undefined) delete next.errorStatus;
  else next.errorStatus = status;
  await ctx.db.outbox.put(next);
  return nextAttemptAt;
}

/** 401 / 426: the mutation waits untouched. */
export async function putBack(ctx: OutcomeContext, mutation: OutboxMutation): Promise<void> {
  await ctx.db.outbox.update(mutation.seq as number, { state: 'pending' });
}

/**
 * Other 4xx (and the daily limit): kept as failed, the record marked "Not synced: {message}".
 * The refusal spent its Idempotency-Key (the server may have stored that answer under it), so a
 * later Retry goes with a new key; nothing was applied, so nothing can be duplicated.
 */
export async function markFailed(ctx: OutcomeContext, mutation: OutboxMutation, status: number, error: ErrorBody): Promise<void> {
  const { db } = ctx;
  const failed: OutboxMutation = {
    ...mutation,
    mutationId: crypto.randomUUID(),
    state: 'failed',
    lastError: error.message,
    errorStatus: status,
    ...(error.code ? { errorCode: error.code } : {}),
    ...(error.code === ERROR_CODES.dailyLimit ? { failedDay: dayKey(db.now(), ctx.timeZone) } : {}),
  };
  const record = mutationRecord(mutation);
  await db.transaction('rw', syncTables(db), async () => {
    await db.outbox.put(failed);
    if (record) await refreshLocalMarks(db, record.table, record.id);
  });
  ctx.emit({ type: 'failed', table: record?.table ?? 'user', recordId: record?.id ?? db.userId, message: failureMessage(failed), plan: isPlanRefusal(failed) });
}

/** 409 id_taken: the record gets a new id everywhere; the same mutation goes again at once. */
export async function rekeyAfterIdTaken(ctx: OutcomeContext, mutation: OutboxMutation): Promise<void> {
  const { db } = ctx;
  const record = mutationRecord(mutation);
  if (!record) return;
  await db.transaction('rw', syncTables(db), async () => {
    await rekeyRecord(db, record.table, record.id);
    // The refused attempt's key is spent; the re-keyed create is a new request.
    await db.outbox.update(mutation.seq as number, { state: 'pending', mutationId: crypto.randomUUID(), attempts: mutation.attempts + 1 });
  });
}

/**
 * 409 conflict (rule 5): the record takes the server's `current` row; the learner's version
 * (including any later queued edits, which are folded into it) becomes a conflict copy.
 */
export async function resolveConflict(ctx: OutcomeContext, mutation: OutboxMutation, current: Record<string, unknown>): Promise<void> {
  const { db } = ctx;
  const record = mutationRecord(mutation);
  if (!record) return;
  const { table, id } = record;
  const result = await db.transaction('rw', syncTables(db), async () => {
    const local = await recordTable(db, table).get(id);
    const own = await db.ownWrites.get(recordKey(table, id));
    await db.outbox.delete(mutation.seq as number);
    const rest = await mutationsOf(db, table, id);
    const deletedLater = rest.some((m) => mutationEffect(m) === 'delete');
    const laterEdits = rest.filter((m) => mutationEffect(m) === 'update' && m.state !== 'sending');
    await db.outbox.bulkDelete(laterEdits.map((m) => m.seq as number));
    const saved = local && !deletedLater ? await saveConflictCopy(db, table, local) : undefined;
    await applyRowSafely(db, table, id, current);
    return { copy: saved, sameDevice: own !== undefined && own.version === current.version };
  });
  if (result.copy) {
    const title = String((result.copy as Record<string, unknown>).title);
    const { sameDevice } = result;
    ctx.emit({ type: 'conflict-copy', table, recordId: id, copyId: result.copy.id, title, sameDevice, message: conflictCopyMessage(SYNCED_KINDS[table].noun, title, sameDevice) });
  }
}

/**
 * 404 (rule 6): a delete is done; an edit of a record deleted elsewhere brings the learner's
 * version back as a new record; a link to a record that is gone is dropped.
 */
export async function handleNotFound(ctx: OutcomeContext, mutation: OutboxMutation, error: ErrorBody): Promise<void> {
  const { db } = ctx;
  const record = mutationRecord(mutation);
  const def = mutationDef(mutation);
  if (!record || !def || def.effect === 'create') return markFailed(ctx, mutation, 404, error);
  const { table, id } = record;
  const restored = await db.transaction('rw', syncTables(db), async () => {
    await db.outbox.delete(mutation.seq as number);
    if (def.effect === 'delete') {
      await applyServerRow(db, table, id, null);
      return undefined;
    }
    if (def.onNotFound === 'drop') {
      await refreshLocalMarks(db, table, id);
      const also = alsoWritten(mutation);
      if (also) await refreshLocalMarks(db, also.table, also.id);
      return undefined;
    }
    const local = await recordTable(db, table).get(id);
    return local ? restoreDeletedRecord(db, table, local) : undefined;
  });
  if (restored) ctx.emit({ type: 'restored', table, recordId: id, newId: restored.id, message: restoredMessage(SYNCED_KINDS[table].noun) });
}
