/** Creating, editing and deleting resources on the device; each change is queued for the server. */
import type { CreateResourceInput, UpdateResourceInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalResource } from '../../../db/local-records';
import { createRecord, deleteRecord, updateRecord } from '../../../sync/record-writes';

export async function createResource(db: LearnLogDatabase, input: CreateResourceInput): Promise<LocalResource> {
  return (await createRecord(db, 'resources', input)) as LocalResource;
}

/** `openedAs`: the record as the edit form first showed it (the conflict base of its text). */
export async function updateResource(db: LearnLogDatabase, id: number, input: UpdateResourceInput, openedAs?: LocalResource): Promise<LocalResource> {
  return (await updateRecord(db, 'resources', id, input, openedAs)) as LocalResource;
}

export function deleteResource(db: LearnLogDatabase, id: number): Promise<void> {
  return deleteRecord(db, 'resources', id);
}
