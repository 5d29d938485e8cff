import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalPrompts } from '../db/schema';
import { DEFAULT_PROMPTS, type SeedPrompt } from './default-prompts';

/**
 * Inserts the default prompts that are missing (matched by title among the defaults) and
 * refreshes the wording of those already there. Safe to run at every start (see seedTemplates).
 */
export function seedPrompts(db: Db, now: Date, prompts: readonly SeedPrompt[] = DEFAULT_PROMPTS): { inserted: number } {
  return db.transaction(
    (tx) => {
      const defaults = tx
        .select()
        .from(journalPrompts)
        .where(and(isNull(journalPrompts.userId), eq(journalPrompts.isDefault, true)))
        .all();
      const byTitle = new Map(defaults.map((row) => [row.title, row]));
      const stamp = now.toISOString();
      let inserted = 0;
      for (const p of prompts) {
        const row = byTitle.get(p.title);
        if (!row) {
          tx.insert(journalPrompts).values({ ...p, userId: null, isDefault: true, createdAt: stamp, updatedAt: stamp }).run();
          inserted += 1;
        } else if (row.prompt !== p.prompt) {
          tx.update(journalPrompts).set({ prompt: p.prompt, updatedAt: stamp }).where(eq(journalPrompts.id, row.id)).run();
        }
      }
      return { inserted };
    },
    { behavior: 'immediate' },
  );
}
