/** GET /api/stats: the shared computeStats over the learner's live rows, in their time zone. */
import { and, eq, isNull } from 'drizzle-orm';
import { computeStats, statsSchema, type Stats } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';

export async function getStats(db: Queries, user: UserRow, now: Date): Promise<Stats> {
  const { resources, journalEntries, learningGoals } = db.t;
  const resourceRows = await db.q
    .select({
      id: resources.id,
      title: resources.title,
      type: resources.type,
      status: resources.status,
      progress: resources.progress,
      createdAt: resources.createdAt,
      completedAt: resources.completedAt,
    })
    .from(resources)
    .where(and(eq(resources.userId, user.id), isNull(resources.deletedAt)));
  const entryRows = await db.q
    .select({ createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, user.id), isNull(journalEntries.deletedAt)));
  const goalRows = await db.q
    .select({ status: learningGoals.status })
    .from(learningGoals)
    .where(and(eq(learningGoals.userId, user.id), isNull(learningGoals.deletedAt)));

  const stats = computeStats({ resources: resourceRows, entries: entryRows, goals: goalRows }, now, user.timeZone);
  // The Progress screen's extra figures (status and type counts, the in-progress list) are
  // computed on the device from its own rows; the call answers the documented fields only.
  return statsSchema.parse(stats);
}
