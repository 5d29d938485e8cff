/**
 * Prepared statements for the hot paths, made once per database object. Without them drizzle
 * rebuilds each query's SQL and better-sqlite3 recompiles it on every call, about 0.1 ms per
 * query on the wide synced rows: most of a write's cost (scripts/bench/server-bench.ts).
 *
 * A statement prepared on the database may run inside a transaction opened on it:
 * better-sqlite3 has one connection, so it joins the transaction. That is why
 * `runIdempotent` hands the database itself to the write, and the cache hits.
 */
import type { DbExecutor } from './client';

const cache = new WeakMap<DbExecutor, Map<string, unknown>>();

/** The statement named `name` on `db`, built by `build` the first time. */
export function prepared<T>(db: DbExecutor, name: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
