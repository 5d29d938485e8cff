import { importedGoalSchema } from '../data-transfer/export-document';
import { GOAL_TEXT_FIELDS, createLearningGoalInputSchema, learningGoalSchema, updateLearningGoalInputSchema } from '../entities/learning-goal.schema';
import { goalPatch, newGoalFields, type GoalChanges, type GoalCreate } from '../mutators/learning-goal.mutators';
import { defineKind } from './define-kind';

export const learningGoalsKind = defineKind({
  name: 'learning_goals',
  noun: 'goal',
  path: '/api/learning-goals',
  rowSchema: learningGoalSchema,
  createSchema: createLearningGoalInputSchema,
  updateSchema: updateLearningGoalInputSchema,
  mutators: {
    create: (input, ctx) => newGoalFields(input as GoalCreate, ctx),
    update: (current, changes, ctx) => goalPatch(current as Parameters<typeof goalPatch>[0], changes as GoalChanges, ctx),
  },
  textFields: GOAL_TEXT_FIELDS,
  idFields: {
    linkedJournalEntries: { kind: 'journal_entries', onDelete: 'unlink' },
    linkedResources: { kind: 'resources', onDelete: 'unlink' },
  },
  deviceStore: 'goals',
  deviceIndexes: 'id, createdAt, updatedAt, status, *tags',
  exportShape: { key: 'goals', importSchema: importedGoalSchema, ownRules: true },
  mutations: {},
});
