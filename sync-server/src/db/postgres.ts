/**
 * PostgreSQL through node-postgres (`DATABASE_URL`), pooled, for several server processes on one
 * database. Writes run at READ COMMITTED and take the locks that keep them apart (a learner's
 * writes one at a time, registration, migrations: advisory locks, so every node sees them); pulls
 * read one REPEATABLE READ snapshot. A deadlock or serialization failure runs the transaction
 * again. A lost database makes queries fail (answered 503) until the pool reconnects by itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Executor, Queries, Tables } from './database';
import { LOCKS } from './database';
import { isRetryableConflict } from './errors';
import * as pgSchema from './pg/schema';

export interface PostgresOptions {
  url: string;
  migrationsFolder: string;
  /** Connections this process may open (default 10). */
  poolSize?: number;
  /** Runs once the migrations are applied, under the same lock (seeds). */
  afterMigrate?: (db: Database) => Promise<void>;
  onError?: (error: Error) => void;
}

const ATTEMPTS = 5;
const tables = pgSchema.tables as unknown as Tables;

/** The address without its password, for logs. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}

/** What every view shares. */
const common = {
  kind: 'postgres' as const,
  t: tables,
  jsonListHas: (column: Parameters<Queries['jsonListHas']>[0], id: number | string) => sql`${column} @> ${JSON.stringify([id])}::jsonb`,
  greatest: (a: Parameters<Queries['greatest']>[0], b: number) => sql`greatest(${a}, ${b})`,
  rowsAffected: (result: unknown) => (result as { rowCount?: number | null }).rowCount ?? 0,
};

const rowsOn =
  (q: Executor) =>
  async <T>(query: SQL): Promise<T[]> =>
    ((await (q as unknown as { execute: (query: SQL) => Promise<{ rows: T[] }> }).execute(query)).rows);

/** A transaction's view: queries on its own pooled connection. */
function transactionQueries(client: pg.PoolClient, q: Executor): Queries {
  return {
    ...common,
    q,
    rows: rowsOn(q),
    inTransaction: true,
    lock: async (kind, id) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [kind, id]);
    },
    // The learner's lock first: their versions are then handed out in the order their writes
    // commit, so a pull never passes a version still to commit (db/versions.ts).
    nextVersion: async (userId) => {
      const { rows } = await client.query<{ v: string }>("SELECT pg_advisory_xact_lock($1, $2), nextval('sync_version') AS v", [LOCKS.learner, userId]);
      return Number(rows[0]?.v);
    },
    nextVersions: async (userId, count) => {
      if (count <= 0) return [];
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS.learner, userId]);
      const { rows } = await client.query<{ v: string }>("SELECT nextval('sync_version') AS v FROM generate_series(1, $1)", [count]);
      return rows.map((row) => Number(row.v)).sort((a, b) => a - b);
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    // Two at least: the migration lock holds one while the seeds write through another.
    max: Math.max(2, options.poolSize ?? 10),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server closed (restart, failover) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on('error', (error) => options.onError?.(error));

  const q = drizzle(pool, { schema: pgSchema }) as unknown as Executor;
  // One drizzle view per pooled connection, so statements prepared on it are reused (prepared.ts).
  const views = new WeakMap<pg.PoolClient, Queries>();
  const viewOf = (client: pg.PoolClient): Queries => {
    let view = views.get(client);
    if (!view) {
      view = transactionQueries(client, drizzle(client, { schema: pgSchema }) as unknown as Executor);
      views.set(client, view);
    }
    return view;
  };

  const database: Database = {
    ...common,
    q,
    rows: rowsOn(q),
    inTransaction: false,
    location: describe(options.url),
    lock: async () => {
      throw new Error('lock() needs a transaction');
    },
    nextVersion: async () => {
      throw new Error('nextVersion() needs a transaction');
    },
    nextVersions: async () => {
      throw new Error('nextVersions() needs a transaction');
    },
    async transaction(work, txOptions = {}) {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query(txOptions.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
          const result = await work(viewOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          if (attempt < ATTEMPTS && !broken && isRetryableConflict(error)) {
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
            continue;
          }
          throw error;
        } finally {
          // A connection that failed to roll back is closed, not handed to the next request.
          client.release(broken);
        }
      }
    },
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };

  await migrateWithLock(pool, database, options);
  return database;
}

/**
 * Applies pending migrations (and then the seeds) while holding a session advisory lock, so
 * nodes starting together take turns: the first migrates, the others find nothing left to do.
 */
async function migrateWithLock(pool: pg.Pool, database: Database, options: PostgresOptions): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, 0)', [LOCKS.migrations]);
    try {
      await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder });
      await options.afterMigrate?.(database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, 0)', [LOCKS.migrations]);
    }
  } finally {
    client.release();
  }
}
