/** GET /api/journal-prompts: the default prompts and the learner's own. */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { JournalPrompt } from '@learnlog/shared';
import type { Queries } from '../db/database';

export async function listPrompts(db: Queries, userId: number): Promise<JournalPrompt[]> {
  const { journalPrompts: p } = db.t;
  return db.q
    .select({ id: p.id, title: p.title, prompt: p.prompt })
    .from(p)
    .where(or(isNull(p.userId), eq(p.userId, userId)))
    .orderBy(asc(p.id));
}
