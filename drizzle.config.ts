import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to the schema; the server
// applies pending migrations at start-up (sync-server/src/db/client.ts).
export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/src/db/migration-schema.ts',
  out: './sync-server/migrations',
  strict: true,
  verbose: true,
});
