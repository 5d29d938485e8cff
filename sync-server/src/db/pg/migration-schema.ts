/** What drizzle-kit reads for PostgreSQL (drizzle.pg.config.ts): every table and the change counter, as migration-schema.ts. */
import { syncVersion, tables } from './schema';

module.exports = { ...tables, syncVersion };
