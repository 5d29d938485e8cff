/**
 * Reads a Day One JSON export: one `<Journal>.json` per journal ({metadata, entries}) and the
 * photos in `photos/<md5>.<type>`, referenced from the text as `![](dayone-moment://<id>)`.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { importedEntrySchema } from './export-document';
import { hashTags, mergeTags, shortTitle, titleFromHeading } from './entry-text';
import { parseJson, schemaProblem, type ImportBundle, type ImportEntry, type ReadOptions } from './import-bundle';
import { readPhotos } from './import-learnlog';
import { PhotoReader } from './photo-reader';
import { stableRecordId } from './names';
import { IMPORT_LIMITS, ImportError } from './transfer-limits';
import { isJunkPath, type ZipArchive } from './zip-reader';

const dayOnePhotoSchema = z.object({
  identifier: z.string().optional(),
  md5: z.string().regex(/^[A-Za-z0-9]+$/),
  type: z.string().regex(/^[A-Za-z0-9]+$/).optional(),
});

const dayOneEntrySchema = z.object({
  uuid: z.string().min(1),
  creationDate: z.iso.datetime({ offset: true }),
  text: z.string().default(''),
  tags: z.array(z.string()).default([]),
  starred: z.boolean().default(false),
  photos: z.array(dayOnePhotoSchema).default([]),
});

const dayOneJournalSchema = z.object({
  metadata: z.object({ version: z.string().optional() }).loose(),
  entries: z.array(z.unknown()),
});

const MOMENT_LINK = /!\[[^\]]*\]\(dayone-moment:\/+([^)\s]+)\)\s*/g;

/** The journals of a Day One export: top-level JSON files shaped {metadata, entries}. */
export function findDayOneJournals(archive: ZipArchive): string[] {
  return archive.files
    .map((file) => file.name)
    .filter((name) => name.toLowerCase().endsWith('.json') && !isJunkPath(name) && name.split('/').length <= 2)
    .filter((name) => {
      const head = archive.text(name, IMPORT_LIMITS.jsonBytes).slice(0, 4096);
      return /"metadata"\s*:/.test(head) || /"entries"\s*:/.test(head);
    });
}

export async function readDayOneExport(archive: ZipArchive, journals: string[], options: ReadOptions): Promise<ImportBundle> {
  const entries: ImportEntry[] = [];
  const photoReader = new PhotoReader(archive, options);
  const photoFiles = photoFilesByStem(archive);
  for (const journalPath of journals) {
    const root = journalPath.includes('/') ? journalPath.slice(0, journalPath.lastIndexOf('/') + 1) : '';
    const journal = dayOneJournalSchema.safeParse(parseJson(archive.text(journalPath, IMPORT_LIMITS.jsonBytes), journalPath));
    if (!journal.success) throw schemaProblem(journalPath, journal.error);
    for (const [index, raw] of journal.data.entries.entries()) {
      const where = `entry ${index + 1}`;
      const parsed = dayOneEntrySchema.safeParse(raw);
      if (!parsed.success) throw schemaProblem(journalPath, parsed.error, where);
      const entry = toEntry(photoFiles, root, parsed.data, journalPath, where);
      // Checked with its photos as paths (what the schema holds them as), then the photos are read.
      const valid = importedEntrySchema.safeParse(entry);
      if (!valid.success) throw schemaProblem(journalPath, valid.error, where);
      entries.push({ ...valid.data, photos: await readPhotos(photoReader, entry.photos) });
      if (entries.length % 200 === 0) await options.pause?.();
    }
  }
  return { format: 'day-one', entries, resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [] };
}

function toEntry(photoFiles: ReadonlyMap<string, string>, root: string, entry: z.output<typeof dayOneEntrySchema>, file: string, where: string) {
  if (entry.photos.length > FIELD_LIMITS.photos) {
    throw new ImportError('invalid', file, `${where} has ${entry.photos.length} photos; LearnLog keeps at most ${FIELD_LIMITS.photos} per entry`);
  }
  const photos = entry.photos.map((photo) => photoPath(photoFiles, root, photo));
  // Day One escapes punctuation that Markdown would read anyway ("2\.0", "Hi\!").
  const text = entry.text.replace(MOMENT_LINK, '').replace(/\\([.!()])/g, '$1').trim();
  const fromHeading = titleFromHeading(text);
  const firstLine = text.split('\n', 1)[0] ?? '';
  const title = fromHeading?.title ? shortTitle(fromHeading.title) : shortTitle(firstLine) || `Day One entry ${entry.creationDate.slice(0, 10)}`;
  const content = (fromHeading?.content.trim() ? fromHeading.content : text).trim() || (photos.length ? 'Photo from Day One' : title);
  return {
    id: stableRecordId(`dayone:${entry.uuid}`),
    createdAt: entry.creationDate,
    title,
    content,
    tags: mergeTags(entry.tags, hashTags(text)),
    isFavorite: entry.starred,
    isPublic: false,
    photos,
  };
}

/** Files in a photos/ folder by their path without the extension: Day One names a photo by md5 alone. */
function photoFilesByStem(archive: ZipArchive): Map<string, string> {
  const byStem = new Map<string, string>();
  for (const { name } of archive.files) {
    const dot = name.lastIndexOf('.');
    if (dot > 0 && /(^|\/)photos\/[^/]+$/.test(name) && !byStem.has(name.slice(0, dot))) byStem.set(name.slice(0, dot), name);
  }
  return byStem;
}

function photoPath(photoFiles: ReadonlyMap<string, string>, root: string, photo: z.output<typeof dayOnePhotoSchema>): string {
  const stem = `${root}photos/${photo.md5}`;
  const exact = photo.type ? `${stem}.${photo.type}` : null;
  const found = exact && photoFiles.get(stem) === exact ? exact : photoFiles.get(stem);
  if (!found) throw new ImportError('invalid', exact ?? `${stem}.jpeg`, 'is missing from the zip (a photo of an entry)');
  return found;
}
