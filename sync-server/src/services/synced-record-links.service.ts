/**
 * Link lists that point at a deleted record are cleaned up in the delete's transaction, and each
 * row that changes gets a new version, so every device pulls the cleaned list.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SYNCED_KINDS, SYNCED_TABLES, type SyncedTable } from '@learnlog/shared';
import type { Queries } from '../db/database';
import { SYNCED_TABLE_KEYS, writeRow, type InsertOf, type SyncedKey } from './synced-record.service';

interface LinkList {
  table: SyncedKey;
  /** The JSON id-list column's key in the row. */
  key: string;
}

/** Where the id of each kind may be listed: the registry's id fields a delete unlinks. */
function linkedFrom(target: SyncedTable): LinkList[] {
  return SYNCED_TABLES.flatMap((holder) =>
    Object.entries(SYNCED_KINDS[holder].idFields)
      .filter(([, field]) => field.kind === target && field.onDelete === 'unlink')
      .map(([key]) => ({ table: SYNCED_TABLE_KEYS[holder], key })),
  );
}

const LINKED_FROM = Object.fromEntries(SYNCED_TABLES.map((name) => [name, linkedFrom(name)])) as Record<SyncedTable, LinkList[]>;

/** Removes `id` from every live link list of this user that holds it; returns the rows changed. */
export async function unlinkEverywhere(tx: Queries, userId: number, kind: SyncedTable, id: number, now: Date): Promise<number> {
  let changed = 0;
  for (const { table: key, key: listKey } of LINKED_FROM[kind]) {
    const table = tx.t[key];
    const column = (table as unknown as Record<string, AnySQLiteColumn>)[listKey] as AnySQLiteColumn;
    const holders = (await tx.q
      .select({ id: table.id, list: column })
      .from(table)
      .where(and(eq(table.userId, userId), isNull(table.deletedAt), tx.jsonListHas(column, id)))) as { id: number; list: number[] }[];
    for (const holder of holders) {
      const ids = holder.list.filter((linked) => linked !== id);
      await writeRow(tx, key, userId, holder.id, { [listKey]: ids } as Partial<InsertOf<SyncedKey>>, now);
      changed += 1;
    }
  }
  return changed;
}
