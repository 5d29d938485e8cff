/**
 * The one export builder: the device calls it on its Dexie copy (offline), the server on its
 * SQLite rows (GET /api/export). Same data in, same zip out:
 *
 *   learnlog.json                       every record, ids kept (export-document.ts)
 *   entries/2024-03-05-closures.md      one Markdown file per entry, YAML front matter + content
 *   entries/photos/2024-03-05-closures-1.jpg   its photos, linked from the .md by relative path
 */
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { APP_VERSION } from '../constants';
import type { JournalEntry } from '../entities/journal-entry.schema';
import { dayKey } from '../rules/days';
import { reviewStateOf } from '../review/review-state';
import { fromDataUrl } from './binary';
import { EXPORT_FORMAT, EXPORT_JSON_NAME, EXPORT_VERSION, type ExportData } from './export-document';
import { withFrontMatter } from './front-matter';
import { slugify, uniqueName } from './names';

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportOptions {
  now: Date;
  /** The learner's zone: file names carry the entry's calendar day where it was written. */
  timeZone?: string;
  onProgress?: (progress: ExportProgress) => void;
  /** Lets a page paint between batches (the device passes a macrotask); the server needs none. */
  pause?: () => Promise<void>;
}

export interface ExportFile {
  fileName: string;
  /** The zip, in the order it was written (a Blob or a response takes them as they are). */
  chunks: Uint8Array[];
  size: number;
}

interface PendingFile {
  name: string;
  bytes: Uint8Array;
  /** Photos are compressed already: stored as they are. */
  compress: boolean;
  mtime?: Date;
}

const BATCH = 200;

export function exportFileName(now: Date, timeZone = 'UTC'): string {
  return `learnlog-export-${dayKey(now, timeZone)}.zip`;
}

const byCreated = <T extends { createdAt: string; id: number }>(a: T, b: T) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;

export async function buildExport(data: ExportData, options: ExportOptions): Promise<ExportFile> {
  const timeZone = options.timeZone ?? 'UTC';
  const resourceTitles = new Map(data.resources.map((r) => [r.id, r.title]));
  const goalTitles = new Map(data.goals.map((g) => [g.id, g.title]));
  const taken = new Set<string>();
  const files: PendingFile[] = [];
  const entries: Array<Omit<JournalEntry, 'photos'> & { photos: string[] }> = [];

  for (const entry of [...data.entries].sort(byCreated)) {
    const base = uniqueName(`${dayKey(entry.createdAt, timeZone)}-${slugify(entry.title)}`, '', taken);
    const photoPaths: string[] = [];
    entry.photos.forEach((photo, index) => {
      const file = fromDataUrl(photo);
      if (!file) return;
      const name = `${base}-${index + 1}.${file.extension}`;
      photoPaths.push(`photos/${name}`);
      files.push({ name: `entries/photos/${name}`, bytes: file.bytes, compress: false });
    });
    const markdown = withFrontMatter(
      {
        id: entry.id,
        title: entry.title,
        date: entry.createdAt,
        tags: entry.tags,
        keyLearning: entry.keyLearning || null,
        questions: entry.questions || null,
        public: entry.isPublic,
        favorite: entry.isFavorite,
        resources: titlesOf(entry.linkedResources, resourceTitles),
        goals: titlesOf(entry.linkedGoals, goalTitles),
      },
      entry.content + photoPaths.map((path, i) => `${i === 0 ? '\n\n' : '\n'}![Photo ${i + 1}](${path})`).join(''),
    );
    files.push({ name: `entries/${base}.md`, bytes: strToU8(markdown), compress: true, mtime: new Date(entry.updatedAt) });
    entries.push({ ...entry, photos: photoPaths.map((path) => `entries/${path}`) });
  }

  const document = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: options.now.toISOString(),
    app: `LearnLog ${APP_VERSION}`,
    ...(data.omitted?.length ? { omitted: data.omitted } : {}),
    profile: data.profile,
    entries,
    resources: [...data.resources].sort(byCreated),
    goals: [...data.goals].sort(byCreated),
    learnPlans: [...data.learnPlans].sort(byCreated),
    milestones: data.milestones,
    ...reviewStateOf(data.entries, data.reviewLogs, timeZone),
  };
  files.unshift({ name: EXPORT_JSON_NAME, bytes: strToU8(JSON.stringify(document, null, 2)), compress: true });
  return zipFiles(files, options);
}

function titlesOf(ids: readonly number[], titles: Map<number, string>): string[] | null {
  const found = ids.map((id) => titles.get(id)).filter((title): title is string => title !== undefined);
  return found.length > 0 ? found : null;
}

async function zipFiles(files: PendingFile[], options: ExportOptions): Promise<ExportFile> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      chunks.push(chunk);
      size += chunk.length;
    }
  });
  const total = files.length;
  options.onProgress?.({ done: 0, total });
  for (let i = 0; i < total; i++) {
    const file = files[i] as PendingFile;
    const stream = file.compress ? new ZipDeflate(file.name, { level: 6 }) : new ZipPassThrough(file.name);
    if (file.mtime && !Number.isNaN(file.mtime.getTime())) stream.mtime = file.mtime;
    zip.add(stream);
    stream.push(file.bytes, true);
    if (failure) throw failure;
    if ((i + 1) % BATCH === 0) {
      options.onProgress?.({ done: i + 1, total });
      await options.pause?.();
    }
  }
  zip.end();
  if (failure) throw failure;
  options.onProgress?.({ done: total, total });
  return { fileName: exportFileName(options.now, options.timeZone), chunks, size };
}
