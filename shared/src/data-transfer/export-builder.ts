/**
 * The one export builder: the device calls it on its Dexie copy (offline), the server on its
 * SQLite rows (GET /api/export). Same data in, same zip out:
 *
 *   learnlog.json                       every record, ids kept (export-document.ts)
 *   entries/2024-03-05-closures.md      one Markdown file per entry, YAML front matter + content
 *   entries/photos/2024-03-05-closures-1.jpg   its photos, linked from the .md by relative path
 *
 * A photo the content shows in place (`![caption](photo:N)`) is linked there in the .md, so the
 * file reads as written in any Markdown reader; the others follow the text. learnlog.json keeps
 * the content as it is, its references counting the photos it lists.
 */
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { APP_VERSION } from '../constants';
import type { JournalEntry } from '../entities/journal-entry.schema';
import { dayKey } from '../rules/days';
import { mapPhotoReferences, photosShownInPlace, withoutPhoto } from '../rules/photo-references';
import { reviewStateOf } from '../review/review-state';
import { fromDataUrl } from './binary';
import { EXPORT_FORMAT, EXPORT_JSON_NAME, EXPORT_VERSION, type ExportData } from './export-document';
import { PLAIN_EXPORT_KINDS } from './export-kinds';
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
  /**
   * Called once `sliceMs` of work has run since the last call: the device paints, the server
   * answers other requests (and waits for the response to drain).
   */
  pause?: () => Promise<void>;
  /** Work between two pauses, in ms (default 12). */
  sliceMs?: number;
  /** Takes the zip's bytes as they are made (the server streams them); without it they are collected. */
  onChunk?: (chunk: Uint8Array) => void;
  /** An entry's photos as data URLs, when `entries` hold them otherwise (the server's references). */
  loadPhotos?: (entry: JournalEntry) => Promise<string[]>;
}

export interface ExportFile {
  fileName: string;
  /** The zip, in the order it was written (a Blob or a response takes them as they are); empty with onChunk. */
  chunks: Uint8Array[];
  size: number;
}

/** A file is pushed into the zip in pieces this large, so deflating one large file is not one long task. */
const PIECE = 64 * 1024;

export function exportFileName(now: Date, timeZone = 'UTC'): string {
  return `learnlog-export-${dayKey(now, timeZone)}.zip`;
}

type Dated = { createdAt: string; id: number };

const byCreated = <T extends Dated>(a: T, b: T) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;

/** The zip being written: files go in as they are made, never all held at once. */
class ZipWriter {
  readonly chunks: Uint8Array[] = [];
  size = 0;
  private failure: Error | null = null;
  private readonly zip: Zip;
  private since = performance.now();

  constructor(private readonly options: ExportOptions) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else {
        this.size += chunk.length;
        if (options.onChunk) options.onChunk(chunk);
        else this.chunks.push(chunk);
      }
    });
  }

  /** Photos are compressed already: stored as they are. */
  async add(name: string, bytes: Uint8Array, compress: boolean, mtime?: Date): Promise<void> {
    const stream = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    if (mtime && !Number.isNaN(mtime.getTime())) stream.mtime = mtime;
    this.zip.add(stream);
    if (bytes.length === 0) stream.push(bytes, true);
    for (let at = 0; at < bytes.length; at += PIECE) {
      stream.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
      if (this.failure) throw this.failure;
      await this.breathe();
    }
  }

  /** A text file given in pieces (never one string of the whole file), deflated as the pieces come. */
  async addText(name: string, pieces: Iterable<string>): Promise<void> {
    const stream = new ZipDeflate(name, { level: 6 });
    this.zip.add(stream);
    let buffered = '';
    for (const piece of pieces) {
      buffered += piece;
      if (buffered.length < PIECE) continue;
      stream.push(strToU8(buffered));
      buffered = '';
      if (this.failure) throw this.failure;
      await this.breathe();
    }
    stream.push(strToU8(buffered), true);
    if (this.failure) throw this.failure;
  }

  async breathe(): Promise<void> {
    if (!this.options.pause || performance.now() - this.since < (this.options.sliceMs ?? 12)) return;
    await this.options.pause();
    this.since = performance.now();
  }

  end(): void {
    this.zip.end();
    if (this.failure) throw this.failure;
  }
}

export async function buildExport(data: ExportData, options: ExportOptions): Promise<ExportFile> {
  const timeZone = options.timeZone ?? 'UTC';
  const resourceTitles = new Map(data.resources.map((r) => [r.id, r.title]));
  const goalTitles = new Map(data.goals.map((g) => [g.id, g.title]));
  const taken = new Set<string>();
  const entries: Array<Omit<JournalEntry, 'photos'> & { photos: string[] }> = [];
  const writer = new ZipWriter(options);
  const total = data.entries.length + 1;
  options.onProgress?.({ done: 0, total });

  // Entries and their photos first, learnlog.json last: it names the photos' paths, known by then.
  for (const [index, entry] of [...data.entries].sort(byCreated).entries()) {
    const base = uniqueName(`${dayKey(entry.createdAt, timeZone)}-${slugify(entry.title)}`, '', taken);
    /** Each photo written, by its index in the entry (one that is not a data URL is left out). */
    const photoPaths = new Map<number, string>();
    const photos = options.loadPhotos ? await options.loadPhotos(entry) : entry.photos;
    for (const [at, photo] of photos.entries()) {
      const file = fromDataUrl(photo);
      if (!file) continue;
      const name = `${base}-${at + 1}.${file.extension}`;
      photoPaths.set(at, `photos/${name}`);
      await writer.add(`entries/photos/${name}`, file.bytes, false);
    }
    const inPlace = photosShownInPlace(entry.content);
    const inText = mapPhotoReferences(entry.content, (at, caption) => {
      const path = photoPaths.get(at);
      return path ? `![${caption}](${path})` : '';
    });
    const after = [...photoPaths].filter(([at]) => !inPlace.has(at));
    const markdown = withFrontMatter(
      {
        id: entry.id,
        title: entry.title,
        // A Date, written as a YAML timestamp: Jekyll reads it as the post's date.
        date: new Date(entry.createdAt),
        tags: entry.tags,
        keyLearning: entry.keyLearning || null,
        questions: entry.questions || null,
        public: entry.isPublic,
        favorite: entry.isFavorite,
        resources: titlesOf(entry.linkedResources, resourceTitles),
        goals: titlesOf(entry.linkedGoals, goalTitles),
      },
      inText + after.map(([at, path], i) => `${i === 0 ? '\n\n' : '\n'}![Photo ${at + 1}](${path})`).join(''),
    );
    await writer.add(`entries/${base}.md`, strToU8(markdown), true, new Date(entry.updatedAt));
    // A photo left out takes its references with it, so the others still name theirs.
    const left = [...photos.keys()].filter((at) => !photoPaths.has(at)).reverse();
    const content = left.reduce((text, at) => withoutPhoto(text, at), entry.content);
    entries.push({ ...entry, content, photos: [...photoPaths.values()].map((path) => `entries/${path}`) });
    if (index % 50 === 49) options.onProgress?.({ done: index + 1, total });
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
    ...Object.fromEntries(PLAIN_EXPORT_KINDS.map(({ exportShape: { key } }) => [key, [...((data.plain?.[key] ?? []) as Dated[])].sort(byCreated)])),
  };
  await writer.addText(EXPORT_JSON_NAME, jsonPieces(document));
  writer.end();
  options.onProgress?.({ done: total, total });
  return { fileName: exportFileName(options.now, options.timeZone), chunks: writer.chunks, size: writer.size };
}

/**
 * `JSON.stringify(value, null, 2)` in pieces: each top-level list one record at a time, so a
 * journal of thousands of entries is never one long stringify (the server answers others meanwhile).
 */
function* jsonPieces(value: Record<string, unknown>): Generator<string> {
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  yield '{';
  for (const [index, key] of keys.entries()) {
    const item = value[key];
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (Array.isArray(item) && item.length > 0) {
      yield '[';
      for (const [at, record] of item.entries()) yield `${at === 0 ? '' : ','}\n    ${JSON.stringify(record, null, 2).replace(/\n/g, '\n    ')}`;
      yield '\n  ]';
    } else yield JSON.stringify(item, null, 2).replace(/\n/g, '\n  ');
  }
  yield '\n}';
}

function titlesOf(ids: readonly number[], titles: Map<number, string>): string[] | null {
  const found = ids.map((id) => titles.get(id)).filter((title): title is string => title !== undefined);
  return found.length > 0 ? found : null;
}
