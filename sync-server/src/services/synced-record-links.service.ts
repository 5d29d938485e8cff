/**
 * Link lists that point at a deleted record are cleaned up in the delete's transaction, and each
 * row that changes gets a new version, so every device pulls the cleaned list.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbExecutor } from '../db/client';
import { journalEntries, learnPlans, learningGoals } from '../db/schema';
import { writeRow, type InsertOf, type SyncedTableDef } from './synced-record.service';

interface LinkList {
  table: SyncedTableDef;
  /** The JSON id-list column, as SQL and as the row's key. */
  column: AnySQLiteColumn;
  key: string;
}

const list = <T extends SyncedTableDef>(table: T, key: keyof T['$inferSelect'] & keyof T & string): LinkList => ({
  table,
  column: table[key] as AnySQLiteColumn,
  key,
});

/** Where the id of each kind of record may be listed. */
const LINKED_FROM = {
  resource: [
    list(journalEntries, 'linkedResources'),
    list(learningGoals, 'linkedResources'),
    list(learnPlans, 'linkedResourceIds'),
  ],
  goal: [list(journalEntries, 'linkedGoals')],
  entry: [list(learningGoals, 'linkedJournalEntries'), list(learnPlans, 'linkedJournalEntryIds')],
} satisfies Record<string, LinkList[]>;

export type LinkedKind = keyof typeof LINKED_FROM;

/** Removes `id` from every live link list of this user that holds it; returns the rows changed. */
export function unlinkEverywhere(tx: DbExecutor, userId: number, kind: LinkedKind, id: number, now: Date): number {
  let changed = 0;
  for (const { table, column, key } of LINKED_FROM[kind]) {
    const holders = tx
      .select({ id: table.id, list: sql<string>`${column}` })
      .from(table)
      .where(
        and(
          eq(table.userId, userId),
          isNull(table.deletedAt),
          sql`exists (select 1 from json_each(${column}) where json_each.value = ${id})`,
        ),
      )
      .all();
    for (const holder of holders) {
      const ids = (JSON.parse(holder.list) as number[]).filter((linked) => linked !== id);
      writeRow(tx, table, userId, holder.id, { [key]: ids } as Partial<InsertOf<SyncedTableDef>>, now);
      changed += 1;
    }
  }
  return changed;
}
