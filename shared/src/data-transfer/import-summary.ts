/** Counting an import, and the preview line: "124 entries, 12 resources, 3 goals — 2 already here". */
import { z } from 'zod';
import { PLAIN_EXPORT_KINDS, pluralNoun } from './export-kinds';
import { IMPORT_KINDS, type ImportBundle, type ImportKind } from './import-bundle';

/** Per kind: the bundle's own kinds, and each plain kind by its `exportShape.key` (export-kinds.ts). */
export type ImportCounts = Record<ImportKind, number> & { [plainKey: string]: number };

/** Record ids present already, per kind ("already here" on the device or on the server). */
export type ExistingIds = Record<ImportKind, ReadonlySet<number>> & { [plainKey: string]: ReadonlySet<number> };

export interface ImportPlan {
  /** In the file. */
  total: ImportCounts;
  /** Of those, already here (same id): skipped, so the same file twice creates nothing new. */
  existing: ImportCounts;
}

const NOUNS: Record<string, [string, string]> = {
  entries: ['entry', 'entries'],
  resources: ['resource', 'resources'],
  goals: ['goal', 'goals'],
  learnPlans: ['learn plan', 'learn plans'],
  milestones: ['milestone', 'milestones'],
  ...Object.fromEntries(PLAIN_EXPORT_KINDS.map((kind) => [kind.exportShape.key, [kind.noun, pluralNoun(kind.noun)]])),
};

/** Every kind an import counts, in the preview's order. */
export const COUNTED_KINDS: readonly string[] = [...IMPORT_KINDS, ...PLAIN_EXPORT_KINDS.map((kind) => kind.exportShape.key)];

export const zeroCounts = (): ImportCounts =>
  ({ entries: 0, resources: 0, goals: 0, learnPlans: 0, milestones: 0, ...Object.fromEntries(PLAIN_EXPORT_KINDS.map((kind) => [kind.exportShape.key, 0])) }) as ImportCounts;

/** The bundle's records of a counted kind (a plain kind's by its export key). */
const recordsOf = (bundle: ImportBundle, kind: string): readonly { id: number }[] =>
  (IMPORT_KINDS as readonly string[]).includes(kind) ? bundle[kind as ImportKind] : (bundle.plain?.[kind] ?? []);

export function planImport(bundle: ImportBundle, existing: ExistingIds): ImportPlan {
  const plan: ImportPlan = { total: zeroCounts(), existing: zeroCounts() };
  for (const kind of COUNTED_KINDS) {
    const records = recordsOf(bundle, kind);
    const here = existing[kind];
    plan.total[kind] = records.length;
    plan.existing[kind] = here ? records.filter((record) => here.has(record.id)).length : 0;
  }
  return plan;
}

const count = (counts: ImportCounts, kind: string) => counts[kind] ?? 0;

const sum = (counts: ImportCounts) => COUNTED_KINDS.reduce((total, kind) => total + count(counts, kind), 0);

/** "124 entries, 12 resources, 3 goals" (entries always named; empty kinds left out). */
export function countsText(counts: ImportCounts): string {
  return COUNTED_KINDS.filter((kind) => kind === 'entries' || count(counts, kind) > 0)
    .map((kind) => `${count(counts, kind).toLocaleString('en-US')} ${NOUNS[kind]?.[count(counts, kind) === 1 ? 0 : 1]}`)
    .join(', ');
}

/** "124 entries, 12 resources, 3 goals — 2 already here". */
export function previewText(plan: ImportPlan): string {
  const here = sum(plan.existing);
  return here > 0 ? `${countsText(plan.total)} — ${here} already here` : countsText(plan.total);
}

export const newRecordCount = (plan: ImportPlan) => sum(plan.total) - sum(plan.existing);

// Plain kinds are counted by export key beyond these (an older server sends none of them).
const countsSchema = z.object({
  entries: z.number().int(),
  resources: z.number().int(),
  goals: z.number().int(),
  learnPlans: z.number().int(),
  milestones: z.number().int(),
}).catchall(z.number().int());

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
