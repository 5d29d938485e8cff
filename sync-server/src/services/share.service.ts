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
import { first, type Queries } from '../db/database';
import type { JournalEntryRow } from '../db/schema';
import { withPhotoData } from './photos.service';
import { publicLinkTargets } from './shared-entry-links';

/** Public, not deleted: the only entries a visitor may read. */
const visible = (db: Queries) => and(eq(db.t.journalEntries.isPublic, true), isNull(db.t.journalEntries.deletedAt));

/** The page of `username`, or undefined when there is no such learner or their page is off. */
export async function findSharePage(db: Queries, username: string): Promise<SharePage | undefined> {
  const { users, journalEntries } = db.t;
  const user = first(await db.q.select().from(users).where(eq(users.username, username.trim().toLowerCase())));
  if (!user || !user.sharePageEnabled) return undefined;
  const entries = await db.q
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, user.id), visible(db)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
  return sharePageSchema.parse({ user, entries: await withPhotoData(db, user.id, entries) });
}

async function findPublicEntry(db: Queries, shareId: string): Promise<JournalEntryRow | undefined> {
  const { journalEntries } = db.t;
  return first(await db.q.select().from(journalEntries).where(and(eq(journalEntries.shareId, shareId), visible(db))));
}

/**
 * A public entry by its share link. It does not depend on the share page switch: publishing one
 * entry and sending its link works on its own.
 */
export async function findSharedEntry(db: Queries, shareId: string): Promise<SharedEntry | undefined> {
  const entry = await findPublicEntry(db, shareId);
  if (!entry) return undefined;
  const { users } = db.t;
  const author = first(await db.q.select().from(users).where(eq(users.id, entry.userId)));
  if (!author) return undefined;
  const [withPhotos] = await withPhotoData(db, entry.userId, [entry]);
  return sharedEntrySchema.parse({ ...withPhotos, author, links: await publicLinkTargets(db, entry) });
}

/**
 * The resources a public entry links to, in the entry's order. Linking a resource to an entry the
 * learner published makes its title, type, address and description part of that entry; notes,
 * tags and progress stay private (publicResourceSchema).
 */
export async function findSharedEntryResources(db: Queries, shareId: string): Promise<PublicResource[] | undefined> {
  const entry = await findPublicEntry(db, shareId);
  if (!entry) return undefined;
  if (entry.linkedResources.length === 0) return [];
  const { resources } = db.t;
  const rows = await db.q
    .select()
    .from(resources)
    .where(and(eq(resources.userId, entry.userId), inArray(resources.id, entry.linkedResources), isNull(resources.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entry.linkedResources.flatMap((id) => {
    const row = byId.get(id);
    return row ? [publicResourceSchema.parse(row)] : [];
  });
}
