import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { SEED_TEMPLATES, type SeedTemplate } from './templates';

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Inserts the built-in templates that are missing (matched by title) and refreshes the text of
 * those already there, keeping their usage counts. Safe to run at every start: it runs in the
 * start-up step (seed/index.ts), on SQLite in a write transaction that holds the file's lock
 * from its first statement, on PostgreSQL under the migrations lock, so two servers starting
 * together cannot both insert the same template.
 */
export function seedTemplates(db: Database, now: Date, templates: readonly SeedTemplate[] = SEED_TEMPLATES): Promise<{ inserted: number; updated: number }> {
  return db.transaction(async (tx) => {
    const { premiumTemplates } = tx.t;
    const existing = new Map((await tx.q.select().from(premiumTemplates)).map((row) => [row.title, row]));
    let inserted = 0;
    let updated = 0;
    for (const t of templates) {
      const row = existing.get(t.title);
      if (!row) {
        await tx.q.insert(premiumTemplates).values({ ...t, createdAt: now.toISOString() });
        inserted += 1;
      } else if (row.description !== t.description || row.category !== t.category || row.template !== t.template || !sameTags(row.tags, t.tags)) {
        await tx.q
          .update(premiumTemplates)
          .set({ description: t.description, category: t.category, template: t.template, tags: t.tags })
          .where(eq(premiumTemplates.id, row.id));
        updated += 1;
      }
    }
    return { inserted, updated };
  });
}
