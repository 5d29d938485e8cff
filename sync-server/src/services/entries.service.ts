/** Journal entries: create (daily limit), update (docs/sync-protocol.md, rule 5), delete (tombstone), publish. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ENTRY_TEXT_FIELDS,
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
import { consumeDailyAllowance } from './daily-limits.service';
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

export type CreateEntryInput = z.output<typeof createJournalEntryInputSchema>;
export type UpdateEntryInput = z.output<typeof updateJournalEntryInputSchema>;

export const toWireEntry = (row: JournalEntryRow): JournalEntry => stripServerColumns(row);

export const entryKind: SyncedKind<'journalEntries', JournalEntry> = {
  table: 'journalEntries',
  textFields: ENTRY_TEXT_FIELDS,
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

/** `countsTowardDailyLimit: false`: an imported entry, written long ago, is not today's writing. */
export async function createEntry(tx: Queries, user: UserRow, input: CreateEntryInput, now: Date, { countsTowardDailyLimit = true } = {}): Promise<JournalEntry> {
  const base = await newRowBase(tx, 'journalEntries', user.id, input, now);
  if (countsTowardDailyLimit) await consumeDailyAllowance(tx, user, 'journalEntries', now);
  return toWireEntry(await insertRow(tx, 'journalEntries', { ...base, ...newEntryFields(input, serverContext(now)) }));
}

export async function updateEntry(tx: Queries, user: UserRow, id: number, input: UpdateEntryInput, now: Date): Promise<JournalEntry> {
  return updateRecord(tx, entryKind, user.id, id, input, now, (current, changes) => entryPatch(current, changes, serverContext(now)));
}

export async function deleteEntry(tx: Queries, user: UserRow, id: number, now: Date): Promise<void> {
  if (await tombstoneRecord(tx, entryKind, user.id, id, now)) await unlinkEverywhere(tx, user.id, 'entry', id, now);
}

/** Publishes or unpublishes; the shareId made on first publish is kept, so old links work again. */
export async function setEntryPublic(tx: Queries, user: UserRow, id: number, isPublic: boolean, now: Date): Promise<JournalEntry> {
  const current = await findLiveRow(tx, 'journalEntries', user.id, id);
  return toWireEntry(await writeRow(tx, 'journalEntries', user.id, id, entryVisibility(current, isPublic, serverContext(now)), now));
}
