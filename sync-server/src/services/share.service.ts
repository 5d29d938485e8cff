/**
 * The public reads: a learner's share page and single shared entries. Every answer is parsed by
 * the shared public schemas, which drop any field they do not name, so a column added to the
 * tables later can never leak through here by accident.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  publicResourceSchema,
  sharePageSchema,
  sharedEntrySchema,
  type PublicResource,
  type SharePage,
  type SharedEntry,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { journalEntries, resources, users, type JournalEntryRow } from '../db/schema';

/** Public, not deleted: the only entries a visitor may read. */
const visible = and(eq(journalEntries.isPublic, true), isNull(journalEntries.deletedAt));

/** The page of `username`, or undefined when there is no such learner or their page is off. */
export function findSharePage(db: DbExecutor, username: string): SharePage | undefined {
  const user = db.select().from(users).where(eq(users.username, username.trim().toLowerCase())).get();
  if (!user || !user.sharePageEnabled) return undefined;
  const entries = db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, user.id), visible))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .all();
  return sharePageSchema.parse({ user, entries });
}

function findPublicEntry(db: DbExecutor, shareId: string): JournalEntryRow | undefined {
  return db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.shareId, shareId), visible))
    .get();
}

/**
 * A public entry by its share link. It does not depend on the share page switch: publishing one
 * entry and sending its link works on its own.
 */
export function findSharedEntry(db: DbExecutor, shareId: string): SharedEntry | undefined {
  const entry = findPublicEntry(db, shareId);
  if (!entry) return undefined;
  const author = db.select().from(users).where(eq(users.id, entry.userId)).get();
  if (!author) return undefined;
  return sharedEntrySchema.parse({ ...entry, author });
}

/**
 * The resources a public entry links to, in the entry's order. Linking a resource to an entry the
 * learner published makes its title, type, address and description part of that entry; notes,
 * tags and progress stay private (publicResourceSchema).
 */
export function findSharedEntryResources(db: DbExecutor, shareId: string): PublicResource[] | undefined {
  const entry = findPublicEntry(db, shareId);
  if (!entry) return undefined;
  if (entry.linkedResources.length === 0) return [];
  const rows = db
    .select()
    .from(resources)
    .where(and(eq(resources.userId, entry.userId), inArray(resources.id, entry.linkedResources), isNull(resources.deletedAt)))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entry.linkedResources.flatMap((id) => {
    const row = byId.get(id);
    return row ? [publicResourceSchema.parse(row)] : [];
  });
}
