/**
 * Saving the entry editor, all on the device (save never waits on the network): the inline new
 * resource first (its id is linked), then the entry, then one link-goal per newly ticked goal.
 */
import { linkGoalInputSchema, type CreateJournalEntryInput, type ResourceType, type UpdateJournalEntryInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { inSyncTransaction } from '../../../sync/local-edits';
import { notifyLocalWrite } from '../../../sync/local-write';
import { createRecordIn, drawRecord, updateRecordIn } from '../../../sync/record-writes';
import { forgetOnItsWay, showOnItsWay } from './entries-on-their-way';
import { linkEntryGoalIn } from './link-entry-goal';

/** The inline Add New Resource form's fields. */
export interface NewResourceInput {
  title: string;
  url: string;
  type: ResourceType;
}

interface SaveOptions {
  newResource?: NewResourceInput | null;
  /** Goals to link with their progress contribution (scholar and above only). */
  linkGoals?: { goalIds: number[]; progressContribution: number } | undefined;
}

/** A new entry, or an edit of `openedAs` (the entry as the dialog opened it). */
export type SaveEntryRequest = SaveOptions &
  ({ openedAs?: null; input: CreateJournalEntryInput } | { openedAs: LocalEntry; input: UpdateJournalEntryInput });

export interface SavedEntry {
  entry: LocalEntry;
  created: boolean;
}

/**
 * One device transaction: a refusal (the shared schema turning the entry down, say) leaves
 * nothing behind, so saving again never adds a second copy of the inline resource.
 */
export async function saveEntry(db: LearnLogDatabase, request: SaveEntryRequest): Promise<SavedEntry> {
  // A new entry is drawn (validated, given its id) before the transaction, and shown at once.
  const drawn = request.openedAs ? undefined : drawRecord(db, 'journal_entries', request.input);
  if (drawn) showOnItsWay(db, drawn.made as LocalEntry);
  try {
    const saved = await saveEntryIn(db, request, drawn);
    // Drawn again for a clash with a stored id: the list shows the stored one.
    if (drawn && saved.entry.id !== drawn.made.id) forgetOnItsWay(db, new Set([drawn.made.id]));
    return saved;
  } catch (error) {
    if (drawn) forgetOnItsWay(db, new Set([drawn.made.id]));
    throw error;
  }
}

async function saveEntryIn(db: LearnLogDatabase, request: SaveEntryRequest, drawn: ReturnType<typeof drawRecord> | undefined): Promise<SavedEntry> {
  const entry = await inSyncTransaction(db, async () => {
    let linkedResources = request.input.linkedResources;
    if (request.newResource) {
      const { title, url, type } = request.newResource;
      const resource = await createRecordIn(db, 'resources', { title: title.trim(), url: url.trim() || null, type, status: 'to-learn', progress: 0, isPublic: false });
      linkedResources = [...(linkedResources ?? []), resource.id];
    }
    const input = { ...request.input, linkedResources };
    const saved = request.openedAs
      ? (await updateRecordIn(db, 'journal_entries', request.openedAs.id, input, request.openedAs)).record
      : await createRecordIn(db, 'journal_entries', input, linkedResources === request.input.linkedResources ? drawn : drawRecord(db, 'journal_entries', { ...input, id: drawn?.made.id }));
    for (const goalId of request.linkGoals?.goalIds ?? []) {
      const body = linkGoalInputSchema.safeParse({ goalId, progressContribution: request.linkGoals?.progressContribution });
      const outcome = body.success ? await linkEntryGoalIn(db, saved.id, body.data) : 'invalid';
      // Core spec 7: a goal that cannot be linked is only logged; the entry itself is saved.
      if (outcome !== 'linked' && outcome !== 'already-counted') console.warn(`Could not link goal ${goalId} to entry ${saved.id}: ${outcome}`);
    }
    return saved as LocalEntry;
  });
  notifyLocalWrite(db, 'journal_entries');
  return { entry, created: !request.openedAs };
}
