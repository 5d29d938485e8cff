import {
  SAVED_SEARCH_TEXT_FIELDS,
  createSavedSearchInputSchema,
  importedSavedSearchSchema,
  savedSearchSchema,
  updateSavedSearchInputSchema,
} from '../entities/saved-search.schema';
import { newSavedSearchFields, savedSearchPatch, type SavedSearchChanges, type SavedSearchCreate, type SavedSearchFields } from '../mutators/saved-search.mutators';
import { defineKind } from './define-kind';

export const savedSearchesKind = defineKind({
  name: 'saved_searches',
  noun: 'saved search',
  path: '/api/saved-searches',
  rowSchema: savedSearchSchema,
  createSchema: createSavedSearchInputSchema,
  updateSchema: updateSavedSearchInputSchema,
  mutators: {
    create: (input, ctx) => newSavedSearchFields(input as SavedSearchCreate, ctx),
    update: (current, changes, ctx) => savedSearchPatch(current as SavedSearchFields, changes as SavedSearchChanges, ctx),
  },
  textFields: SAVED_SEARCH_TEXT_FIELDS,
  idFields: {},
  deviceStore: 'savedSearches',
  deviceIndexes: 'id, createdAt, updatedAt',
  deviceSince: 8,
  exportShape: { key: 'savedSearches', importSchema: importedSavedSearchSchema },
  mutations: {},
});
