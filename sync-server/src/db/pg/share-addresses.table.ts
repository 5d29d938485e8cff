/** Retired share addresses on PostgreSQL: the same table as db/tables/share-addresses.table.ts. */
import { pgTable, text } from 'drizzle-orm/pg-core';

export const retiredShareIds = pgTable('retired_share_ids', {
  shareId: text('shareId').primaryKey(),
});
