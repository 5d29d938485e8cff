/**
 * The device's card index (`reviewCards`): every card of every entry with its schedule (shared
 * review-state.ts), so /review reads today's cards by the `dueDay` index instead of rebuilding
 * 15,000 cards from 10,000 entries. It is derived, never synced: a Dexie middleware rebuilds the
 * cards of each entry that a write of `entries` or `reviewLogs` touched, in that write's own
 * transaction, whoever wrote (a screen, a pull, the service worker, a re-key, a conflict copy).
 * Writes in a transaction without the review tables (none in the app: every record write runs
 * over `syncTables(db)`) leave the index as it was.
 */
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTable, type DBCoreTransaction, type Middleware, type Table, type Transaction } from 'dexie';
import { reviewCardsOfEntry, type ReviewCardState, type ReviewLog } from '@learnlog/shared';
import type { LocalEntry } from './local-records';

/** A card on the device: `id` is `{entryId}:{cardKey}`; the entry's tags serve the paused-tag filter. */
export interface LocalReviewCard extends ReviewCardState {
  id: string;
  tags: string[];
}

const reviewCardId = (entryId: number, cardKey: string) => `${entryId}:${cardKey}`;

type CardSource = Pick<LocalEntry, 'id' | 'keyLearning' | 'questions' | 'createdAt' | 'tags'> & { _deleted?: boolean };

/** The cards an entry shows in review (retired ones left out), or none for a deleted entry. */
export function cardsForEntry(entry: CardSource | undefined, logs: readonly ReviewLog[], timeZone: string): LocalReviewCard[] {
  if (!entry || entry._deleted) return [];
  return reviewCardsOfEntry(entry, logs, timeZone)
    .filter((card) => !card.retired)
    .map((card) => ({ ...card, id: reviewCardId(entry.id, card.cardKey), tags: entry.tags }));
}

/** The version 4 upgrade: no review has been logged yet, so every card is new. */
export async function buildAllReviewCards(entries: Table, cards: Table, timeZone: string): Promise<void> {
  const all = (await entries.toArray()) as CardSource[];
  await cards.bulkPut(all.flatMap((entry) => cardsForEntry(entry, [], timeZone)));
}

const REVIEW_STORES = ['entries', 'reviewLogs', 'reviewCards'];

function coversReviewTables(trans: DBCoreTransaction): boolean {
  const names = (trans as Partial<IDBTransaction>).objectStoreNames;
  return names !== undefined && REVIEW_STORES.every((name) => names.contains(name));
}

const idsOf = (values: readonly unknown[] | undefined, field: string): number[] =>
  (values ?? []).map((value) => (value as Record<string, unknown> | undefined)?.[field]).filter((id): id is number => typeof id === 'number');

/** What a review log write replaces or deletes, read before the write (requests run in order). */
function logsBefore(down: DBCore, req: DBCoreMutateRequest): Promise<unknown[]> {
  if (req.type === 'deleteRange') return Promise.resolve([]);
  const keys = req.type === 'delete' ? req.keys : [...((req.keys as unknown[] | undefined) ?? []), ...idsOf(req.values, 'id')];
  return keys.length > 0 ? down.table('reviewLogs').getMany({ trans: req.trans, keys }) : Promise.resolve([]);
}

/** The entries whose cards a write changes; 'all' for a range delete. */
function touchedEntries(tableName: string, req: DBCoreMutateRequest, logsBeforeWrite: readonly unknown[]): Set<number> | 'all' {
  if (req.type === 'deleteRange') return 'all';
  if (tableName === 'entries') {
    return new Set(req.type === 'delete' ? (req.keys as number[]) : [...idsOf(req.values, 'id'), ...((req.keys as number[] | undefined) ?? [])]);
  }
  // A review log: the entry it belongs to now, and (for an overwrite or a delete) the one it had.
  return new Set([...idsOf(logsBeforeWrite, 'entryId'), ...(req.type === 'delete' ? [] : idsOf(req.values, 'entryId'))]);
}

/**
 * Rebuilds the cards of the touched entries, through the Dexie API of the write's own transaction:
 * one read of their entries, one of their reviews, one delete and one put, however many entries
 * a pull page brought.
 */
async function refreshCards(tx: Transaction, touched: Set<number> | 'all', timeZone: string, written?: readonly CardSource[]): Promise<void> {
  const cards = tx.table<LocalReviewCard, string>('reviewCards');
  const ids = touched === 'all' ? ((await tx.table('entries').toCollection().primaryKeys()) as number[]) : [...touched];
  if (touched === 'all') await cards.clear();
  else await cards.where('entryId').anyOf(ids).delete();
  if (ids.length === 0) return;
  const [entries, logs] = await Promise.all([
    // A put of entries already holds them: reading a pulled page back would cost as much as writing it.
    written ? Promise.resolve(written) : (tx.table('entries').bulkGet(ids) as Promise<Array<CardSource | undefined>>),
    tx.table<ReviewLog, number>('reviewLogs').where('entryId').anyOf(ids).toArray(),
  ]);
  const logsOf = new Map<number, ReviewLog[]>();
  for (const log of logs) {
    const own = logsOf.get(log.entryId);
    if (own) own.push(log);
    else logsOf.set(log.entryId, [log]);
  }
  const next = entries.flatMap((entry) => (entry ? cardsForEntry(entry, logsOf.get(entry.id) ?? [], timeZone) : []));
  if (next.length > 0) await cards.bulkPut(next);
}

export function reviewCardsMiddleware(timeZone: string): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'review-cards',
    create(down) {
      return {
        ...down,
        table(name: string): DBCoreTable {
          const table = down.table(name);
          if (name !== 'entries' && name !== 'reviewLogs') return table;
          return {
            ...table,
            mutate(req) {
              // Dexie's lower layers read the current transaction synchronously: everything
              // below is started before the first await, and the refresh goes through `tx`.
              const tx = Dexie.currentTransaction;
              if (!tx || !coversReviewTables(req.trans)) return table.mutate(req);
              const before = name === 'reviewLogs' ? logsBefore(down, req) : Promise.resolve([]);
              const written = table.mutate(req);
              return Promise.all([before, written]).then(async ([prior, result]) => {
                const values = name === 'entries' && (req.type === 'put' || req.type === 'add') ? (req.values as CardSource[]) : undefined;
                const written = values?.every((entry) => typeof entry.id === 'number') ? values : undefined;
                await refreshCards(tx, touchedEntries(name, req, prior), timeZone, written);
                return result;
              });
            },
          };
        },
      };
    },
  };
}
