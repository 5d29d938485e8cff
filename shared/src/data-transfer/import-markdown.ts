/**
 * Reads a zip of Markdown notes (Obsidian vaults, Joplin, Jekyll, Logseq, Bear, LearnLog's own
 * Markdown files without learnlog.json, plain folders; `.txt` notes too). A note's title is its
 * front matter's `title` in any spelling, else its file name as written (a leading day that
 * dates it apart), never a heading from inside it; its date is the front matter's, else the
 * file name's day, else the file's time in the zip. Links, embeds and callouts become LearnLog's
 * (obsidian-syntax.ts, note-photos.ts); what does not come in is named in the preview's notes.
 */
import { FIELD_LIMITS } from '../constants';
import { recordIdSchema } from '../entities/fields';
import { imageTypeOf } from './binary';
import { hashTags, mergeTags, tagsFrom, titleAsWritten } from './entry-text';
import { importedEntrySchema } from './export-document';
import { readFrontMatter } from './front-matter';
import { FrontMatterFields } from './front-matter-fields';
import { schemaProblem, type ImportBundle, type ImportEntry, type ReadOptions } from './import-bundle';
import { readPhotos } from './import-learnlog';
import { stableRecordId } from './names';
import { dateOfDay, datedName, noteDateFrom } from './note-dates';
import { NotePhotos, VaultFiles, attachInOrder, placeEmbeddedImage, placeMarkdownImages } from './note-photos';
import { baseName, calloutsAsQuotes, outsideCode, rewriteWikiLinks } from './obsidian-syntax';
import { PhotoReader } from './photo-reader';
import { datedNoLaterThan, filesLeftOutNote, futureDatesNote, namesList, plural } from './preview-notes';
import { IMPORT_LIMITS, ImportError } from './transfer-limits';
import { isJunkPath, type ZipArchive } from './zip-reader';

const NOTE = /\.(md|markdown|txt)$/i;
/** Logseq writes a page's properties as `key:: value` lines at its top. */
const LOGSEQ_PROPERTIES = /^(?:[ \t]*[\w-]+::[^\n]*(?:\n|$))+/;
/** The exporter's photo lines at the end of a LearnLog entry's file (export-builder.ts). */
const LEARNLOG_PHOTO_LINES = /(?:^|\n\n)((?:!\[Photo \d+\]\([^)\n]+\)(?:\n|$))+)\s*$/;
const LEARNLOG_PHOTO_LINE = /!\[Photo \d+\]\(([^)\n]+)\)/g;
const FIRST_HEADING = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\n|$)/;

export function findMarkdownFiles(archive: ZipArchive): string[] {
  return archive.files.map((file) => file.name).filter((name) => NOTE.test(name) && !isJunkPath(name));
}

interface Note {
  path: string;
  fields: FrontMatterFields;
  body: string;
  title: string;
  createdAt: string;
  /** From the file's path and text, so the same file imported twice has the same id. */
  stableId: number;
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Logseq's `title:: x` and `tags:: a, b` lines taken off the top as front matter. */
function logseqProperties(body: string): { fields: Record<string, unknown>; body: string } {
  const block = LOGSEQ_PROPERTIES.exec(body);
  if (!block) return { fields: {}, body };
  const fields: Record<string, unknown> = {};
  for (const line of block[0].split('\n')) {
    const at = line.indexOf('::');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 2).trim();
  }
  return { fields, body: body.slice(block[0].length).replace(/^\s*\n/, '') };
}

function readNote(archive: ZipArchive, path: string, options: ReadOptions, now: Date): Note {
  const info = archive.info(path);
  if (info && info.size > IMPORT_LIMITS.markdownBytes) {
    throw new ImportError('tooLarge', path, `is longer than an entry can be (${FIELD_LIMITS.content.toLocaleString('en-US')} characters)`);
  }
  const text = archive.text(path, IMPORT_LIMITS.markdownBytes);
  const front = readFrontMatter(text, path);
  const logseq = logseqProperties(front.body);
  const fields = new FrontMatterFields({ ...logseq.fields, ...front.fields });
  const name = baseName(path);
  const dated = datedName(name);
  const title = titleAsWritten(fields.text('title') ?? '') || titleAsWritten(dated?.rest || name) || name;
  const fileTime = info?.modifiedAt ?? null;
  const createdAt =
    noteDateFrom(fields.get('date', 'created', 'createdAt', 'creationDate', 'dateCreated'), options.timeZone) ??
    (dated ? dateOfDay(dated.day, fileTime, options.timeZone) : null) ??
    (fileTime ?? now).toISOString();
  return { path, fields, body: logseq.body, title, createdAt, stableId: stableRecordId(`markdown:${path}\n${text}`) };
}

/** Every note's title by what a link may call it: its path without the extension, or its name alone. */
function titlesByName(notes: readonly Note[]): (name: string) => string | null {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const note of notes) {
    byPath.set(note.path.replace(NOTE, '').toLowerCase(), note.title);
    const key = baseName(note.path).toLowerCase();
    if (!byName.has(key)) byName.set(key, note.title);
  }
  return (name) => {
    const key = name.replace(NOTE, '').replace(/^\/+/, '').toLowerCase();
    return byPath.get(key) ?? byName.get(key.split('/').pop() ?? key) ?? null;
  };
}

const linkTitle = (title: string) => title.replace(/[[\]|\n]/g, ' ').replace(/\s+/g, ' ').trim();

/** LearnLog's front matter names linked resources and goals by title: kept as links to them. */
function linkLines(fields: FrontMatterFields): string {
  const lines = [
    ['Resources', fields.list('resources')],
    ['Goals', fields.list('goals')],
  ] as const;
  return lines
    .filter(([, titles]) => titles.length > 0)
    .map(([label, titles]) => `${label}: ${titles.map((title) => `[[${linkTitle(title)}]]`).join(', ')}`)
    .join('\n');
}

function toEntry(note: Note, files: VaultFiles, titleOf: (name: string) => string | null, id: number) {
  const { fields, path, title } = note;
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const photos = new NotePhotos();
  let body = note.body;
  // LearnLog's own file holds the entry's content exactly as it was.
  const isLearnLogFile = recordIdSchema.safeParse(fields.get('id')).success;
  // Elsewhere a first line that repeats the title would show it twice.
  const heading = isLearnLogFile ? null : FIRST_HEADING.exec(body);
  if (heading?.[1] && (sameWords(heading[1], title) || sameWords(heading[1], baseName(path)))) body = body.slice(heading[0].length).replace(/^\s*\n/, '');
  if (isLearnLogFile) {
    const block = LEARNLOG_PHOTO_LINES.exec(body);
    if (block?.[1]) {
      for (const match of block[1].matchAll(LEARNLOG_PHOTO_LINE)) {
        const file = files.resolve(match[1] ?? '', folder);
        if (file && imageTypeOf(file)) photos.attach(file);
      }
      body = body.slice(0, block.index);
    }
  }
  attachInOrder(body, folder, files, photos);
  body = calloutsAsQuotes(body);
  body = rewriteWikiLinks(body, titleOf, (target) => placeEmbeddedImage(target.name, target.shown, folder, files, photos));
  body = outsideCode(body, (prose) => placeMarkdownImages(prose, folder, files, photos));
  const links = linkLines(fields);
  const content = [body.replace(/\s+$/, ''), links].filter(Boolean).join('\n\n');
  return {
    entry: {
      id,
      createdAt: note.createdAt,
      title,
      // An empty note still comes in: its title is all it says.
      content: content.trim() ? content : title,
      keyLearning: fields.text('keyLearning'),
      questions: fields.text('questions'),
      // Jekyll's categories are tags of a kind.
      tags: mergeTags(tagsFrom(fields.get('tags', 'tag', 'keywords')), tagsFrom(fields.get('categories', 'category')), hashTags(note.body)),
      isPublic: fields.flag('public'),
      isFavorite: fields.flag('favorite', 'favourite', 'starred', 'pinned'),
      photos: photos.paths,
    },
    leftOut: photos.leftOut,
  };
}

export async function readMarkdownFiles(archive: ZipArchive, paths: string[], options: ReadOptions): Promise<ImportBundle> {
  const now = options.now ?? new Date();
  const notes: Note[] = [];
  for (const path of paths) {
    notes.push(readNote(archive, path, options, now));
    if (notes.length % 200 === 0) await options.pause?.();
  }
  const files = new VaultFiles(archive);
  const titleOf = titlesByName(notes);
  const photoReader = new PhotoReader(archive, options);
  const usedIds = new Set<number>();
  const attached = new Set<string>();
  const pathOf = new Map<number, string>();
  // Files are named from the vault's own folder ("plan.org", not "Vault/plan.org").
  const root = commonFolder(archive.files.map((file) => file.name).filter((name) => !isJunkPath(name)));
  const named = (path: string) => (path.startsWith(root) ? path.slice(root.length) : path);
  const tooManyPhotos: string[] = [];
  const overflow = new Set<string>();
  const read: ImportEntry[] = [];
  for (const note of notes) {
    // A LearnLog file keeps its id; a copy of one (the same id twice) gets one of its own.
    const ownId = recordIdSchema.safeParse(note.fields.get('id'));
    const id = ownId.success && !usedIds.has(ownId.data) ? ownId.data : note.stableId;
    usedIds.add(id);
    pathOf.set(id, note.path);
    const { entry, leftOut } = toEntry(note, files, titleOf, id);
    const valid = importedEntrySchema.safeParse(entry);
    if (!valid.success) throw schemaProblem(note.path, valid.error);
    for (const photo of entry.photos) attached.add(photo);
    for (const photo of leftOut) overflow.add(photo);
    if (leftOut.length > 0) {
      tooManyPhotos.push(
        `${named(note.path)} shows ${plural(entry.photos.length + leftOut.length, 'image', 'images')}; an entry keeps ${FIELD_LIMITS.photos}: the first ${FIELD_LIMITS.photos} come in, left out: ${namesList(leftOut.map(named))}.`,
      );
    }
    read.push({ ...valid.data, photos: await readPhotos(photoReader, entry.photos) });
    if (read.length % 200 === 0) await options.pause?.();
  }
  const { records: entries, future } = datedNoLaterThan(read, now, (entry) => named(pathOf.get(entry.id) ?? entry.title));

  const noteSet = new Set(paths);
  const unused = archive.files.map((file) => file.name).filter((name) => !noteSet.has(name) && !attached.has(name) && !isJunkPath(name));
  const unusedNamed = (keep: (name: string) => boolean) => unused.filter(keep).map(named);
  const notesList = [
    futureDatesNote([{ one: 'note', many: 'notes', names: future }]),
    ...tooManyPhotos,
    filesLeftOutNote(
      unusedNamed((name) => !imageTypeOf(name)),
      ['file that is not a note', 'files that are not notes'],
      'LearnLog reads Markdown (.md) and text (.txt) notes',
    ),
    filesLeftOutNote(
      unusedNamed((name) => imageTypeOf(name) !== null && !overflow.has(name)),
      ['image no note shows', 'images no note shows'],
    ),
  ].filter((note): note is string => note !== null);
  return { format: 'markdown', entries, resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], ...(notesList.length ? { notes: notesList } : {}) };
}

/** The folder every file is in ("Vault/" when a folder was zipped), or '' when there is none. */
function commonFolder(paths: readonly string[]): string {
  const first = paths[0];
  const slash = first?.indexOf('/') ?? -1;
  if (first === undefined || slash < 0) return '';
  const folder = first.slice(0, slash + 1);
  return paths.every((path) => path.startsWith(folder)) ? folder : '';
}
