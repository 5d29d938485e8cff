/**
 * Unsaved form text kept on the device (decisions: nothing a learner writes is lost, not even a
 * typed draft). Drafts live in the learner's own device database, in its key/value table under
 * `draft:{form}` keys, so they survive a closed tab, a crash or a reload, hold photos (IndexedDB
 * has the room localStorage lacks) and go with the rest of the learner's data on sign-out.
 */
import type { LearnLogDatabase } from './database';

export interface StoredDraft<T> {
  values: T;
  /** ISO time of the last keystroke saved. */
  savedAt: string;
  /** The record as the form first showed it (an edit): the base its changes are made on. */
  base?: unknown;
}

const rowKey = (form: string) => `draft:${form}`;

function isStoredDraft(value: unknown): value is StoredDraft<unknown> {
  return typeof value === 'object' && value !== null && 'values' in value && typeof (value as { savedAt?: unknown }).savedAt === 'string';
}

export async function readDraft<T>(db: LearnLogDatabase, form: string): Promise<StoredDraft<T> | undefined> {
  const row = await db.meta.get(rowKey(form));
  // The values were written by this form; anything else under the key is not a draft.
  return row && isStoredDraft(row.value) ? (row.value as StoredDraft<T>) : undefined;
}

export async function saveDraft<T>(db: LearnLogDatabase, form: string, draft: StoredDraft<T>): Promise<void> {
  await db.meta.put({ key: rowKey(form), value: draft });
}

export async function discardDraft(db: LearnLogDatabase, form: string): Promise<void> {
  await db.meta.delete(rowKey(form));
}
