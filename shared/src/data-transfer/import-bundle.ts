/**
 * What every import format becomes before anything is written: records in the shapes the create
 * calls take, ids included, photos as data URLs. The device previews it; the server writes it.
 */
import type { z } from 'zod';
import type { ZodError } from 'zod';
import type {
  importedEntrySchema,
  importedGoalSchema,
  importedLearnPlanSchema,
  importedMilestoneSchema,
  importedResourceSchema,
  importedReviewLogSchema,
} from './export-document';
import type { PlainRecords } from './export-kinds';
import { ImportError } from './transfer-limits';

export type ImportFormat = 'learnlog' | 'day-one' | 'markdown';

export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  learnlog: 'LearnLog export',
  'day-one': 'Day One export',
  markdown: 'Markdown files',
};

export type ImportEntry = z.output<typeof importedEntrySchema>;
export type ImportResource = z.output<typeof importedResourceSchema>;
export type ImportGoal = z.output<typeof importedGoalSchema>;
export type ImportLearnPlan = z.output<typeof importedLearnPlanSchema>;
export type ImportMilestone = z.output<typeof importedMilestoneSchema>;
export type ImportReviewLog = z.output<typeof importedReviewLogSchema>;

export interface ImportBundle {
  format: ImportFormat;
  entries: ImportEntry[];
  resources: ImportResource[];
  goals: ImportGoal[];
  learnPlans: ImportLearnPlan[];
  milestones: ImportMilestone[];
  /** Reviews of the file's entries (LearnLog exports only); not counted in the summary. */
  reviewLogs: ImportReviewLog[];
  /** Plain kinds' records by `exportShape.key` (LearnLog exports only; export-kinds.ts). */
  plain?: PlainRecords;
  /** What the file holds that will not come in, and why, one sentence each (the preview lists them). */
  notes?: string[];
}

export type ImportKind = Exclude<keyof ImportBundle, 'format' | 'reviewLogs' | 'notes' | 'plain'>;
export const IMPORT_KINDS: readonly ImportKind[] = ['entries', 'resources', 'goals', 'learnPlans', 'milestones'];

export interface ReadOptions {
  /** Names the upload in messages about the whole file ("notes.zip is not a zip file"). */
  fileName?: string;
  /** When a Markdown file says nothing about its date; records dated after it come in dated then (and the preview says so). */
  now?: Date;
  /**
   * The learner's IANA zone: a day or a time written without an offset (a note's "2020-05-14",
   * a Day One all-day entry's day) is read as the learner's clock shows it; without one, UTC's.
   */
  timeZone?: string;
  /** Lets a page paint between files (the device passes a macrotask). */
  pause?: () => Promise<void>;
  /**
   * Scales a photo over FIELD_LIMITS.photoBytes down to it (PHOTO_SCALING), answering its data
   * URL: a canvas on the device (as the entry dialog does), sharp on the server. Without one, such
   * a photo is refused.
   */
  scalePhoto?: (bytes: Uint8Array, type: string) => Promise<string>;
}

/** A zod failure as an ImportError naming the file and, inside it, the field. */
export function schemaProblem(file: string, error: ZodError, where?: string): ImportError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const place = [where, path].filter(Boolean).join(' ');
  return new ImportError('invalid', file, `${place ? `${place}: ` : ''}${issue?.message ?? 'is not valid'}`);
}

/** Parses JSON text, or refuses it naming the file. */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    throw new ImportError('malformed', file, `is not valid JSON${detail}`);
  }
}
