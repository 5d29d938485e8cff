/**
 * Pull (docs/sync-protocol.md, rule 4): the user's changed rows after a cursor, in version order, and
 * the pruning of tombstones and stored idempotent answers that sets the reset horizon.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import {
  SYNCED_TABLES,
  TOMBSTONE_TTL_DAYS,
  type SyncChange,
  type SyncChangesResponse,
  type SyncedTable,
} from '@learnlog/shared';
import type { Db, DbExecutor } from '../db/client';
import { syncState, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { toWireEntry } from './entries.service';
import { toWireGoal } from './goals.service';
import { pruneIdempotencyKeys } from './idempotency.service';
import { toWireLearnPlan } from './learn-plans.service';
import { toWireResource } from './resources.service';
import { toWireReviewLog } from './review-logs.service';
import { SYNCED_TABLE_DEFS, type RowOf, type SyncedTableDef } from './synced-record.service';

const DAY_MS = 86_400_000;
/** How often the prune runs. */
export const MAINTENANCE_INTERVAL_MS = DAY_MS;

type WireOf = { [K in SyncedTable]: (row: RowOf<(typeof SYNCED_TABLE_DEFS)[K]>) => Record<string, unknown> };
const TO_WIRE: WireOf = {
  journal_entries: toWireEntry,
  resources: toWireResource,
  learning_goals: toWireGoal,
  learn_plans: toWireLearnPlan,
  review_logs: toWireReviewLog,
};

function wireRow<K extends SyncedTable>(table: K, row: RowOf<SyncedTableDef>): Record<string, unknown> {
  return (TO_WIRE[table] as (row: RowOf<SyncedTableDef>) => Record<string, unknown>)(row);
}

/** Versions up to this one may have lost tombstones: a cursor below it cannot catch up. */
export function prunedVersion(db: DbExecutor): number {
  return db.select({ v: syncState.prunedVersion }).from(syncState).where(eq(syncState.id, 1)).get()?.v ?? 0;
}

/**
 * `GET /api/sync/changes?since&limit`: up to `limit` changes after `since`, oldest first (a
 * tombstone has `row: null`); `cursor` is the last version returned, or `since` when none.
 * A cursor older than the tombstone horizon answers `{reset: true}`, unless it belongs to a full
 * re-download (`full`: the device started at 0 and drops what it did not see); since=0 never does.
 * Every write gives its row its own version, so no two changes share one and paging by
 * `version > cursor` never skips a change.
 */
export function syncChanges(db: Db, userId: number, since: number, limit: number, full = false): SyncChangesResponse {
  // One read transaction: a consistent snapshot of all four tables.
  return db.transaction((tx) => {
    if (since > 0 && !full && since < prunedVersion(tx)) return { reset: true as const };

    const found: SyncChange[] = [];
    for (const name of SYNCED_TABLES) {
      const table: SyncedTableDef = SYNCED_TABLE_DEFS[name];
      // Index: (userId, version). Each table gives at most limit + 1, enough to know hasMore.
      const rows = tx
        .select()
        .from(table)
        .where(and(eq(table.userId, userId), gt(table.version, since)))
        .orderBy(asc(table.version))
        .limit(limit + 1)
        .all();
      for (const row of rows) {
        found.push({ table: name, id: row.id, version: row.version, row: row.deletedAt === null ? wireRow(name, row) : null });
      }
    }
    found.sort((a, b) => a.version - b.version);
    const changes = found.slice(0, limit);
    return { changes, cursor: changes.at(-1)?.version ?? since, hasMore: found.length > limit };
  });
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
export function pruneSyncHistory(db: Db, now: Date): PruneResult {
  const horizon = new Date(now.getTime() - TOMBSTONE_TTL_DAYS * DAY_MS).toISOString();
  return db.transaction((tx) => {
    let tombstones = 0;
    let highest = 0;
    for (const table of Object.values(SYNCED_TABLE_DEFS) as SyncedTableDef[]) {
      // `userId IN (users)` lets SQLite walk the (userId, deletedAt) index user by user.
      const old = and(
        inArray(table.userId, tx.select({ id: users.id }).from(users)),
        isNotNull(table.deletedAt),
        lt(table.deletedAt, horizon),
      );
      highest = Math.max(highest, tx.select({ v: max(table.version) }).from(table).where(old).get()?.v ?? 0);
      tombstones += tx.delete(table).where(old).run().changes;
    }
    if (highest > 0) {
      tx.insert(syncState)
        .values({ id: 1, version: highest, prunedVersion: highest })
        .onConflictDoUpdate({ target: syncState.id, set: { prunedVersion: sql`max(${syncState.prunedVersion}, ${highest})` } })
        .run();
    }
    const keys = pruneIdempotencyKeys(tx, now);
    return { tombstones, idempotencyKeys: keys, prunedVersion: prunedVersion(tx) };
  });
}

/**
 * Runs the prune at start and then at most once a day, driven by the pulls themselves (devices
 * pull every 30 s while online): no timer to leak, and the injected clock decides "a day".
 */
export function createSyncMaintenance(deps: { db: Db; clock: Clock; logger: Logger }) {
  let lastRun: number | null = null;
  const run = (): PruneResult => {
    const now = deps.clock.now();
    lastRun = now.getTime();
    const result = pruneSyncHistory(deps.db, now);
    if (result.tombstones > 0 || result.idempotencyKeys > 0) deps.logger.info(result, 'pruned sync history');
    return result;
  };
  return {
    run,
    runIfDue: (): PruneResult | null =>
      lastRun === null || deps.clock.now().getTime() - lastRun >= MAINTENANCE_INTERVAL_MS ? run() : null,
  };
}
