/**
 * Reads a zip of Markdown notes (Obsidian, Joplin, Bear, plain folders): front matter optional;
 * the title is the front matter's, else the first heading, else the file name; tags from the
 * front matter and #tags; images stored beside a note become its photos.
 */
import { FIELD_LIMITS } from '../constants';
import { recordIdSchema } from '../entities/fields';
import { imageTypeOf } from './binary';
import { hashTags, isoDateFrom, mergeTags, shortTitle, tagsFrom, titleFromHeading } from './entry-text';
import { importedEntrySchema } from './export-document';
import { readFrontMatter } from './front-matter';
import { schemaProblem, type ImportBundle, type ImportEntry, type ReadOptions } from './import-bundle';
import { readPhotos } from './import-learnlog';
import { PhotoReader } from './photo-reader';
import { stableRecordId } from './names';
import { IMPORT_LIMITS, ImportError } from './transfer-limits';
import { isJunkPath, type ZipArchive } from './zip-reader';

const MARKDOWN = /\.(md|markdown)$/i;
const LOCAL_IMAGE = /!\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)[ \t]*\n?/g;

export function findMarkdownFiles(archive: ZipArchive): string[] {
  return archive.files.map((file) => file.name).filter((name) => MARKDOWN.test(name) && !isJunkPath(name));
}

export async function readMarkdownFiles(archive: ZipArchive, paths: string[], options: ReadOptions): Promise<ImportBundle> {
  const entries: ImportEntry[] = [];
  const photoReader = new PhotoReader(archive, options);
  for (const path of paths) {
    const info = archive.info(path);
    if (info && info.size > IMPORT_LIMITS.markdownBytes) {
      throw new ImportError('tooLarge', path, `is longer than an entry can be (${FIELD_LIMITS.content.toLocaleString('en-US')} characters)`);
    }
    const text = archive.text(path, IMPORT_LIMITS.markdownBytes);
    const entry = toEntry(archive, path, text, info?.modifiedAt ?? options.now ?? new Date());
    const valid = importedEntrySchema.safeParse(entry);
    if (!valid.success) throw schemaProblem(path, valid.error);
    entries.push({ ...valid.data, photos: await readPhotos(photoReader, entry.photos) });
    if (entries.length % 200 === 0) await options.pause?.();
  }
  return { format: 'markdown', entries, resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [] };
}

const textField = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function toEntry(archive: ZipArchive, path: string, text: string, fallbackDate: Date) {
  const { fields, body } = readFrontMatter(text, path);
  const { content: withoutImages, photos } = takeLocalImages(archive, path, body);
  const heading = textField(fields.title) ? null : titleFromHeading(withoutImages);
  const fileTitle = (path.split('/').pop() ?? path).replace(MARKDOWN, '');
  const title = shortTitle(textField(fields.title) ?? heading?.title ?? fileTitle) || fileTitle;
  const content = (heading?.content ?? withoutImages).replace(/\s+$/, '');
  const ownId = recordIdSchema.safeParse(fields.id);
  return {
    id: ownId.success ? ownId.data : stableRecordId(`markdown:${path}\n${text}`),
    createdAt: isoDateFrom(fields.date ?? fields.created ?? fields.createdAt) ?? fallbackDate.toISOString(),
    title,
    content,
    keyLearning: textField(fields.keyLearning),
    questions: textField(fields.questions),
    tags: mergeTags(tagsFrom(fields.tags), hashTags(body)),
    isPublic: fields.public === true,
    isFavorite: fields.favorite === true,
    photos,
  };
}

/** Images the note links by a relative path that is in the zip: taken out of the text as photo paths. */
function takeLocalImages(archive: ZipArchive, notePath: string, body: string): { content: string; photos: string[] } {
  const folder = notePath.includes('/') ? notePath.slice(0, notePath.lastIndexOf('/') + 1) : '';
  const photos: string[] = [];
  const content = body.replace(LOCAL_IMAGE, (link: string, target: string) => {
    const path = resolvePath(folder, decodeURIComponentSafe(target));
    if (!path || !archive.has(path) || !imageTypeOf(path)) return link;
    if (photos.length >= FIELD_LIMITS.photos) {
      throw new ImportError('invalid', notePath, `links more than ${FIELD_LIMITS.photos} photos; an entry keeps at most ${FIELD_LIMITS.photos}`);
    }
    photos.push(path);
    return '';
  });
  return { content, photos };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** "photos/a.jpg" from "notes/" → "notes/photos/a.jpg"; null for web addresses and escapes. */
function resolvePath(folder: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return null;
  const parts: string[] = [];
  for (const part of `${folder}${target}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.pop()) return null;
    } else parts.push(part);
  }
  return parts.join('/');
}
