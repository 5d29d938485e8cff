/**
 * Reads a Day One JSON export: one `<Journal>.json` per journal ({metadata, entries}) and the
 * photos in `photos/<md5>.<type>`, shown in the text as `![](dayone-moment://<id>)` (placed there
 * as `photo:N` references). An entry keeps its instant, an all-day entry its calendar day where
 * it was written; starred and pinned entries are favourites; place and weather
 * are its last line; videos, audio and PDFs are marked where they were and named in the preview.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { dayKey, isValidTimeZone } from '../rules/days';
import { photoReference, photosShownInPlace } from '../rules/photo-references';
import { importedEntrySchema } from './export-document';
import { hashTags, mergeTags, shortTitle, titleFromHeading } from './entry-text';
import {
  MEDIA_KINDS,
  MediaLeftOut,
  dayOneLocationSchema,
  dayOneMediaSchema,
  dayOneWeatherSchema,
  isMediaKind,
  placeAndWeatherLine,
} from './day-one-extras';
import { parseJson, schemaProblem, type ImportBundle, type ImportEntry, type ReadOptions } from './import-bundle';
import { readPhotos } from './import-learnlog';
import { PhotoReader } from './photo-reader';
import { stableRecordId } from './names';
import { datedNoLaterThan, futureDatesNote, namesList, plural, quoted } from './preview-notes';
import { IMPORT_LIMITS } from './transfer-limits';
import { isJunkPath, type ZipArchive } from './zip-reader';
import { instantOf, noonOf, wallClockIn } from './zoned-time';

const dayOnePhotoSchema = z.object({
  identifier: z.string().optional(),
  md5: z.string().regex(/^[A-Za-z0-9]+$/),
  type: z.string().regex(/^[A-Za-z0-9]+$/).optional(),
});

const dayOneEntrySchema = z.object({
  uuid: z.string().min(1),
  creationDate: z.iso.datetime({ offset: true }),
  timeZone: z.string().optional().catch(undefined),
  isAllDay: z.boolean().default(false).catch(false),
  text: z.string().default(''),
  tags: z.array(z.string()).default([]),
  starred: z.boolean().default(false),
  isPinned: z.boolean().default(false).catch(false),
  photos: z.array(dayOnePhotoSchema).default([]),
  videos: dayOneMediaSchema,
  audios: dayOneMediaSchema,
  pdfAttachments: dayOneMediaSchema,
  location: dayOneLocationSchema,
  weather: dayOneWeatherSchema,
});
type DayOneEntry = z.output<typeof dayOneEntrySchema>;

const dayOneJournalSchema = z.object({
  metadata: z.object({ version: z.string().optional() }).loose(),
  entries: z.array(z.unknown()),
});

/** `![](dayone-moment://ID)` for a photo, `![](dayone-moment:/video/ID)` (audio, pdfAttachment) for the others. */
const MOMENT_LINK = /!\[[^\]]*\]\(dayone-moment:\/+([^)\s]+)\)/g;

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
  const read: ImportEntry[] = [];
  const photoReader = new PhotoReader(archive, options);
  const photoFiles = photoFilesByStem(archive);
  const media = new MediaLeftOut();
  const tooManyPhotos: string[] = [];
  const missing = { count: 0, entries: [] as string[] };
  for (const journalPath of journals) {
    const root = journalPath.includes('/') ? journalPath.slice(0, journalPath.lastIndexOf('/') + 1) : '';
    const journal = dayOneJournalSchema.safeParse(parseJson(archive.text(journalPath, IMPORT_LIMITS.jsonBytes), journalPath));
    if (!journal.success) throw schemaProblem(journalPath, journal.error);
    for (const [index, raw] of journal.data.entries.entries()) {
      const where = `entry ${index + 1}`;
      const parsed = dayOneEntrySchema.safeParse(raw);
      if (!parsed.success) throw schemaProblem(journalPath, parsed.error, where);
      const { entry, present, absent } = toEntry(photoFiles, root, parsed.data, options);
      // Checked with its photos as paths (what the schema holds them as), then the photos are read.
      const valid = importedEntrySchema.safeParse(entry);
      if (!valid.success) throw schemaProblem(journalPath, valid.error, where);
      for (const kind of Object.keys(MEDIA_KINDS) as (keyof typeof MEDIA_KINDS)[]) {
        media.add(kind, parsed.data[MEDIA_KINDS[kind].field].length, quoted(entry.title));
      }
      if (present > FIELD_LIMITS.photos) {
        tooManyPhotos.push(
          `${quoted(entry.title)} has ${present} photos; an entry keeps ${FIELD_LIMITS.photos}: the first ${FIELD_LIMITS.photos} come in, ${present - FIELD_LIMITS.photos} left out.`,
        );
      }
      if (absent > 0) {
        missing.count += absent;
        missing.entries.push(quoted(entry.title));
      }
      read.push({ ...valid.data, photos: await readPhotos(photoReader, entry.photos) });
      if (read.length % 200 === 0) await options.pause?.();
    }
  }
  const { records: entries, future } = datedNoLaterThan(read, options.now ?? new Date(), (entry) => quoted(entry.title));
  const missingNote =
    missing.count > 0 ? `${plural(missing.count, 'photo is', 'photos are')} named by the journal but missing from the zip, so not imported (in ${namesList(missing.entries)}).` : null;
  const notes = [futureDatesNote([{ one: 'entry', many: 'entries', names: future }]), ...tooManyPhotos, missingNote, media.note()].filter((note): note is string => note !== null);
  return { format: 'day-one', entries, resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], ...(notes.length ? { notes } : {}) };
}

/**
 * When the entry was written, as Day One shows it: the day and time on the clock where it was
 * written (its own zone), placed at that clock time where the learner is, so an entry written in
 * Tokyo on 2 April shows on 2 April (docs/decisions.md, "Imports"). An all-day entry has a
 * day, not a time: noon of its day. Without a zone on either side, the instant is kept.
 */
function writtenAt(entry: DayOneEntry, learnerZone: string | undefined): string {
  const ownZone = entry.timeZone && isValidTimeZone(entry.timeZone) ? entry.timeZone : undefined;
  if (entry.isAllDay) return noonOf(dayKey(new Date(entry.creationDate), ownZone ?? learnerZone ?? 'UTC'), learnerZone).toISOString();
  if (!ownZone || !learnerZone || ownZone === learnerZone) return entry.creationDate;
  return instantOf(wallClockIn(new Date(entry.creationDate), ownZone), learnerZone).toISOString();
}

function toEntry(photoFiles: ReadonlyMap<string, string>, root: string, entry: DayOneEntry, options: ReadOptions) {
  // The first photos in the zip up to the limit come in; the rest, and those not in the zip, are named in the preview.
  const located = entry.photos.map((photo) => ({ id: photo.identifier, path: photoPath(photoFiles, root, photo) }));
  const present = located.filter((photo): photo is { id: string | undefined; path: string } => photo.path !== null);
  const kept = present.slice(0, FIELD_LIMITS.photos);
  const photos = kept.map((photo) => photo.path);
  const photoIndex = new Map(kept.flatMap((photo, index) => (photo.id ? [[photo.id, index] as const] : [])));
  const leftOutPhotos = new Set(present.slice(FIELD_LIMITS.photos).flatMap((photo) => (photo.id ? [photo.id] : [])));
  const absentPhotos = new Set(located.flatMap((photo) => (photo.path === null && photo.id ? [photo.id] : [])));
  const withMoments = entry.text.replace(MOMENT_LINK, (_link, target: string) => {
    const slash = target.indexOf('/');
    const kind = slash >= 0 ? target.slice(0, slash) : 'photo';
    const id = slash >= 0 ? target.slice(slash + 1) : target;
    if (isMediaKind(kind)) return MEDIA_KINDS[kind].mark;
    const index = photoIndex.get(id);
    if (index !== undefined) return photoReference(index);
    if (leftOutPhotos.has(id)) return `_(a photo, left out: an entry keeps ${FIELD_LIMITS.photos} photos)_`;
    return absentPhotos.has(id) ? '_(a photo, missing from the export)_' : '';
  });
  // Day One escapes punctuation that Markdown would read anyway ("2\.0", "Hi\!").
  const text = withMoments
    .replace(/\\([.!()])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const createdAt = writtenAt(entry, options.timeZone);
  // Day One shows an entry's first line as its title: a heading, or a line short enough to be one.
  const fromHeading = titleFromHeading(text);
  const firstLine = text.split('\n', 1)[0] ?? '';
  const lineTitle = photosShownInPlace(firstLine).size > 0 ? '' : shortTitle(firstLine);
  const lineIsTitle = !fromHeading && lineTitle !== '' && !lineTitle.endsWith('…') && text.length > firstLine.length;
  const title = (fromHeading?.title ? shortTitle(fromHeading.title) : lineTitle) || `Day One entry ${dayKey(createdAt, options.timeZone ?? 'UTC')}`;
  let content = (fromHeading ? fromHeading.content : lineIsTitle ? text.slice(firstLine.length) : text).trim();
  // Photos with no words shown in place are shown with the entry all the same.
  if (!content.replace(/!\[[^\]]*\]\(photo:\d+\)/g, '').trim()) content = photos.length ? 'Photo from Day One' : title;
  const placeLine = placeAndWeatherLine(entry.location, entry.weather);
  const imported = {
    id: stableRecordId(`dayone:${entry.uuid}`),
    createdAt,
    title,
    content: placeLine ? `${content}\n\n${placeLine}` : content,
    tags: mergeTags(entry.tags, hashTags(text)),
    isFavorite: entry.starred || entry.isPinned,
    isPublic: false,
    photos,
  };
  return { entry: imported, present: present.length, absent: located.length - present.length };
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

/** The photo's file in the zip, or null when the export left it out (Day One does for photos not downloaded). */
function photoPath(photoFiles: ReadonlyMap<string, string>, root: string, photo: z.output<typeof dayOnePhotoSchema>): string | null {
  const stem = `${root}photos/${photo.md5}`;
  const exact = photo.type ? `${stem}.${photo.type}` : null;
  return (exact && photoFiles.get(stem) === exact ? exact : photoFiles.get(stem)) ?? null;
}
