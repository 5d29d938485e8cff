/**
 * learnlog.json, the heart of a LearnLog export: every record the learner owns, ids kept, in the
 * shapes the API uses, photos as paths to files in the zip.
 *
 * Versioning: a later kind of record (review state, say) is a new top-level array; files without
 * it still read, and readers ignore arrays they do not know, so such additions keep version 1.
 * Only a change that old readers would misread raises the version.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { isoDateTimeSchema, recordIdSchema } from '../entities/fields';
import type { JournalEntry } from '../entities/journal-entry.schema';
import { createJournalEntryInputSchema } from '../entities/journal-entry.schema';
import type { LearnPlan, Milestone } from '../entities/learn-plan.schema';
import { createLearnPlanInputSchema, createMilestoneInputSchema } from '../entities/learn-plan.schema';
import type { LearningGoal } from '../entities/learning-goal.schema';
import { createLearningGoalInputSchema } from '../entities/learning-goal.schema';
import type { Resource } from '../entities/resource.schema';
import { createResourceInputSchema, resourceTypeSchema } from '../entities/resource.schema';
import { createReviewLogInputSchema, type ReviewLog } from '../entities/review-log.schema';
import { SOCIAL_FIELDS, type User } from '../entities/user.schema';

export const EXPORT_FORMAT = 'learnlog-export';
export const EXPORT_VERSION = 1;
export const EXPORT_JSON_NAME = 'learnlog.json';

const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'username',
  'sharePageEnabled',
  'sharePageBio',
  'profileImageUrl',
  ...SOCIAL_FIELDS,
] as const satisfies readonly (keyof User)[];

/** The profile as exported (for the learner's records; an import never changes the account). */
export type ExportProfile = Pick<User, (typeof PROFILE_FIELDS)[number]>;

/** The exported profile fields of a user (the device's cached user, or the server's row). */
export function exportProfileOf(user: ExportProfile): ExportProfile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as ExportProfile;
}

/** Everything an export is built from: the same on the device (Dexie) and the server (SQLite). */
export interface ExportData {
  entries: JournalEntry[];
  resources: Resource[];
  goals: LearningGoal[];
  learnPlans: LearnPlan[];
  milestones: Milestone[];
  /** The review log; the cards' schedules are derived from it (review/review-state.ts). */
  reviewLogs: ReviewLog[];
  profile: ExportProfile | null;
  /** Every other kind's live records by its registry `exportShape.key` (export-kinds.ts); a key left out writes none. */
  plain?: Record<string, object[]>;
  /** Kinds this copy could not include (the device offline has no milestones), named in the file. */
  omitted?: string[];
}

const kept = { id: recordIdSchema, createdAt: isoDateTimeSchema };
const completedAt = isoDateTimeSchema.nullable().optional();

/**
 * A share address as the server makes them (128 random bits, base64url), give or take: anything
 * else in a file reads as none, and the entry gets a new one when it is published.
 */
export const importedShareIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .nullable()
  .optional()
  .catch(null);

/**
 * An entry as an import reads it: photos are paths until the zip's files are read; its share
 * address is kept (its public link keeps working) unless it is taken where it is imported.
 */
export const importedEntrySchema = createJournalEntryInputSchema.extend({
  ...kept,
  photos: z.array(z.string().min(1).max(1_000)).max(FIELD_LIMITS.photos, `At most ${FIELD_LIMITS.photos} photos`).optional(),
  shareId: importedShareIdSchema,
});
export const importedResourceSchema = createResourceInputSchema.extend({
  ...kept,
  // An unknown type reads as article (core spec 3), so an old export still imports.
  type: resourceTypeSchema.catch('article'),
  completedAt,
});
export const importedGoalSchema = createLearningGoalInputSchema.extend({ ...kept, completedAt });
export const importedLearnPlanSchema = createLearnPlanInputSchema.extend(kept);
export const importedMilestoneSchema = createMilestoneInputSchema.extend({
  id: recordIdSchema,
  planId: recordIdSchema,
  completedAt,
});

export const importedReviewLogSchema = createReviewLogInputSchema.extend(kept);

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1).max(EXPORT_VERSION, 'This export was made by a newer LearnLog; update the app and try again'),
  exportedAt: z.string(),
  entries: z.array(importedEntrySchema).default([]),
  resources: z.array(importedResourceSchema).default([]),
  goals: z.array(importedGoalSchema).default([]),
  learnPlans: z.array(importedLearnPlanSchema).default([]),
  milestones: z.array(importedMilestoneSchema).default([]),
  /** `reviewCards` (the schedules) is derived from the log, so an import reads only the log. */
  reviewLogs: z.array(importedReviewLogSchema).default([]),
});
