import { importedReviewLogSchema } from '../data-transfer/export-document';
import { createReviewLogInputSchema, reviewLogSchema } from '../entities/review-log.schema';
import { newReviewLogFields, type ReviewLogCreate } from '../mutators/review-log.mutators';
import { defineKind } from './define-kind';

export const reviewLogsKind = defineKind({
  name: 'review_logs',
  noun: 'review',
  path: '/api/review-logs',
  rowSchema: reviewLogSchema,
  createSchema: createReviewLogInputSchema,
  // Append-only: a review is never edited or deleted.
  updateSchema: undefined,
  mutators: {
    create: (input, ctx) => newReviewLogFields(input as ReviewLogCreate, ctx),
    update: () => {
      throw new Error('Review logs are append-only');
    },
  },
  textFields: [],
  idFields: { entryId: { kind: 'journal_entries', onDelete: 'keep' } },
  deviceStore: 'reviewLogs',
  deviceIndexes: 'id, createdAt, updatedAt, entryId, reviewedAt',
  exportShape: { key: 'reviewLogs', importSchema: importedReviewLogSchema, ownRules: true },
  mutations: {},
});
