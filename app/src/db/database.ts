/**
 * The device's database: the only module that imports Dexie (eslint enforces it). One database
 * per signed-in user, `learnlog-{userId}` (docs/sync-protocol.md, rule 8).
 *
 * Schema history (every version stays declared so an old database upgrades in place):
 *   1: the four synced tables, outbox and meta.
 *   2: the journal search word index (`*words`), goal tags, and `nextAttemptAt` on the outbox
 *      for backoff; the upgrade fills both in for the rows already there.
 *   3: `notices` (what sync has to tell the learner, kept until a page has shown it),
 *      `pullSeen` (the records a full re-download has brought so far) and `ownWrites` (the server
 *      version each record last got from this device's own writes).
 *   4: `reviewLogs` (the synced review log) and `reviewCards`, the device's index of every card
 *      with its schedule, kept by review-cards.ts in the transaction of each write of an entry
 *      or a review; the upgrade builds it for the entries already here.
 *   5: no `*words` index: journal search is an in-memory index (entry-search.ts,
 *      docs/decisions/016-journal-search-index.md); the upgrade drops the words.
 *   6: `*_links` on entries, the link index (link-index.ts): a few keys per entry, written with
 *      the entry itself; the upgrade fills them in for the entries already here.
 *   7: outbox rows are named mutations `{name, args}` with `*pendingKeys` (every record a
 *      mutation leaves pending); the upgrade rewrites the REST calls queued before (outbox-upgrade.ts).
 * Later synced kinds bring their own store: a registry entry's `deviceSince` names the version
 * that adds it (kindStoresSince below), so this file names no new kind.
 */
import Dexie, { type Table } from 'dexie';
import { entrySearchMiddleware } from './entry-search';
import { linkIndexMiddleware, withLinkKeys } from './link-index';
import { abortAll, openTransactionsMiddleware } from './open-transactions';
import { buildAllReviewCards, reviewCardsMiddleware, type LocalReviewCard } from './review-cards';
import { SYNCED_KINDS, SYNCED_TABLES, type KindDef, type SyncedTable } from '@learnlog/shared';
import { type LocalEntry, type LocalGoal, type LocalLearnPlan, type LocalRecord, type LocalResource, type LocalReviewLog } from './local-records';
import type { MetaRow } from './meta';
import type { OutboxMutation } from './outbox-mutation';
import { namedOutboxRow, type RestOutboxRow } from './outbox-upgrade';
import type { NoticeRow, OwnWrite, SeenRow } from './sync-rows';
import { databaseName } from './database-name';

export { databaseName };

const KINDS: readonly KindDef[] = Object.values(SYNCED_KINDS);
const KIND_VERSIONS = [...new Set(KINDS.flatMap((kind) => (kind.deviceSince === undefined ? [] : [kind.deviceSince])))].sort((a, b) => a - b);

export const DATABASE_VERSION = Math.max(7, ...KIND_VERSIONS);

/** The stores of the kinds whose registry entry says they start at `version`. */
function kindStoresSince(version: number): Record<string, string> {
  return Object.fromEntries(KINDS.filter((kind) => kind.deviceSince === version).map((kind) => [kind.deviceStore, kind.deviceIndexes]));
}

const SCHEMAS: Record<number, Record<string, string>> = {
  1: {
    entries: 'id, createdAt, updatedAt, *tags',
    resources: 'id, createdAt, updatedAt, status, *tags',
    goals: 'id, createdAt, updatedAt, status',
    learnPlans: 'id, createdAt, updatedAt, status',
    outbox: '++seq, mutationId, recordKey, state',
    meta: 'key',
  },
  2: {
    entries: 'id, createdAt, updatedAt, *tags, *words',
    resources: 'id, createdAt, updatedAt, status, *tags',
    goals: 'id, createdAt, updatedAt, status, *tags',
    learnPlans: 'id, createdAt, updatedAt, status',
    outbox: '++seq, &mutationId, recordKey, state, nextAttemptAt',
    meta: 'key',
  },
  3: {
    notices: '++id',
    pullSeen: 'key',
    ownWrites: 'key',
  },
  4: {
    reviewLogs: 'id, createdAt, updatedAt, entryId, reviewedAt',
    reviewCards: 'id, entryId, dueDay',
  },
  5: {
    entries: 'id, createdAt, updatedAt, *tags',
  },
  6: {
    entries: 'id, createdAt, updatedAt, *tags, *_links',
  },
  7: {
    outbox: '++seq, &mutationId, recordKey, state, nextAttemptAt, *pendingKeys',
  },
};

export interface DatabaseOptions {
  /** Another IndexedDB implementation (tests give each simulated device its own). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** The device clock (tests skew it); used for local timestamps and backoff only. */
  now?: () => Date;
  /** The learner's zone for the days cards are due on (the device's own by default). */
  timeZone?: string;
}

export class LearnLogDatabase extends Dexie {
  declare entries: Table<LocalEntry, number>;
  declare resources: Table<LocalResource, number>;
  declare goals: Table<LocalGoal, number>;
  declare learnPlans: Table<LocalLearnPlan, number>;
  declare outbox: Table<OutboxMutation, number>;
  declare meta: Table<MetaRow, string>;
  declare notices: Table<NoticeRow, number>;
  declare pullSeen: Table<SeenRow, string>;
  declare ownWrites: Table<OwnWrite, string>;
  declare reviewLogs: Table<LocalReviewLog, number>;
  declare reviewCards: Table<LocalReviewCard, string>;

  readonly userId: number;
  readonly now: () => Date;
  readonly timeZone: string;
  readonly options: DatabaseOptions;

  constructor(userId: number, options: DatabaseOptions = {}, upToVersion: number = DATABASE_VERSION) {
    super(databaseName(userId), dexieOptions(options));
    this.userId = userId;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? localTimeZone();
    this.options = options;
    declareVersions(this, upToVersion);
    declareKindStores(this, upToVersion);
    if (upToVersion >= 4) this.use(reviewCardsMiddleware(this.timeZone));
    if (upToVersion >= 5) this.use(entrySearchMiddleware(this));
    if (upToVersion >= 6) this.use(linkIndexMiddleware());
    this.use(openTransactionsMiddleware(this.openTransactions));
  }

  private readonly openTransactions = new Set<IDBTransaction>();

  /** Aborts every transaction in flight and closes the database (a page frozen for the back/forward cache). */
  closeAbortingTransactions(): void {
    abortAll(this.openTransactions);
    this.close();
  }
}

function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function dexieOptions(options: DatabaseOptions) {
  return options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange ?? IDBKeyRange } : {};
}

function declareVersions(db: LearnLogDatabase, upTo: number): void {
  db.version(1).stores(SCHEMAS[1] ?? {});
  if (upTo < 2) return;
  db.version(2)
    .stores(SCHEMAS[2] ?? {})
    .upgrade(async (tx) => {
      // Version 2 stored each entry's search words here; version 5 dropped them again.
      await tx.table<OutboxMutation, number>('outbox').toCollection().modify((mutation) => {
        mutation.nextAttemptAt ??= 0;
        mutation.attempts ??= 0;
      });
      await tx.table<LocalGoal, number>('goals').toCollection().modify((goal) => {
        goal.tags ??= [];
      });
    });
  if (upTo < 3) return;
  // New tables only: Dexie keeps every table a version does not mention.
  db.version(3).stores(SCHEMAS[3] ?? {});
  if (upTo < 4) return;
  db.version(4)
    .stores(SCHEMAS[4] ?? {})
    .upgrade((tx) => buildAllReviewCards(tx.table('entries'), tx.table('reviewCards'), db.timeZone));
  if (upTo < 5) return;
  db.version(5)
    .stores(SCHEMAS[5] ?? {})
    .upgrade((tx) =>
      tx.table<LocalEntry & { words?: string[] }, number>('entries').toCollection().modify((entry) => {
        delete entry.words;
      }),
    );
  if (upTo < 6) return;
  db.version(6)
    .stores(SCHEMAS[6] ?? {})
    .upgrade((tx) =>
      tx.table<LocalEntry, number>('entries').toCollection().modify((entry, ref) => {
        ref.value = withLinkKeys(entry);
      }),
    );
  if (upTo < 7) return;
  db.version(7)
    .stores(SCHEMAS[7] ?? {})
    .upgrade((tx) =>
      tx.table<RestOutboxRow | OutboxMutation, number>('outbox').toCollection().modify((row, ref) => {
        ref.value = namedOutboxRow(row);
      }),
    );
}

/** The registry's later kinds: Dexie merges these stores into the version if it is declared above too. */
function declareKindStores(db: LearnLogDatabase, upTo: number): void {
  for (const version of KIND_VERSIONS) if (version <= upTo) db.version(version).stores(kindStoresSince(version));
}

/** One synced kind's local table, typed for code that handles every kind alike. */
export type RecordTable = Table<LocalRecord, number>;

export function recordTable(db: LearnLogDatabase, table: SyncedTable): RecordTable {
  return db.table<LocalRecord, number>(SYNCED_KINDS[table].deviceStore);
}

/** The tables a write to any synced record may touch (records, outbox, meta, sync's own), for one transaction. */
export function syncTables(db: LearnLogDatabase) {
  return [...SYNCED_TABLES.map((table) => recordTable(db, table)), db.reviewCards, db.outbox, db.meta, db.pullSeen, db.ownWrites];
}

/**
 * Who is being remembered for the service worker. Reading or forgetting the learner waits for it,
 * so a sign-out right after an open cannot be overwritten by that open's late write.
 */
let remembering: Promise<unknown> = Promise.resolve();

/**
 * Opens (creating or upgrading) the signed-in user's database and remembers who is signed in. The
 * first screen waits for the open only, not the registry's write beside it. Why:
 * docs/decisions/009-first-screen-copy-and-head-script.md
 */
export async function openUserDatabase(userId: number, options: DatabaseOptions = {}): Promise<LearnLogDatabase> {
  const db = new LearnLogDatabase(userId, options);
  remembering = rememberSignedInUser(userId, options).catch((error: unknown) => console.warn('LearnLog could not remember the signed-in learner', error));
  await db.open();
  return db;
}

/** For the upgrade test only: the database as an older release declared it. */
export async function openDatabaseAtVersion(userId: number, version: number, options: DatabaseOptions = {}): Promise<LearnLogDatabase> {
  const db = new LearnLogDatabase(userId, options, version);
  await db.open();
  return db;
}

/** Signing out removes the device's copy (rule 8). Other tabs' connections are closed by Dexie. */
export async function deleteUserDatabase(userId: number, options: DatabaseOptions = {}): Promise<void> {
  const db = new LearnLogDatabase(userId, options);
  await db.delete();
  await forgetSignedInUser(options);
}

/**
 * Which user's database is this device's, for the service worker: it wakes up on a Background
 * Sync event without a page, so it reads the user id from this tiny database.
 */
class DeviceRegistry extends Dexie {
  declare session: Table<{ key: string; userId: number }, string>;
  constructor(options: DatabaseOptions) {
    super('learnlog-device', dexieOptions(options));
    this.version(1).stores({ session: 'key' });
  }
}

async function withRegistry<T>(options: DatabaseOptions, run: (registry: DeviceRegistry) => Promise<T>): Promise<T> {
  const registry = new DeviceRegistry(options);
  try {
    return await run(registry);
  } finally {
    registry.close();
  }
}

function rememberSignedInUser(userId: number, options: DatabaseOptions = {}): Promise<string> {
  return withRegistry(options, (registry) => registry.session.put({ key: 'current', userId }));
}

export async function signedInUserId(options: DatabaseOptions = {}): Promise<number | undefined> {
  await remembering;
  return withRegistry(options, async (registry) => (await registry.session.get('current'))?.userId);
}

async function forgetSignedInUser(options: DatabaseOptions = {}): Promise<void> {
  await remembering;
  return withRegistry(options, (registry) => registry.session.delete('current'));
}
