/** GET /api/journal-prompts: the default prompts and the learner's own. */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { JournalPrompt } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { journalPrompts } from '../db/schema';

export function listPrompts(db: DbExecutor, userId: number): JournalPrompt[] {
  return db
    .select({ id: journalPrompts.id, title: journalPrompts.title, prompt: journalPrompts.prompt })
    .from(journalPrompts)
    .where(or(isNull(journalPrompts.userId), eq(journalPrompts.userId, userId)))
    .orderBy(asc(journalPrompts.id))
    .all();
}
