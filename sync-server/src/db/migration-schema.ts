/**
 * What drizzle-kit reads (drizzle.config.ts): it finds tables among a module's own exports, so this
 * module's exports are every table defineTables builds, and a new table needs no name listed.
 */
import { tables } from './schema';

module.exports = tables;
