/** Resources: create (daily limit), edit and delete; the shared mutators derive the rest. */
import type { z } from 'zod';
import {
  SYNCED_KINDS,
  newResourceFields,
  resourcePatch,
  type Resource,
  type createResourceInputSchema,
  type updateResourceInputSchema,
} from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { ResourceRow, UserRow } from '../db/schema';
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
import { merged } from '../lib/merged';

export type CreateResourceInput = z.output<typeof createResourceInputSchema>;
export type UpdateResourceInput = z.output<typeof updateResourceInputSchema>;

export function toWireResource(row: ResourceRow): Resource {
  // Resources have no public address of their own; the column is kept for the stored model only.
  const { shareId: _shareId, ...wire } = stripServerColumns(row);
  return wire;
}

const resourceKind: SyncedKind<'resources', Resource> = {
  table: 'resources',
  textFields: SYNCED_KINDS.resources.textFields,
  toWire: toWireResource,
};

export async function listResources(db: Queries, userId: number): Promise<Resource[]> {
  return (await listLiveRows(db, 'resources', userId)).map(toWireResource);
}

/** `countsTowardDailyLimit: false`: an imported resource is not today's adding. */
export async function createResource(tx: Queries, user: UserRow, input: CreateResourceInput, now: Date, { countsTowardDailyLimit = true } = {}): Promise<Resource> {
  const base = await newRowBase(tx, 'resources', user.id, input, now);
  if (countsTowardDailyLimit) await consumeDailyAllowance(tx, user, 'resources', now);
  return toWireResource(await insertRow(tx, 'resources', merged(base, newResourceFields(input, { now }), { shareId: null })));
}

export async function updateResource(tx: Queries, user: UserRow, id: number, input: UpdateResourceInput, now: Date): Promise<Resource> {
  return updateRecord(tx, resourceKind, user.id, id, input, now, (current, changes) => resourcePatch(current, changes, { now }));
}

export async function deleteResource(tx: Queries, user: UserRow, id: number, now: Date): Promise<void> {
  if (await tombstoneRecord(tx, resourceKind, user.id, id, now)) await unlinkEverywhere(tx, user.id, 'resources', id, now);
}
