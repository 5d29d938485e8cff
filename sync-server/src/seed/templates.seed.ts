import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { premiumTemplates } from '../db/schema';
import { SEED_TEMPLATES, type SeedTemplate } from './templates';

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Inserts the built-in templates that are missing (matched by title) and refreshes the text of
 * those already there, keeping their usage counts. Safe to run at every start: an IMMEDIATE
 * transaction takes the write lock before reading, so two servers starting on one file cannot
 * both insert the same template.
 */
export function seedTemplates(db: Db, now: Date, templates: readonly SeedTemplate[] = SEED_TEMPLATES): { inserted: number; updated: number } {
  return db.transaction(
    (tx) => {
      const existing = new Map(tx.select().from(premiumTemplates).all().map((row) => [row.title, row]));
      let inserted = 0;
      let updated = 0;
      for (const t of templates) {
        const row = existing.get(t.title);
        if (!row) {
          tx.insert(premiumTemplates).values({ ...t, createdAt: now.toISOString() }).run();
          inserted += 1;
        } else if (row.description !== t.description || row.category !== t.category || row.template !== t.template || !sameTags(row.tags, t.tags)) {
          tx.update(premiumTemplates)
            .set({ description: t.description, category: t.category, template: t.template, tags: t.tags })
            .where(eq(premiumTemplates.id, row.id))
            .run();
          updated += 1;
        }
      }
      return { inserted, updated };
    },
    { behavior: 'immediate' },
  );
}
