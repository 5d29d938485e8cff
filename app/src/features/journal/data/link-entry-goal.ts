import { linkGoalInputSchema, type LinkGoalInput } from '@learnlog/shared';
import { syncTables, type LearnLogDatabase } from '../../../db/database';
import { stripLocalFields, type LocalEntry, type LocalGoal } from '../../../db/local-records';
import { notifyLocalWrite } from '../../../sync/local-write';
import { appendMutation } from '../../../sync/outbox';
import { RecordNotFoundError } from '../../../sync/record-writes';

const MAX_GOAL_PROGRESS = 100;

function pendingCopy<T extends LocalEntry | LocalGoal>(record: T, changes: Partial<T>): T {
  const next: T = { ...record, ...changes, _pending: true };
  if (!record._pending) next._server = stripLocalFields(record);
  return next;
}

/**
 * Links an entry to a goal both ways and raises the goal's progress once per (entry, goal),
 * as the server will (capped at 100). Returns false when the goal already counted this entry.
 */
export async function linkEntryGoal(db: LearnLogDatabase, entryId: number, input: LinkGoalInput): Promise<boolean> {
  const body = linkGoalInputSchema.parse(input);
  const linked = await db.transaction('rw', syncTables(db), async () => {
    const entry = await db.entries.get(entryId);
    if (!entry || entry._deleted) throw new RecordNotFoundError('journal_entries', entryId);
    const goal = await db.goals.get(body.goalId);
    if (!goal || goal._deleted) throw new RecordNotFoundError('learning_goals', body.goalId);
    if (goal.linkedJournalEntries.includes(entryId)) return false;

    if (!entry.linkedGoals.includes(goal.id)) await db.entries.put(pendingCopy(entry, { linkedGoals: [...entry.linkedGoals, goal.id] }));
    await db.goals.put(
      pendingCopy(goal, {
        linkedJournalEntries: [...goal.linkedJournalEntries, entryId],
        progress: Math.min(MAX_GOAL_PROGRESS, goal.progress + body.progressContribution),
      }),
    );
    await appendMutation(db, { table: 'journal_entries', recordId: entryId, kind: 'link-goal', method: 'POST', path: `/api/journal-entries/${entryId}/link-goal`, body });
    return true;
  });
  if (linked) notifyLocalWrite(db, 'journal_entries');
  return linked;
}
