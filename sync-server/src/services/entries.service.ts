/** Journal entries: create (daily limit), update (docs/sync-protocol.md, rule 5), delete (tombstone), publish. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  SYNCED_KINDS,
  entryPatch,
  entryVisibility,
  newEntryFields,
  type JournalEntry,
  type MutatorContext,
  type createJournalEntryInputSchema,
  type updateJournalEntryInputSchema,
} from '@learnlog/shared';
import type { Queries } from '../db/database';
import type { JournalEntryRow, UserRow } from '../db/schema';
import { HttpError, isHttpError } from '../lib/http-error';
import { consumeDailyAllowance } from './daily-limits.service';
import { deleteUnusedPhotos, photoRefsFor, withPhotoData, type PhotoData } from './photos.service';
import { unlinkEverywhere } from './synced-record-links.service';
import {
  findLiveRow,
  insertRow,
  listLiveRows,
  newRowBase,
  stripServerColumns,
  tombstoneRecord,
  updateRecord,
  writeRow,
  type SyncedKind,
} from './synced-record.service';
import { merged } from '../lib/merged';

export type CreateEntryInput = z.output<typeof createJournalEntryInputSchema>;
export type UpdateEntryInput = z.output<typeof updateJournalEntryInputSchema>;

export const toWireEntry = (row: JournalEntryRow): JournalEntry => stripServerColumns(row);

const entryKind: SyncedKind<'journalEntries', JournalEntry> = {
  table: 'journalEntries',
  textFields: SYNCED_KINDS.journal_entries.textFields,
  toWire: toWireEntry,
  // A deleted entry keeps no text, photos or public address: only the tombstone remains.
  tombstoneClears: { content: '', keyLearning: null, questions: null, photos: [], isPublic: false, shareId: null },
};

/** 128 random bits, URL-safe: a shared entry's address must not be guessable. */
export const newShareId = (): string => randomBytes(16).toString('base64url');

export async function listEntries(db: Queries, userId: number): Promise<JournalEntry[]> {
  return (await listLiveRows(db, 'journalEntries', userId)).map(toWireEntry);
}

/** The shared mutators' context on the server: its clock, and the share addresses it makes. */
const serverContext = (now: Date): MutatorContext => ({ now, newShareId });

/**
 * Entries' rows and answers carry photo references (photos.service.ts). `photos`: the photos the
 * caller stored ahead of this transaction (storePhotos); any photo sent but not stored ahead is
 * stored here.
 */
export interface EntryWriteOptions {
  photos?: PhotoData;
}

/**
 * `countsTowardDailyLimit: false`: an imported entry, written long ago, is not today's writing.
 * `shareId`: an imported entry's own share address, which the caller found free on this server.
 */
export async function createEntry(
  tx: Queries,
  user: UserRow,
  input: CreateEntryInput,
  now: Date,
  { countsTowardDailyLimit = true, photos: stored, shareId }: EntryWriteOptions & { countsTowardDailyLimit?: boolean; shareId?: string | null } = {},
): Promise<JournalEntry> {
  const base = await newRowBase(tx, 'journalEntries', user.id, input, now);
  if (countsTowardDailyLimit) await consumeDailyAllowance(tx, user, 'journalEntries', now);
  const photos = await photoRefsFor(tx, user.id, input.photos ?? [], now, stored);
  const fields = newEntryFields(merged(input, { photos }), serverContext(now));
  return toWireEntry(await insertRow(tx, 'journalEntries', shareId ? merged(base, fields, { shareId }) : merged(base, fields)));
}

export async function updateEntry(tx: Queries, user: UserRow, id: number, input: UpdateEntryInput, now: Date, { photos: stored }: EntryWriteOptions = {}): Promise<JournalEntry> {
  const photos = input.photos === undefined ? undefined : await photoRefsFor(tx, user.id, input.photos, now, stored);
  let dropped: string[] = [];
  try {
    const entry = await updateRecord(tx, entryKind, user.id, id, { ...input, photos }, now, (current, changes) => {
      if (photos) dropped = current.photos.filter((photo) => !photos.includes(photo));
      return entryPatch(current, changes, serverContext(now));
    });
    await deleteUnusedPhotos(tx, user.id, dropped);
    return entry;
  } catch (error) {
    throw await withCurrentPhotos(tx, user.id, error);
  }
}

/** A 409 carries the entry as stored, for the device's conflict copy: with its photos' data. */
async function withCurrentPhotos(tx: Queries, userId: number, error: unknown): Promise<unknown> {
  const current = isHttpError(error) ? (error.extras.current as JournalEntry | undefined) : undefined;
  if (!isHttpError(error) || !current) return error;
  const [resolved] = await withPhotoData(tx, userId, [current]);
  return new HttpError(error.status, error.message, { ...error.extras, current: resolved });
}

export async function deleteEntry(tx: Queries, user: UserRow, id: number, now: Date): Promise<void> {
  const deleted = await tombstoneRecord(tx, entryKind, user.id, id, now);
  if (!deleted) return;
  await unlinkEverywhere(tx, user.id, 'journal_entries', id, now);
  await deleteUnusedPhotos(tx, user.id, deleted.photos);
}

/** Publishes or unpublishes; the shareId made on first publish is kept, so old links work again. */
export async function setEntryPublic(tx: Queries, user: UserRow, id: number, isPublic: boolean, now: Date): Promise<JournalEntry> {
  const current = await findLiveRow(tx, 'journalEntries', user.id, id);
  return toWireEntry(await writeRow(tx, 'journalEntries', user.id, id, entryVisibility(current, isPublic, serverContext(now)), now));
}
