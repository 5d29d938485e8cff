/**
 * What a Seeker has used of today's limits, as the import preview on this device needs it (issue
 * 34, point 3): the server's last usage figures plus the creates still queued here, which are
 * pushed before the upload and so are counted first. Never yet answered, only the queue is known:
 * the preview refuses only what is sure to be refused, and the server decides the rest.
 */
import { hasUnlimitedEntries, type TodayCounts, type Usage, type User } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import { queuedCreateCount } from '../../../db/queries/queued-mutations';

export interface ImportAllowance {
  used: TodayCounts;
  unlimited: boolean;
}

export async function importAllowance(db: LearnLogDatabase, usage: Usage | undefined, user: User, now: Date): Promise<ImportAllowance> {
  const [entries, resources] = await Promise.all([queuedCreateCount(db, 'journal_entries'), queuedCreateCount(db, 'resources')]);
  return {
    used: { entries: (usage?.journalEntries.used ?? 0) + entries, resources: (usage?.resourceEntries.used ?? 0) + resources },
    // The server's word when it has answered; else the same plan rule it applies.
    unlimited: usage ? usage.journalEntries.isUnlimited : hasUnlimitedEntries(user, now),
  };
}
