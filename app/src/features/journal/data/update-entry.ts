import type { UpdateJournalEntryInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { updateRecord } from '../../../sync/record-writes';

/**
 * Saves the learner's edit. `openedAs` is the entry as the dialog first showed it: only fields
 * that differ from it are sent, with their opened text as the conflict base.
 */
export async function updateEntry(db: LearnLogDatabase, id: number, input: UpdateJournalEntryInput, openedAs?: LocalEntry): Promise<LocalEntry> {
  return (await updateRecord(db, 'journal_entries', id, input, openedAs)) as LocalEntry;
}
