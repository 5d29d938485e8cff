/** What the outbox still holds, as the screens count it: creates not yet counted by the server, deletes not yet sent. */
import type { SyncedTable } from '@learnlog/shared';
import type { LearnLogDatabase } from '../database';
import { mutationEffect, mutationRecord, type OutboxMutation } from '../outbox-mutation';

/** Creates still queued, of one kind (by the `recordKey` index) or of all; a refused one is not counted by the server either. */
export function queuedCreateCount(db: LearnLogDatabase, table?: SyncedTable): Promise<number> {
  const queued = (m: OutboxMutation) => mutationEffect(m) === 'create' && m.state !== 'failed';
  if (table === undefined) return db.outbox.filter(queued).count();
  return db.outbox.where('recordKey').startsWith(`${table}:`).filter(queued).count();
}

/** Ids of a kind whose delete is queued: hidden everywhere, so counted nowhere either. */
export async function queuedDeleteIds(db: LearnLogDatabase, table: SyncedTable): Promise<Set<number>> {
  const deletes = await db.outbox
    .where('recordKey')
    .startsWith(`${table}:`)
    .filter((m) => mutationEffect(m) === 'delete')
    .toArray();
  return new Set(deletes.flatMap((m) => mutationRecord(m)?.id ?? []));
}
