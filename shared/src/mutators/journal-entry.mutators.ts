/** Journal entries: what a create stores, what an edit derives, and publishing. */
import type { z } from 'zod';
import type { JournalEntry, createJournalEntryInputSchema, updateJournalEntryInputSchema } from '../entities/journal-entry.schema';
import { readTimeMinutes } from '../rules/read-time';
import { definedFields, type MutatorContext, type SyncColumns } from './mutator-context';

export type EntryFields = Omit<JournalEntry, SyncColumns>;
export type EntryCreate = z.output<typeof createJournalEntryInputSchema>;
export type EntryChanges = Omit<z.output<typeof updateJournalEntryInputSchema>, 'base'>;

/** A new entry: the sent fields over the defaults; creating a public entry is its first publish. */
export function newEntryFields(input: EntryCreate, ctx: MutatorContext): EntryFields {
  const isPublic = input.isPublic ?? false;
  return {
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
    shareId: isPublic ? (ctx.newShareId?.() ?? null) : null,
  };
}

/** The fields an edit writes; `createdAt` too when the entry was moved to another day. */
export type EntryPatch = Partial<EntryFields> & { createdAt?: string };

/**
 * An edit: the sent fields, the read time following the content unless one was sent; a new
 * `createdAt` never later than the writer's now (as a create's, docs/sync-protocol.md rule 2).
 */
export function entryPatch(current: Pick<JournalEntry, 'content' | 'shareId'>, changes: EntryChanges, ctx: MutatorContext): EntryPatch {
  const { createdAt, ...fields } = definedFields(changes);
  const patch: EntryPatch = fields;
  if (createdAt !== undefined) patch.createdAt = new Date(Math.min(Date.parse(createdAt), ctx.now.getTime())).toISOString();
  if ((patch.content !== undefined && !('readTime' in patch)) || patch.readTime === null) {
    patch.readTime = readTimeMinutes(patch.content ?? current.content);
  }
  if (patch.isPublic === true && current.shareId === null && ctx.newShareId) patch.shareId = ctx.newShareId();
  return patch;
}

/** Publishes or hides; the share address made on first publish is kept, so old links work again. */
export function entryVisibility(current: Pick<JournalEntry, 'shareId'>, isPublic: boolean, ctx: MutatorContext): Pick<EntryFields, 'isPublic' | 'shareId'> {
  return { isPublic, shareId: current.shareId ?? (isPublic ? (ctx.newShareId?.() ?? null) : null) };
}
