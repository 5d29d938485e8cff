/**
 * Saving the entry dialog, all on the device (save never waits on the network): the inline new
 * resource first (its id is linked), then the entry, then one link-goal per newly ticked goal.
 */
import type { CreateJournalEntryInput, ResourceType, UpdateJournalEntryInput } from '@learnlog/shared';
import type { LearnLogDatabase } from '../../../db/database';
import type { LocalEntry } from '../../../db/local-records';
import { createResource } from '../../resources/data/resource-writes';
import { createEntry } from './create-entry';
import { linkEntryGoal } from './link-entry-goal';
import { updateEntry } from './update-entry';

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

export async function saveEntry(db: LearnLogDatabase, request: SaveEntryRequest): Promise<SavedEntry> {
  let linkedResources = request.input.linkedResources;
  if (request.newResource) {
    const { title, url, type } = request.newResource;
    const resource = await createResource(db, {
      title: title.trim(),
      url: url.trim() || null,
      type,
      status: 'to-learn',
      progress: 0,
      isPublic: false,
    });
    linkedResources = [...(linkedResources ?? []), resource.id];
  }

  const entry = request.openedAs
    ? await updateEntry(db, request.openedAs.id, { ...request.input, linkedResources }, request.openedAs)
    : await createEntry(db, { ...request.input, linkedResources });

  for (const goalId of request.linkGoals?.goalIds ?? []) {
    try {
      await linkEntryGoal(db, entry.id, { goalId, progressContribution: request.linkGoals?.progressContribution });
    } catch (error) {
      // Core spec 7: one failed goal link is only logged; the entry itself is saved.
      console.warn(`Could not link goal ${goalId} to entry ${entry.id}`, error);
    }
  }
  return { entry, created: !request.openedAs };
}
