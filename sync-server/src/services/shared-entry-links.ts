/**
 * Where a public entry's `[[links]]` lead for a visitor (issue 32): resolved among its author's
 * records as the device resolves them (an entry of that title first, the oldest; then a resource,
 * then a goal), kept only when the target is another public entry. A private entry, a resource or
 * a goal reads as plain text: the answer never names a record the visitor may not read.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseWikiLinks, wikiResolver, wikiTitleKey } from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { JournalEntryRow } from '../db/schema';

const oldestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id;

/** Title key → share id of each public entry `entry` links to. */
export async function publicLinkTargets(db: Queries, entry: JournalEntryRow): Promise<Record<string, string>> {
  const keys = new Set([entry.content, entry.keyLearning].flatMap((text) => (text ? parseWikiLinks(text).map((link) => wikiTitleKey(link.target)) : [])));
  if (keys.size === 0) return {};
  const { journalEntries, resources, learningGoals: goals } = db.t;
  // Titles only (and, for entries, whether and where they are public): a few small columns per record.
  const entries = await db.q
    .select({ id: journalEntries.id, title: journalEntries.title, createdAt: journalEntries.createdAt, isPublic: journalEntries.isPublic, shareId: journalEntries.shareId })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, entry.userId), isNull(journalEntries.deletedAt)));
  const resourceRows = await db.q
    .select({ id: resources.id, title: resources.title, createdAt: resources.createdAt })
    .from(resources)
    .where(and(eq(resources.userId, entry.userId), isNull(resources.deletedAt)));
  const goalRows = await db.q
    .select({ id: goals.id, title: goals.title, createdAt: goals.createdAt })
    .from(goals)
    .where(and(eq(goals.userId, entry.userId), isNull(goals.deletedAt)));
  const resolve = wikiResolver({ entries: entries.sort(oldestFirst), resources: resourceRows.sort(oldestFirst), goals: goalRows.sort(oldestFirst) });
  const byId = new Map(entries.map((row) => [row.id, row]));
  const links: Record<string, string> = {};
  for (const key of keys) {
    const target = resolve(key);
    const row = target?.kind === 'entry' ? byId.get(target.id) : undefined;
    if (row && row.id !== entry.id && row.isPublic && row.shareId) links[key] = row.shareId;
  }
  return links;
}
