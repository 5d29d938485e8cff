/** Resources: create (daily limit), edit and delete; the shared mutators derive the rest. */
import type { z } from 'zod';
import {
  RESOURCE_TEXT_FIELDS,
  newResourceFields,
  resourcePatch,
  type Resource,
  type createResourceInputSchema,
  type updateResourceInputSchema,
} from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { resources, type ResourceRow, type UserRow } from '../db/schema';
import { consumeDailyAllowance } from './daily-limits.service';
import { unlinkEverywhere } from './synced-record-links.service';
import {
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

export function listResources(db: DbExecutor, userId: number): Resource[] {
  return listLiveRows(db, resources, userId).map(toWireResource);
}

/** `countsTowardDailyLimit: false`: an imported resource is not today's adding. */
export function createResource(tx: DbExecutor, user: UserRow, input: CreateResourceInput, now: Date, { countsTowardDailyLimit = true } = {}): Resource {
  const base = newRowBase(tx, resources, user.id, input, now);
  if (countsTowardDailyLimit) consumeDailyAllowance(tx, user, 'resources', now);
  return toWireResource(insertRow(tx, resources, { ...base, ...newResourceFields(input, { now }), shareId: null }));
}

export function updateResource(tx: DbExecutor, user: UserRow, id: number, input: UpdateResourceInput, now: Date): Resource {
  return updateRecord(tx, resourceKind, user.id, id, input, now, (current, changes) => resourcePatch(current, changes, { now }));
}

export function deleteResource(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  if (tombstoneRecord(tx, resourceKind, user.id, id, now)) unlinkEverywhere(tx, user.id, 'resource', id, now);
}
