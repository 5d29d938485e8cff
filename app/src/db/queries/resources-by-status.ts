/** Resources by the `status` index: the ones in progress, the ones completed lately. */
import type { LearnLogDatabase } from '../database';
import type { LocalResource } from '../local-records';

/** The `limit` visible resources in progress touched most lately. */
export async function inProgressResources(db: LearnLogDatabase, limit: number): Promise<LocalResource[]> {
  const rows = await db.resources
    .where('status')
    .equals('in-progress')
    .filter((resource) => !resource._deleted)
    .toArray();
  rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  return rows.slice(0, limit);
}

/** The visible resources completed at or after `since` (an ISO time). */
export function resourcesCompletedSince(db: LearnLogDatabase, since: string): Promise<LocalResource[]> {
  return db.resources
    .where('status')
    .equals('completed')
    .filter((r) => !r._deleted && r.completedAt !== null && r.completedAt >= since)
    .toArray();
}

/** Every resource on the device, deletes queued or not (the insights keep what they count). */
export function allResources(db: LearnLogDatabase): Promise<LocalResource[]> {
  return db.resources.toArray();
}
