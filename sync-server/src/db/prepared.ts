/**
 * Prepared statements for the hot paths, made once per connection view. Without them drizzle
 * rebuilds each query's SQL and SQLite recompiles it on every call. Why: docs/decisions/017-server-write-path.md. On PostgreSQL the
 * statement is named, so each pooled connection parses it once.
 *
 * On SQLite a transaction's view is the database's own (one connection), so the cache hits
 * inside transactions too; on PostgreSQL each pooled connection has its view (postgres.ts).
 */
import type { Queries } from './database';

const cache = new WeakMap<object, Map<string, unknown>>();

interface Preparable<P> {
  prepare(): P;
}

/** The statement named `name` on `db`, built by `build` the first time: `(await statement.execute(values))`. */
export function prepared<P>(db: Queries, name: string, build: () => Preparable<P>): P {
  let statements = cache.get(db.q);
  if (!statements) {
    statements = new Map();
    cache.set(db.q, statements);
  }
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) {
    const builder = build();
    // pg-core's prepare takes the statement's name; sqlite-core's takes none.
    statement = db.kind === 'postgres' ? (builder.prepare as unknown as (name: string) => P).call(builder, name) : builder.prepare();
    statements.set(name, statement);
  }
  return statement;
}
