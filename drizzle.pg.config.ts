import { defineConfig } from 'drizzle-kit';

// The PostgreSQL twin of drizzle.config.ts: `npm run db:generate` writes a migration for each
// dialect after a schema change; a server with DATABASE_URL applies these at start-up
// (sync-server/src/db/postgres.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/pg/migration-schema.ts',
  out: './sync-server/migrations-pg',
  strict: true,
  verbose: true,
});
