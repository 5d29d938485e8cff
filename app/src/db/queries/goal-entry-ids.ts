/** Each live goal with the ids of the entries that tick it, from the link index's keys (no entry read). */
import type { LearnLogDatabase } from '../database';
import { goalLinkKey } from '../link-index';
import type { LocalGoal } from '../local-records';

export async function goalsWithEntryIds(db: LearnLogDatabase): Promise<Array<{ goal: LocalGoal; entryIds: Set<number> }>> {
  const goals = (await db.goals.toArray()).filter((goal) => !goal._deleted);
  const entryIds = await Promise.all(goals.map((goal) => db.entries.where('_links').equals(goalLinkKey(goal.id)).primaryKeys()));
  return goals.map((goal, i) => ({ goal, entryIds: new Set(entryIds[i]) }));
}
