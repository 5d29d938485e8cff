import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { DEFAULT_PROMPTS, type SeedPrompt } from './default-prompts';

/**
 * Inserts the default prompts that are missing (matched by title among the defaults) and
 * refreshes the wording of those already there. Safe to run at every start (see seedTemplates).
 */
export function seedPrompts(db: Database, now: Date, prompts: readonly SeedPrompt[] = DEFAULT_PROMPTS): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    const { journalPrompts } = tx.t;
    const defaults = await tx.q
      .select()
      .from(journalPrompts)
      .where(and(isNull(journalPrompts.userId), eq(journalPrompts.isDefault, true)));
    const byTitle = new Map(defaults.map((row) => [row.title, row]));
    const stamp = now.toISOString();
    let inserted = 0;
    for (const p of prompts) {
      const row = byTitle.get(p.title);
      if (!row) {
        await tx.q.insert(journalPrompts).values({ ...p, userId: null, isDefault: true, createdAt: stamp, updatedAt: stamp });
        inserted += 1;
      } else if (row.prompt !== p.prompt) {
        await tx.q.update(journalPrompts).set({ prompt: p.prompt, updatedAt: stamp }).where(eq(journalPrompts.id, row.id));
      }
    }
    return { inserted };
  });
}
