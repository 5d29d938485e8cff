/**
 * What a Seeker has used of today's limits, as the import preview on this device needs it (issue
 * 34, point 3): the server's last usage figures plus the creates still queued here, which are
 * pushed before the upload and so are counted first. Never yet answered, only the queue is known:
 * the preview refuses only what is sure to be refused, and the server decides the rest.
 */
import { hasUnlimitedEntries, type TodayCounts, type Usage, type User } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { mutationEffect } from '../../../db/outbox-mutation';

export interface ImportAllowance {
  used: TodayCounts;
  unlimited: boolean;
}

function queuedCreates(db: LearnLogDatabase, table: 'journal_entries' | 'resources'): Promise<number> {
  return db.outbox
    .where('recordKey')
    .startsWith(`${table}:`)
    .filter((mutation) => mutationEffect(mutation) === 'create' && mutation.state !== 'failed')
    .count();
}

export async function importAllowance(db: LearnLogDatabase, usage: Usage | undefined, user: User, now: Date): Promise<ImportAllowance> {
  const [entries, resources] = await Promise.all([queuedCreates(db, 'journal_entries'), queuedCreates(db, 'resources')]);
  return {
    used: { entries: (usage?.journalEntries.used ?? 0) + entries, resources: (usage?.resourceEntries.used ?? 0) + resources },
    // The server's word when it has answered; else the same plan rule it applies.
    unlimited: usage ? usage.journalEntries.isUnlimited : hasUnlimitedEntries(user, now),
  };
}
