/**
 * express-rate-limit's counters in the database, so a budget holds across every node behind a
 * balancer (an in-memory store would give each node its own). Written here rather than taken
 * from a package: the PostgreSQL stores open their own pool and schema and know nothing of
 * SQLite, while this one runs on either engine through the server's own Database.
 *
 * Each hit is one upsert: a key past its window starts again at 1, else counts up.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { first, type Database } from '../db/database';
import type { Clock } from '../lib/clock';

export function createRateLimitStore(deps: { db: Database; clock: Clock }, prefix: string): Store {
  const { db, clock } = deps;
  let windowMs = 60_000;
  const keyOf = (key: string) => `${prefix}:${key}`;

  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key: string): Promise<ClientRateLimitInfo> {
      const now = clock.now().getTime();
      const row = await db.transaction(async (tx) => {
        const { rateLimitHits: t } = tx.t;
        const expired = sql`${t.resetAt} <= ${now}`;
        return first(
          await tx.q
            .insert(t)
            .values({ key: keyOf(key), hits: 1, resetAt: now + windowMs })
            .onConflictDoUpdate({
              target: t.key,
              set: {
                hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
                resetAt: sql`case when ${expired} then ${now + windowMs} else ${t.resetAt} end`,
              },
            })
            .returning({ hits: t.hits, resetAt: t.resetAt }),
        );
      });
      return { totalHits: row?.hits ?? 1, resetTime: new Date(row?.resetAt ?? now + windowMs) };
    },
    async decrement(key: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { rateLimitHits: t } = tx.t;
        await tx.q
          .update(t)
          .set({ hits: sql`${t.hits} - 1` })
          .where(sql`${t.key} = ${keyOf(key)} and ${t.hits} > 0`);
      });
    },
    async resetKey(key: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.q.delete(tx.t.rateLimitHits).where(eq(tx.t.rateLimitHits.key, keyOf(key)));
      });
    },
  };
}

/** Deletes counters whose window is over (the daily maintenance); returns how many. */
export async function pruneRateLimitHits(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => tx.rowsAffected(await tx.q.delete(tx.t.rateLimitHits).where(lt(tx.t.rateLimitHits.resetAt, now.getTime()))));
}
