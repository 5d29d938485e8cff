/**
 * The database every service receives, whichever engine holds the data. The dialect is chosen
 * here in db/ (client.ts: SQLite by default, PostgreSQL when DATABASE_URL is set); services
 * write one set of queries against `Queries`:
 *
 *   export async function findThing(db: Queries, userId: number, id: number) {
 *     const { things } = db.t;
 *     return first(await db.q.select().from(things).where(and(eq(things.userId, userId), eq(things.id, id))));
 *   }
 *
 *   await db.transaction(async (tx) => {           // one transaction, on either engine
 *     await tx.lock(LOCKS.learner, user.id);       // PostgreSQL: serialises with other nodes
 *     await createThing(tx, ...);
 *   });
 *
 * Rules the two engines need (lint bans the first in services):
 * - Queries are awaited (`await db.q.select()...`), never `.get()`, `.all()` or `.run()`: those
 *   exist only on SQLite's synchronous driver.
 * - Every write runs in `transaction`, even a single statement. On SQLite, transactions take
 *   turns on the one connection; a lone write outside one could land inside another request's
 *   open transaction and be rolled back with it.
 * - A transaction awaits nothing but its own queries (no hashing, mail or HTTP inside): on
 *   PostgreSQL it holds a pooled connection and its locks until it ends.
 */
import type { SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { tables } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The tables, typed once (as declared for SQLite); on PostgreSQL their pg-core twins. */
export type Tables = typeof tables;

/**
 * The query builder services use. Typed as drizzle's asynchronous SQLite builder, whose API the
 * PostgreSQL builder shares for everything used here (select, insert … onConflict … returning,
 * update, delete, prepare/execute, sql``); the awaited results are the same rows on both.
 */
export type Executor = BaseSQLiteDatabase<'async', unknown, Tables>;

/** Keys for `lock`: a class (what is locked) and an id within it. */
export const LOCKS = {
  /** One learner's writes: their versions, idempotency keys, ids and daily counts. */
  learner: 0x4c4c0001,
  /** Registration: "the first account is an admin" and unique usernames. */
  registration: 0x4c4c0002,
  /** Applying migrations and seeds at start. */
  migrations: 0x4c4c0003,
  /** The daily prune. */
  maintenance: 0x4c4c0004,
} as const;

/** One view of the database: the database itself (autocommit) or one transaction. */
export interface Queries {
  readonly kind: DatabaseKind;
  readonly q: Executor;
  readonly t: Tables;
  readonly inTransaction: boolean;
  /**
   * Waits until no other transaction, on any node, holds this key; held until this transaction
   * ends. SQLite runs one write transaction at a time anyway, so there it returns at once.
   */
  lock(kind: number, id: number): Promise<void>;
  /**
   * The next value of the server-wide change counter for a write of `userId`'s synced rows (in a
   * transaction: the counter and the row commit or roll back together). See db/versions.ts.
   */
  nextVersion(userId: number): Promise<number>;
  /** `count` values of that counter at once, ascending (a batch of rows written together, an import's). */
  nextVersions(userId: number, count: number): Promise<number[]>;
  /** SQL that is true when the JSON list in `column` holds `value` (an id, or a text such as a photo reference). */
  jsonListHas(column: AnySQLiteColumn, value: number | string): SQL;
  /** SQL for the larger of two numbers. */
  greatest(a: SQL | AnySQLiteColumn, b: number): SQL;
  /** Rows a write changed, from an awaited insert/update/delete without `returning`. */
  rowsAffected(result: unknown): number;
  /** The rows of a plain SQL query (`sql\`...\``), as the driver returns them. */
  rows<T>(query: SQL): Promise<T[]>;
}

interface TransactionOptions {
  /** A read-only transaction on one snapshot (pulls): PostgreSQL REPEATABLE READ READ ONLY. */
  readOnly?: boolean;
}

export interface Database extends Queries {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * On PostgreSQL a deadlock or serialization failure runs it again (a few times) from the start.
   */
  transaction<T>(work: (tx: Queries) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Whether the database answers now (for /api/health). */
  ping(): Promise<boolean>;
  /** Where the data is, for logs: the SQLite file or the PostgreSQL host and database (no password). */
  readonly location: string;
  close(): Promise<void>;
}

/** The first row of an awaited select or `returning()`, or undefined. */
export const first = <T>(rows: readonly T[]): T | undefined => rows[0];
