import { importedEntrySchema } from '../data-transfer/export-document';
import {
  ENTRY_TEXT_FIELDS,
  createJournalEntryInputSchema,
  journalEntrySchema,
  linkGoalInputSchema,
  togglePublicInputSchema,
  updateJournalEntryInputSchema,
} from '../entities/journal-entry.schema';
import { entryPatch, newEntryFields, type EntryChanges, type EntryCreate } from '../mutators/journal-entry.mutators';
import { byId, defineKind, mutation, withId } from './define-kind';

const name = 'journal_entries';

export const journalEntriesKind = defineKind({
  name,
  noun: 'entry',
  path: '/api/journal-entries',
  rowSchema: journalEntrySchema,
  createSchema: createJournalEntryInputSchema,
  updateSchema: updateJournalEntryInputSchema,
  // The casts are the contract: callers pass what the kind's shared schema parsed.
  mutators: {
    create: (input, ctx) => newEntryFields(input as EntryCreate, ctx),
    update: (current, changes, ctx) => entryPatch(current as Parameters<typeof entryPatch>[0], changes as EntryChanges, ctx),
  },
  textFields: ENTRY_TEXT_FIELDS,
  idFields: {
    linkedResources: { kind: 'resources', onDelete: 'unlink' },
    linkedGoals: { kind: 'learning_goals', onDelete: 'unlink' },
  },
  deviceStore: 'entries',
  deviceIndexes: 'id, createdAt, updatedAt, *tags, *_links',
  exportShape: { key: 'entries', importSchema: importedEntrySchema, ownRules: true },
  asksPersistentStorage: true,
  mutations: {
    togglePublic: mutation(`${name}.togglePublic`, withId(togglePublicInputSchema), byId, name, {
      effect: 'other',
      pends: ['isPublic'],
      route: 'POST /api/journal-entries/:id/toggle-public',
    }),
    // The server links both sides and counts the goal's progress, and answers both rows.
    linkGoal: mutation(`${name}.linkGoal`, withId(linkGoalInputSchema), byId, name, {
      effect: 'other',
      pends: ['linkedGoals'],
      answerField: 'entry',
      alsoWrites: { arg: 'goalId', kind: 'learning_goals', fields: ['linkedJournalEntries', 'progress'], answerField: 'goal' },
      onNotFound: 'drop',
      route: 'POST /api/journal-entries/:id/link-goal',
    }),
  },
});
