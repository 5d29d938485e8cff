/** Every table of the server, built in one dialect (db/schema.ts: SQLite, db/pg/schema.ts: PostgreSQL). */
import { accountsTables } from './accounts.table';
import type { Dialect } from './dialect';
import { onlineTables } from './online.table';
import { photosTables } from './photos.table';
import { remindersTables } from './reminders.table';
import { shareAddressesTables } from './share-addresses.table';
import { syncInfraTables } from './sync-infra.table';
import { syncedTables } from './synced.table';
import { trustTables } from './trust.table';

export function defineTables(c: Dialect) {
  const accounts = accountsTables(c);
  const online = onlineTables(c, accounts.users);
  return {
    ...accounts,
    ...syncedTables(c, accounts.users),
    ...online,
    ...syncInfraTables(c, accounts.users),
    ...trustTables(c, accounts.users, online.premiumTemplates),
    ...photosTables(c, accounts.users),
    ...remindersTables(c, accounts.users),
    ...shareAddressesTables(c),
  };
}
