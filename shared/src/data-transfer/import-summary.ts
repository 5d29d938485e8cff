/** Counting an import, and the preview line: "124 entries, 12 resources, 3 goals — 2 already here". */
import { z } from 'zod';
import { IMPORT_KINDS, type ImportBundle, type ImportKind } from './import-bundle';

export type ImportCounts = Record<ImportKind, number>;

/** Record ids present already, per kind ("already here" on the device or on the server). */
export type ExistingIds = Record<ImportKind, ReadonlySet<number>>;

export interface ImportPlan {
  /** In the file. */
  total: ImportCounts;
  /** Of those, already here (same id): skipped, so the same file twice creates nothing new. */
  existing: ImportCounts;
}

const NOUNS: Record<ImportKind, [string, string]> = {
  entries: ['entry', 'entries'],
  resources: ['resource', 'resources'],
  goals: ['goal', 'goals'],
  learnPlans: ['learn plan', 'learn plans'],
  milestones: ['milestone', 'milestones'],
};

export const zeroCounts = (): ImportCounts => ({ entries: 0, resources: 0, goals: 0, learnPlans: 0, milestones: 0 });

export function planImport(bundle: ImportBundle, existing: ExistingIds): ImportPlan {
  const plan: ImportPlan = { total: zeroCounts(), existing: zeroCounts() };
  for (const kind of IMPORT_KINDS) {
    plan.total[kind] = bundle[kind].length;
    plan.existing[kind] = bundle[kind].filter((record) => existing[kind].has(record.id)).length;
  }
  return plan;
}

const sum = (counts: ImportCounts) => IMPORT_KINDS.reduce((total, kind) => total + counts[kind], 0);

/** "124 entries, 12 resources, 3 goals" (entries always named; empty kinds left out). */
export function countsText(counts: ImportCounts): string {
  return IMPORT_KINDS.filter((kind) => kind === 'entries' || counts[kind] > 0)
    .map((kind) => `${counts[kind].toLocaleString('en-US')} ${NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`)
    .join(', ');
}

/** "124 entries, 12 resources, 3 goals — 2 already here". */
export function previewText(plan: ImportPlan): string {
  const here = sum(plan.existing);
  return here > 0 ? `${countsText(plan.total)} — ${here} already here` : countsText(plan.total);
}

export const newRecordCount = (plan: ImportPlan) => sum(plan.total) - sum(plan.existing);

const countsSchema = z.object({
  entries: z.number().int(),
  resources: z.number().int(),
  goals: z.number().int(),
  learnPlans: z.number().int(),
  milestones: z.number().int(),
});

/** POST /api/import's answer. */
export const importResultSchema = z.object({
  format: z.enum(['learnlog', 'day-one', 'markdown']),
  added: countsSchema,
  alreadyHere: countsSchema,
  /** Learn plans and milestones left out because the learner's plan has no learn plans. */
  leftOut: countsSchema,
  preview: z.string(),
  /** "Imported 124 entries, 12 resources. 2 were already here." */
  message: z.string(),
  /** What came in otherwise than it was, one sentence each: "1 public entry got a new share address: Ownership." */
  notes: z.array(z.string()).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
