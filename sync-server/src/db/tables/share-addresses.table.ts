/**
 * Share addresses an entry gave up (deleted, or its learner's account closed): kept so that no
 * other entry, of any learner, is ever given one, and an old public link never shows someone
 * else's writing. Filled by triggers on journal_entries (migrations 0007 / pg 0006), whatever the path.
 */
import type { Dialect } from './dialect';

export function shareAddressesTables(c: Dialect) {
  const retiredShareIds = c.table('retired_share_ids', {
    shareId: c.text('shareId').primaryKey(),
  });
  return { retiredShareIds };
}
