/**
 * What the reading view shows of one entry, from the device (so it opens offline): the entry,
 * the titles of the resources and goals it links to, and its neighbours in time for ← and →.
 */
import type { LearnLogDatabase } from '../database';
import type { LocalEntry } from '../local-records';

export interface EntryLink {
  id: number;
  title: string;
}

export interface EntryReading {
  entry: LocalEntry;
  resources: EntryLink[];
  goals: EntryLink[];
  /** The entry written just before this one, and just after (null at either end). */
  previous: EntryLink | null;
  next: EntryLink | null;
}

const visible = <T extends { _deleted?: boolean }>(row: T | undefined): row is T => row !== undefined && !row._deleted;
const asLink = (row: { id: number; title: string } | undefined): EntryLink | null => (row ? { id: row.id, title: row.title } : null);

/** null when the learner has no such entry (never had it, or deleted it). */
export async function readEntry(db: LearnLogDatabase, id: number): Promise<EntryReading | null> {
  const entry = await db.entries.get(id);
  if (!visible(entry)) return null;
  const [resources, goals, previous, next] = await Promise.all([
    db.resources.bulkGet(entry.linkedResources),
    db.goals.bulkGet(entry.linkedGoals),
    db.entries.where('createdAt').below(entry.createdAt).reverse().filter((row) => !row._deleted).first(),
    db.entries.where('createdAt').above(entry.createdAt).filter((row) => !row._deleted).first(),
  ]);
  return {
    entry,
    // A link to a record deleted since is simply not shown.
    resources: resources.filter(visible).map((r) => ({ id: r.id, title: r.title })),
    goals: goals.filter(visible).map((g) => ({ id: g.id, title: g.title })),
    previous: asLink(previous),
    next: asLink(next),
  };
}
