/**
 * Mutations the server refused (docs/sync-protocol.md, rule 3's "other 4xx", rule 7's daily limit): Retry, Discard, and
 * the automatic retries after an upgrade or on a later day.
 */
import { ERROR_CODES, type SyncedTable } from '@learnlog/shared';
import { recordTable, syncTables, type LearnLogDatabase } from '../db/database';
import type { OutboxMutation } from '../db/outbox-mutation';
import { failureOf, isPlanRefusal, mutationsOf, pendingFieldsOf } from './outbox';
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
    for (const m of failed) if (m.table !== 'user') await refreshLocalMarks(db, m.table, m.recordId);
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
    if (mutation.table === 'user') {
      await db.outbox.delete(seq);
      return;
    }
    const table: SyncedTable = mutation.table;
    const all = await mutationsOf(db, table, mutation.recordId);
    const dropped = all.filter((m) => m.state !== 'sending' && (m.seq ?? 0) >= seq);
    await db.outbox.bulkDelete(dropped.map((m) => m.seq as number));

    const records = recordTable(db, table);
    const local = await records.get(mutation.recordId);
    if (!local) return;
    const neverOnServer = all.some((m) => m.kind === 'create');
    if (neverOnServer && dropped.some((m) => m.kind === 'create')) {
      await db.outbox.bulkDelete(all.filter((m) => m.state !== 'sending').map((m) => m.seq as number));
      await records.delete(local.id);
      return;
    }
    await revertToServer(db, table, local.id);
    const goalId = mutation.kind === 'link-goal' ? mutation.body?.goalId : undefined;
    if (typeof goalId === 'number') await revertToServer(db, 'learning_goals', goalId);
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
