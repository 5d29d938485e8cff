/**
 * Share addresses an entry gave up (deleted, or its learner's account closed): kept so that no
 * other entry, of any learner, is ever given one, and an old public link never shows someone
 * else's writing. Filled by triggers on journal_entries (migration 0007), whatever the path.
 */
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const retiredShareIds = sqliteTable('retired_share_ids', {
  shareId: text('shareId').primaryKey(),
});
