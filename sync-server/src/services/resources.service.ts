/** Resources: create (daily limit), `category` from the type, `completedAt` from the status. */
import type { z } from 'zod';
import {
  RESOURCE_TEXT_FIELDS,
  resourceGroup,
  type Resource,
  type createResourceInputSchema,
  type updateResourceInputSchema,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { resources, type ResourceRow, type UserRow } from '../db/schema';
import { consumeDailyAllowance } from './daily-limits.service';
import { unlinkEverywhere } from './synced-record-links.service';
import {
  completedAtFor,
  insertRow,
  listLiveRows,
  newRowBase,
  stripServerColumns,
  tombstoneRecord,
  updateRecord,
  type SyncedKind,
} from './synced-record.service';

export type CreateResourceInput = z.output<typeof createResourceInputSchema>;
export type UpdateResourceInput = z.output<typeof updateResourceInputSchema>;

export function toWireResource(row: ResourceRow): Resource {
  // Resources have no public address of their own; the column is kept for the stored model only.
  const { shareId: _shareId, ...wire } = stripServerColumns(row);
  return wire;
}

export const resourceKind: SyncedKind<typeof resources, Resource> = {
  table: resources,
  textFields: RESOURCE_TEXT_FIELDS,
  toWire: toWireResource,
};

/** An emptied URL field is stored as null, so "has a link?" has one answer. */
const urlOrNull = (url: string | null | undefined) => (url === undefined ? undefined : url || null);

export function listResources(db: DbExecutor, userId: number): Resource[] {
  return listLiveRows(db, resources, userId).map(toWireResource);
}

export function createResource(tx: DbExecutor, user: UserRow, input: CreateResourceInput, now: Date): Resource {
  const base = newRowBase(tx, resources, user.id, input, now);
  consumeDailyAllowance(tx, user, 'resources', now);
  const status = input.status ?? 'to-learn';
  const row = insertRow(tx, resources, {
    ...base,
    title: input.title,
    type: input.type,
    url: urlOrNull(input.url) ?? null,
    description: input.description ?? null,
    status,
    progress: input.progress ?? 0,
    isPublic: input.isPublic ?? false,
    tags: input.tags ?? [],
    notes: input.notes ?? null,
    category: resourceGroup(input.type),
    completedAt: completedAtFor(null, status, now) ?? null,
    shareId: null,
  });
  return toWireResource(row);
}

export function updateResource(tx: DbExecutor, user: UserRow, id: number, input: UpdateResourceInput, now: Date): Resource {
  const { url, ...rest } = input;
  const sent = url === undefined ? rest : { ...rest, url: urlOrNull(url) };
  return updateRecord(tx, resourceKind, user.id, id, sent, now, (current, changes) => {
    const derived: Partial<ResourceRow> = {};
    if (changes.type !== undefined) derived.category = resourceGroup(changes.type);
    const completedAt = completedAtFor(current, changes.status, now);
    if (completedAt !== undefined) derived.completedAt = completedAt;
    return derived;
  });
}

export function deleteResource(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  if (tombstoneRecord(tx, resourceKind, user.id, id, now)) unlinkEverywhere(tx, user.id, 'resource', id, now);
}
