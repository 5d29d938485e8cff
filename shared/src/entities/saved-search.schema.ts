/** Saved searches: a journal search and filters the learner named, one tap to apply again. */
import { z } from 'zod';
import { isoDateTimeSchema, recordIdSchema } from './fields';
import { baseSchema, createFields, syncedRowFields } from './sync-fields';

export const SAVED_SEARCH_NAME_MAX = 80;
/** The journal's address query (`q=…&tag=…`, app/src/features/journal/data/journal-filter.ts). */
export const SAVED_SEARCH_QUERY_MAX = 2_000;

/** Checked three ways like every kind's text (docs/sync-protocol.md, rule 5): two renames offline keep both. */
export const SAVED_SEARCH_TEXT_FIELDS = ['name'] as const;

export const savedSearchSchema = z.object({
  ...syncedRowFields,
  name: z.string(),
  query: z.string(),
  /** Chips show by position, then by createdAt. */
  position: z.number(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const savedSearchFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Please give the search a name.')
    .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
  query: z.string().max(SAVED_SEARCH_QUERY_MAX, `A saved search is at most ${SAVED_SEARCH_QUERY_MAX} characters`),
  position: z.number().int().min(0).max(1_000_000).optional(),
};

/** POST /api/saved-searches */
export const createSavedSearchInputSchema = z.object({ ...createFields, ...savedSearchFields });
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInputSchema>;

/** PUT /api/saved-searches/{id} */
export const updateSavedSearchInputSchema = z.object({
  ...z.object(savedSearchFields).partial().shape,
  base: baseSchema(SAVED_SEARCH_TEXT_FIELDS),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInputSchema>;

/** A saved search as an import reads it (ids and createdAt kept). */
export const importedSavedSearchSchema = createSavedSearchInputSchema.extend({ id: recordIdSchema, createdAt: isoDateTimeSchema });
