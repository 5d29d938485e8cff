/**
 * Pull (docs/sync-protocol.md, rule 4): the user's changed rows after a cursor, in version order, and
 * the pruning of tombstones and stored idempotent answers that sets the reset horizon.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, max } from 'drizzle-orm';
import {
  SYNCED_TABLES,
  TOMBSTONE_TTL_DAYS,
  type SyncChange,
  type SyncChangesResponse,
  type SyncedTable,
} from '@learnlog/shared';
import { LOCKS, first, type Database, type Queries } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { pruneIdempotencyKeys } from './idempotency.service';
import { pruneRateLimitHits } from './rate-limit-store';
import { SYNCED_TABLE_KEYS, type RowOf, type SyncedKey } from './synced-record.service';
import { KIND_SERVICES } from './synced-record-kinds';

const DAY_MS = 86_400_000;
/** How often the prune runs. */
const MAINTENANCE_INTERVAL_MS = DAY_MS;

function wireRow(table: SyncedTable, row: RowOf<SyncedKey>): Record<string, unknown> {
  return KIND_SERVICES[table].toWire(row);
}

/** Versions up to this one may have lost tombstones: a cursor below it cannot catch up. */
async function prunedVersion(db: Queries): Promise<number> {
  const { syncState } = db.t;
  return first(await db.q.select({ v: syncState.prunedVersion }).from(syncState).where(eq(syncState.id, 1)))?.v ?? 0;
}

/**
 * `GET /api/sync/changes?since&limit`: up to `limit` changes after `since`, oldest first (a
 * tombstone has `row: null`); `cursor` is the last version returned, or `since` when none.
 * A cursor older than the tombstone horizon answers `{reset: true}`, unless it belongs to a full
 * re-download (`full`: the device started at 0 and drops what it did not see); since=0 never does.
 * Every write gives its row its own version, and a learner's versions are handed out in the
 * order their writes commit (db/versions.ts), so paging by `version > cursor` never skips a change.
 */
export async function syncChanges(db: Database, userId: number, since: number, limit: number, full = false): Promise<SyncChangesResponse> {
  // One read-only transaction: a consistent snapshot of every synced table.
  return db.transaction(
    async (tx) => {
      if (since > 0 && !full && since < (await prunedVersion(tx))) return { reset: true as const };

      const found: SyncChange[] = [];
      for (const name of SYNCED_TABLES) {
        const table = tx.t[SYNCED_TABLE_KEYS[name]];
        // Index: (userId, version). Each table gives at most limit + 1, enough to know hasMore.
        const rows = await tx.q
          .select()
          .from(table)
          .where(and(eq(table.userId, userId), gt(table.version, since)))
          .orderBy(asc(table.version))
          .limit(limit + 1);
        for (const row of rows) {
          found.push({ table: name, id: row.id, version: row.version, row: row.deletedAt === null ? wireRow(name, row) : null });
        }
      }
      found.sort((a, b) => a.version - b.version);
      const changes = found.slice(0, limit);
      return { changes, cursor: changes.at(-1)?.version ?? since, hasMore: found.length > limit };
    },
    { readOnly: true },
  );
}

export interface PruneResult {
  tombstones: number;
  idempotencyKeys: number;
  prunedVersion: number;
}

/**
 * Deletes tombstones older than TOMBSTONE_TTL_DAYS and stored answers older than
 * IDEMPOTENCY_TTL_DAYS, and records the highest pruned version as the pull's reset horizon.
 */
async function pruneSyncHistory(db: Database, now: Date): Promise<PruneResult> {
  const horizon = new Date(now.getTime() - TOMBSTONE_TTL_DAYS * DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    // Nodes pruning at once would only repeat each other's work.
    await tx.lock(LOCKS.maintenance, 0);
    const { users, syncState } = tx.t;
    let tombstones = 0;
    let highest = 0;
    for (const key of Object.values(SYNCED_TABLE_KEYS)) {
      const table = tx.t[key];
      // `userId IN (users)` lets the database walk the (userId, deletedAt) index user by user.
      const old = and(inArray(table.userId, tx.q.select({ id: users.id }).from(users)), isNotNull(table.deletedAt), lt(table.deletedAt, horizon));
      highest = Math.max(highest, first(await tx.q.select({ v: max(table.version) }).from(table).where(old))?.v ?? 0);
      tombstones += tx.rowsAffected(await tx.q.delete(table).where(old));
    }
    if (highest > 0) {
      await tx.q
        .insert(syncState)
        .values({ id: 1, version: highest, prunedVersion: highest })
        .onConflictDoUpdate({ target: syncState.id, set: { prunedVersion: tx.greatest(syncState.prunedVersion, highest) } });
    }
    const keys = await pruneIdempotencyKeys(tx, now);
    return { tombstones, idempotencyKeys: keys, prunedVersion: await prunedVersion(tx) };
  });
}

/**
 * Runs the prune at start and then at most once a day, driven by the pulls themselves (devices
 * pull every 30 s while online): no timer to leak, and the injected clock decides "a day". Each
 * node keeps its own "last run"; the maintenance lock keeps two nodes from pruning at once.
 */
export function createSyncMaintenance(deps: { db: Database; clock: Clock; logger: Logger }) {
  let lastRun: number | null = null;
  const run = async (): Promise<PruneResult> => {
    const now = deps.clock.now();
    lastRun = now.getTime();
    const result = await pruneSyncHistory(deps.db, now);
    await pruneRateLimitHits(deps.db, now);
    if (result.tombstones > 0 || result.idempotencyKeys > 0) deps.logger.info(result, 'pruned sync history');
    return result;
  };
  return {
    run,
    runIfDue: async (): Promise<PruneResult | null> =>
      lastRun === null || deps.clock.now().getTime() - lastRun >= MAINTENANCE_INTERVAL_MS ? run() : null,
  };
}
