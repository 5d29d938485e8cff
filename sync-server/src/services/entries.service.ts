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
import type { DbExecutor } from '../db/client';
import { journalEntries, type JournalEntryRow, type UserRow } from '../db/schema';
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

export const entryKind: SyncedKind<typeof journalEntries, JournalEntry> = {
  table: journalEntries,
  textFields: ENTRY_TEXT_FIELDS,
  toWire: toWireEntry,
  // A deleted entry keeps no text, photos or public address: only the tombstone remains.
  tombstoneClears: { content: '', keyLearning: null, questions: null, photos: [], isPublic: false, shareId: null },
};

/** 128 random bits, URL-safe: a shared entry's address must not be guessable. */
export const newShareId = (): string => randomBytes(16).toString('base64url');

export function listEntries(db: DbExecutor, userId: number): JournalEntry[] {
  return listLiveRows(db, journalEntries, userId).map(toWireEntry);
}

/** The shared mutators' context on the server: its clock, and the share addresses it makes. */
const serverContext = (now: Date): MutatorContext => ({ now, newShareId });

/** `countsTowardDailyLimit: false`: an imported entry, written long ago, is not today's writing. */
export function createEntry(tx: DbExecutor, user: UserRow, input: CreateEntryInput, now: Date, { countsTowardDailyLimit = true } = {}): JournalEntry {
  const base = newRowBase(tx, journalEntries, user.id, input, now);
  if (countsTowardDailyLimit) consumeDailyAllowance(tx, user, 'journalEntries', now);
  return toWireEntry(insertRow(tx, journalEntries, { ...base, ...newEntryFields(input, serverContext(now)) }));
}

export function updateEntry(tx: DbExecutor, user: UserRow, id: number, input: UpdateEntryInput, now: Date): JournalEntry {
  return updateRecord(tx, entryKind, user.id, id, input, now, (current, changes) => entryPatch(current, changes, serverContext(now)));
}

export function deleteEntry(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  if (tombstoneRecord(tx, entryKind, user.id, id, now)) unlinkEverywhere(tx, user.id, 'entry', id, now);
}

/** Publishes or unpublishes; the shareId made on first publish is kept, so old links work again. */
export function setEntryPublic(tx: DbExecutor, user: UserRow, id: number, isPublic: boolean, now: Date): JournalEntry {
  const current = findLiveRow(tx, journalEntries, user.id, id);
  return toWireEntry(writeRow(tx, journalEntries, user.id, id, entryVisibility(current, isPublic, serverContext(now)), now));
}
