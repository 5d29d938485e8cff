/**
 * The server-wide change counter (docs/sync-protocol.md, rule 4; docs/scaling.md).
 *
 * A pull asks for a learner's rows with `version > cursor`, so a row must never commit with a
 * version below one that learner's device has already seen. On SQLite one write transaction runs
 * at a time and the counter is a row bumped inside it: versions follow commit order.
 *
 * On PostgreSQL the counter is a sequence (`sync_version`), shared by every node and
 * gap-tolerant: a rolled-back write leaves a hole, and holes are harmless because the cursor only
 * compares. Sequences alone would not be enough: writes A (version 10) and B (version 11) of the
 * same learner could commit B first, a pull would move the cursor to 11, and A would then commit
 * below it, never to be pulled. So a version is taken only while holding that learner's advisory
 * lock (`nextVersion` takes it; `runIdempotent` takes it first of all), which is held until
 * commit: one learner's writes follow each other, and their versions follow commit order, while
 * different learners' writes run side by side. A pull only reads its own learner's rows, so no
 * other order matters to it.
 */
import { sql } from 'drizzle-orm';
import type { Queries } from './database';

/** The counter's current value (0 before the first write); for tests and the pull horizon. */
export async function currentVersion(db: Queries): Promise<number> {
  if (db.kind === 'postgres') {
    const rows = await db.rows<{ v: string | number; called: boolean }>(sql`SELECT last_value AS v, is_called AS called FROM sync_version`);
    return rows[0]?.called ? Number(rows[0].v) : 0;
  }
  const rows = await db.rows<{ version: number }>(sql`SELECT version FROM sync_state WHERE id = 1`);
  return rows[0]?.version ?? 0;
}
