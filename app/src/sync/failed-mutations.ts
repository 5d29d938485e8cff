/**
 * Mutations the server refused (docs/sync-protocol.md, rule 3's "other 4xx", rule 7's daily limit): Retry, Discard, and
 * the automatic retries after an upgrade or on a later day.
 */
import { ERROR_CODES, type SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import { mutationEffect, mutationRecord, type OutboxMutation } from '../db/outbox-mutation';
import { alsoWritten, failureOf, isPlanRefusal, mutationsOf, pendingFieldsOf } from './outbox';
import { rebaseOnServerRow, refreshLocalMarks } from './record-merge';
import { localFromServerRow } from './sync-kinds';

function asPending(mutation: OutboxMutation): OutboxMutation {
  const next: OutboxMutation = { ...mutation, state: 'pending', attempts: 0, nextAttemptAt: 0 };
  delete next.lastError;
  delete next.errorCode;
  delete next.errorStatus;
  delete next.failedDay;
  return next;
}

async function revive(db: LearnLogDatabase, which: (m: OutboxMutation) => boolean): Promise<number> {
  return db.transaction('rw', syncTables(db), async () => {
    const failed = (await db.outbox.where('state').equals('failed').toArray()).filter(which);
    await db.outbox.bulkPut(failed.map(asPending));
    for (const record of failed.map(mutationRecord)) if (record) await refreshLocalMarks(db, record.table, record.id);
    return failed.length;
  });
}

/** The Retry button. */
export function retryFailedMutation(db: LearnLogDatabase, seq: number): Promise<number> {
  return revive(db, (m) => m.seq === seq);
}

/** A daily-limit refusal is offered again on a later day (counted by the server, in its zone). */
export function reviveDailyLimitFailures(db: LearnLogDatabase, today: string): Promise<number> {
  return revive(db, (m) => m.errorCode === ERROR_CODES.dailyLimit && m.failedDay !== today);
}

/** After an upgrade: what the old plan refused (limits, ended trial, premium kinds) goes again. */
export function reviveAfterUpgrade(db: LearnLogDatabase): Promise<number> {
  return revive(db, isPlanRefusal);
}

/**
 * The Discard button (the panel asks first): drops the refused change and every later change of
 * the same record (they were made on top of it), and puts the record back as the server has it.
 * A record the server never had is removed.
 */
export async function discardFailedMutation(db: LearnLogDatabase, seq: number): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    const mutation = await db.outbox.get(seq);
    if (!mutation) return;
    const record = mutationRecord(mutation);
    if (!record) {
      await db.outbox.delete(seq);
      return;
    }
    const { table } = record;
    const all = await mutationsOf(db, table, record.id);
    const dropped = all.filter((m) => m.state !== 'sending' && (m.seq ?? 0) >= seq);
    await db.outbox.bulkDelete(dropped.map((m) => m.seq as number));

    const records = recordTable(db, table);
    const local = await records.get(record.id);
    if (!local) return;
    const isCreate = (m: OutboxMutation) => mutationEffect(m) === 'create';
    if (all.some(isCreate) && dropped.some(isCreate)) {
      await db.outbox.bulkDelete(all.filter((m) => m.state !== 'sending').map((m) => m.seq as number));
      await records.delete(local.id);
      return;
    }
    await revertToServer(db, table, local.id);
    const also = alsoWritten(mutation);
    if (also) await revertToServer(db, also.table, also.id);
  });
}

/** The record as the server last had it, with what is still queued for it re-applied. */
async function revertToServer(db: LearnLogDatabase, table: SyncedTable, id: number): Promise<void> {
  const records = recordTable(db, table);
  const local = await records.get(id);
  if (!local) return;
  if (local._server) {
    const pending = await pendingFieldsOf(db, table, id);
    const rest = await mutationsOf(db, table, id);
    await records.put(rebaseOnServerRow(table, localFromServerRow(table, local._server), local, pending, failureOf(rest)));
    return;
  }
  await refreshLocalMarks(db, table, id);
}
