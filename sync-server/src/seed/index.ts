/** What a database holds from its first start: the built-in prompts and templates. */
import type { Database } from '../db/database';
import { seedPrompts } from './prompts.seed';
import { seedTemplates } from './templates.seed';

/** Runs after the migrations, on every start (both seeds are idempotent). */
export async function seedDatabase(db: Database, now: Date): Promise<void> {
  await seedPrompts(db, now);
  await seedTemplates(db, now);
}
