/** Journal entries: create (daily limit), update (rule 5), delete (tombstone), publish. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ENTRY_TEXT_FIELDS,
  readTimeMinutes,
  type JournalEntry,
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

export function createEntry(tx: DbExecutor, user: UserRow, input: CreateEntryInput, now: Date): JournalEntry {
  const base = newRowBase(tx, journalEntries, user.id, input, now);
  consumeDailyAllowance(tx, user, 'journalEntries', now);
  const isPublic = input.isPublic ?? false;
  const row = insertRow(tx, journalEntries, {
    ...base,
    title: input.title,
    content: input.content,
    keyLearning: input.keyLearning ?? null,
    questions: input.questions ?? null,
    tags: input.tags ?? [],
    linkedResources: input.linkedResources ?? [],
    linkedGoals: input.linkedGoals ?? [],
    goalProgress: input.goalProgress ?? 0,
    photos: input.photos ?? [],
    isPublic,
    isFavorite: input.isFavorite ?? false,
    readTime: input.readTime ?? readTimeMinutes(input.content),
    // Creating a public entry is its first publish.
    shareId: isPublic ? newShareId() : null,
  });
  return toWireEntry(row);
}

export function updateEntry(tx: DbExecutor, user: UserRow, id: number, input: UpdateEntryInput, now: Date): JournalEntry {
  return updateRecord(tx, entryKind, user.id, id, input, now, (current, changes) => {
    const derived: Partial<JournalEntryRow> = {};
    // Read time follows the content unless the device sent its own.
    if ((changes.content !== undefined && !('readTime' in changes)) || changes.readTime === null) {
      derived.readTime = readTimeMinutes(changes.content ?? current.content);
    }
    if (changes.isPublic === true && current.shareId === null) derived.shareId = newShareId();
    return derived;
  });
}

export function deleteEntry(tx: DbExecutor, user: UserRow, id: number, now: Date): void {
  if (tombstoneRecord(tx, entryKind, user.id, id, now)) unlinkEverywhere(tx, user.id, 'entry', id, now);
}

/** Publishes or unpublishes; the shareId made on first publish is kept, so old links work again. */
export function setEntryPublic(tx: DbExecutor, user: UserRow, id: number, isPublic: boolean, now: Date): JournalEntry {
  const current = findLiveRow(tx, journalEntries, user.id, id);
  const shareId = current.shareId ?? (isPublic ? newShareId() : null);
  return toWireEntry(writeRow(tx, journalEntries, user.id, id, { isPublic, shareId }, now));
}
