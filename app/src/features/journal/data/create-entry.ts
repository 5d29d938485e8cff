import type { CreateJournalEntryInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { createRecord } from '../../../sync/record-writes';

/** Saves a new entry on the device and queues it for the server. */
export async function createEntry(db: LearnLogDatabase, input: CreateJournalEntryInput): Promise<LocalEntry> {
  return (await createRecord(db, 'journal_entries', input)) as LocalEntry;
}
