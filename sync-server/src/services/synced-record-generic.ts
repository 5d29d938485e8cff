/**
 * The service of a plain synced kind, read from its registry entry: a kind with no rules beyond
 * its shared mutators (no limit, no gate, no special column) needs no service file of its own.
 */
import { SYNCED_KINDS, type SyncedTable } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { UserRow } from '../db/schema';
import { merged } from '../lib/merged';
import { unlinkEverywhere } from './synced-record-links.service';
import {
  SYNCED_TABLE_KEYS,
  insertRow,
  listLiveRows,
  newRowBase,
  stripServerColumns,
  tombstoneRecord,
  updateRecord,
  type InsertOf,
  type RowOf,
  type SyncedKey,
  type SyncedKind,
} from './synced-record.service';

type Fields = Record<string, unknown>;

const toWire = (row: RowOf<SyncedKey>): Fields => stripServerColumns(row);

/** list, create and, unless append-only, update and delete, as KIND_SERVICES holds them. */
export function genericServices(name: SyncedTable) {
  const kind = SYNCED_KINDS[name];
  const key = SYNCED_TABLE_KEYS[name];
  const record: SyncedKind<SyncedKey, Fields> = { table: key, textFields: kind.textFields, toWire };
  const editable = kind.updateSchema !== undefined;
  return {
    toWire,
    list: async (db: Queries, userId: number): Promise<unknown[]> => (await listLiveRows(db, key, userId)).map(toWire),
    create: async (tx: Queries, user: UserRow, input: Fields, now: Date): Promise<unknown> => {
      const base = await newRowBase(tx, key, user.id, input, now);
      return toWire(await insertRow(tx, key, merged(base, kind.mutators.create(input, { now })) as Required<InsertOf<SyncedKey>>));
    },
    update: editable
      ? (tx: Queries, user: UserRow, id: number, input: Fields, now: Date): Promise<unknown> =>
          updateRecord(tx, record, user.id, id, input, now, (current, changes: Fields) => kind.mutators.update(current, changes, { now }) as Partial<InsertOf<SyncedKey>>)
      : undefined,
    remove: editable
      ? async (tx: Queries, user: UserRow, id: number, now: Date): Promise<void> => {
          if (await tombstoneRecord(tx, record, user.id, id, now)) await unlinkEverywhere(tx, user.id, name, id, now);
        }
      : undefined,
  };
}
