/** Renaming a record: the `[[links]]` left pointing at its old title, and their update through the outbox. */
import type { LearnLogDatabase } from '../../../db/database';
import { linksLeftBehind } from '../../../db/link-queries';
import { updateEntry } from './update-entry';

export { linksLeftBehind };

/** Points every link to `oldTitle` at `newTitle`: one edit per linking entry. Resolves how many entries changed. */
export async function updateLinks(db: LearnLogDatabase, oldTitle: string, newTitle: string): Promise<number> {
  const left = await linksLeftBehind(db, oldTitle, newTitle);
  for (const { entry, changes } of left) await updateEntry(db, entry.id, changes, entry);
  return left.length;
}
