/** Saved searches: a create's defaults; an edit changes only what it names. */
import type { z } from 'zod';
import type { SavedSearch, createSavedSearchInputSchema, updateSavedSearchInputSchema } from '../entities/saved-search.schema';
import { definedFields, type MutatorContext, type SyncColumns } from './mutator-context';

export type SavedSearchFields = Omit<SavedSearch, SyncColumns>;
export type SavedSearchCreate = z.output<typeof createSavedSearchInputSchema>;
export type SavedSearchChanges = Omit<z.output<typeof updateSavedSearchInputSchema>, 'base'>;

export function newSavedSearchFields(input: SavedSearchCreate, _ctx: MutatorContext): SavedSearchFields {
  return { name: input.name, query: input.query, position: input.position ?? 0 };
}

export function savedSearchPatch(_current: SavedSearchFields, changes: SavedSearchChanges, _ctx: MutatorContext): Partial<SavedSearchFields> {
  return definedFields(changes);
}
