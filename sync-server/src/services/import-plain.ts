/**
 * An import's plain kinds (export-kinds.ts) on the server: which of their ids are here, and how
 * one is withdrawn. Read from the registry, so a new plain kind needs nothing here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PLAIN_EXPORT_KINDS, type ImportBundle, type KindDef, type PlainRecords, type SyncedTable } from '@learnlog/shared';
import type { IdLists } from './import-digest';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { nextTurn } from '../lib/next-turn';
import { KIND_SERVICES } from './synced-record-kinds';
import { SYNCED_TABLE_KEYS, type SyncedTableDef } from './synced-record.service';

/** Ids looked up per query. */
const LOOKUP_SLICE = 500;

type IdSets = Record<string, Set<number>>;

const plainKindOf = (key: string): KindDef | undefined => PLAIN_EXPORT_KINDS.find((kind) => kind.exportShape.key === key);

/** Adds each plain kind's ids that are here to `live` (or, if deleted, to `deleted`), by export key. */
export async function addPlainIds(db: Queries, userId: number, lists: IdLists, live: IdSets, deleted: IdSets): Promise<void> {
  for (const kind of PLAIN_EXPORT_KINDS) {
    const key = kind.exportShape.key;
    live[key] = new Set();
    deleted[key] = new Set();
    const t: SyncedTableDef = db.t[SYNCED_TABLE_KEYS[kind.name as SyncedTable]];
    const ids = Array.from(lists.plain[key] ?? []);
    for (let at = 0; at < ids.length; at += LOOKUP_SLICE) {
      if (!db.inTransaction) await nextTurn();
      const rows = await db.q.select({ id: t.id, deletedAt: t.deletedAt }).from(t).where(and(eq(t.userId, userId), inArray(t.id, ids.slice(at, at + LOOKUP_SLICE))));
      for (const row of rows) (row.deletedAt === null ? live : deleted)[key]?.add(row.id);
    }
  }
}

/** The bundle's plain records whose ids are not live here. */
export function plainWithoutLive(bundle: ImportBundle, live: Readonly<Record<string, ReadonlySet<number>>>): PlainRecords {
  return Object.fromEntries(Object.entries(bundle.plain ?? {}).map(([key, records]) => [key, records.filter((record) => !live[key]?.has(record.id))]));
}

/** Deletes a plain record the import wrote (a tombstone, as the kind's DELETE call makes it). */
export async function deletePlain(tx: Queries, user: UserRow, key: string, id: number, now: Date): Promise<void> {
  const kind = plainKindOf(key);
  const remove = kind && KIND_SERVICES[kind.name as SyncedTable].remove;
  if (remove) await remove(tx, user, id, now);
}
