/** Reads a LearnLog export: learnlog.json (validated whole), photos from their files. */
import { EXPORT_FORMAT, EXPORT_JSON_NAME, exportDocumentSchema } from './export-document';
import { plainKindsDocumentSchema, type PlainRecords } from './export-kinds';
import { parseJson, schemaProblem, type ImportBundle, type ReadOptions } from './import-bundle';
import { PhotoReader } from './photo-reader';
import { datedNoLaterThan, futureDatesNote, quoted } from './preview-notes';
import { IMPORT_LIMITS, ImportError } from './transfer-limits';
import type { ZipArchive } from './zip-reader';

/** Where learnlog.json is: at the top, or inside the one folder an unzip-and-zip-again adds. */
export function findLearnLogJson(archive: ZipArchive): string | null {
  const candidates = archive.files
    .map((file) => file.name)
    .filter((name) => name === EXPORT_JSON_NAME || (name.endsWith(`/${EXPORT_JSON_NAME}`) && name.split('/').length === 2));
  return candidates.sort((a, b) => a.length - b.length)[0] ?? null;
}

export async function readLearnLogExport(archive: ZipArchive, jsonPath: string, options: ReadOptions): Promise<ImportBundle> {
  const root = jsonPath.slice(0, jsonPath.length - EXPORT_JSON_NAME.length);
  const raw = parseJson(archive.text(jsonPath, IMPORT_LIMITS.jsonBytes), jsonPath);
  const format = typeof raw === 'object' && raw !== null ? (raw as { format?: unknown }).format : undefined;
  if (format !== EXPORT_FORMAT) throw new ImportError('unknownFormat', jsonPath, `is not a LearnLog export (its "format" is not "${EXPORT_FORMAT}")`);
  const parsed = exportDocumentSchema.safeParse(raw);
  if (!parsed.success) throw schemaProblem(jsonPath, parsed.error);
  const document = parsed.data;
  const plainParsed = plainKindsDocumentSchema.safeParse(raw);
  if (!plainParsed.success) throw schemaProblem(jsonPath, plainParsed.error);
  const plain = plainParsed.data as PlainRecords;
  const lists: Record<string, readonly { id: number }[]> = { entries: document.entries, resources: document.resources, goals: document.goals, learnPlans: document.learnPlans, ...plain };
  for (const [kind, records] of Object.entries(lists)) {
    const seen = new Set<number>();
    const index = records.findIndex((record) => seen.size === seen.add(record.id).size);
    if (index >= 0) throw new ImportError('invalid', jsonPath, `${kind}.${index}: the id ${records[index]?.id} appears twice`);
  }
  const planIds = new Set(document.learnPlans.map((plan) => plan.id));
  const orphan = document.milestones.findIndex((milestone) => !planIds.has(milestone.planId));
  if (orphan >= 0) throw new ImportError('invalid', jsonPath, `milestones.${orphan}: belongs to a learn plan that is not in the file`);

  const photoReader = new PhotoReader(archive, options);
  const entries = [];
  for (const [index, entry] of document.entries.entries()) {
    const photos = await readPhotos(photoReader, (entry.photos ?? []).map((path) => `${root}${path}`));
    entries.push({ ...entry, photos });
    if (index % 200 === 199) await options.pause?.();
  }
  // Nothing is dated after the import (decisions: never in the future), and the preview says which were.
  const now = options.now ?? new Date();
  const named = (record: { title: string }) => quoted(record.title);
  const settled = {
    entries: datedNoLaterThan(entries, now, named),
    resources: datedNoLaterThan(document.resources, now, named),
    goals: datedNoLaterThan(document.goals, now, named),
    learnPlans: datedNoLaterThan(document.learnPlans, now, named),
  };
  const future = futureDatesNote([
    { one: 'entry', many: 'entries', names: settled.entries.future },
    { one: 'resource', many: 'resources', names: settled.resources.future },
    { one: 'goal', many: 'goals', names: settled.goals.future },
    { one: 'learn plan', many: 'learn plans', names: settled.learnPlans.future },
  ]);
  return {
    format: 'learnlog',
    entries: settled.entries.records,
    resources: settled.resources.records,
    goals: settled.goals.records,
    learnPlans: settled.learnPlans.records,
    milestones: document.milestones,
    reviewLogs: document.reviewLogs,
    plain,
    ...(future ? { notes: [future] } : {}),
  };
}

/** Photos one after another (never all of an entry's at once: each may be scaled). */
export async function readPhotos(reader: PhotoReader, paths: readonly string[]): Promise<string[]> {
  const photos: string[] = [];
  for (const path of paths) photos.push(await reader.read(path));
  return photos;
}
