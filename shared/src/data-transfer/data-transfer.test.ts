import { unzipSync, strFromU8 } from 'fflate';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../constants';
import type { JournalEntry } from '../entities/journal-entry.schema';
import type { Resource } from '../entities/resource.schema';
import { buildExport } from './export-builder';
import type { ExportData } from './export-document';
import { planImport, previewText } from './import-summary';
import { readImport } from './read-import';
import { IMPORT_LIMITS, ImportError } from './transfer-limits';
import { ZipArchive } from './zip-reader';
import { fixture, makeZip, withDeclaredSize } from './zip-test-helpers';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const now = new Date('2024-05-01T10:00:00Z');
const row = { updatedAt: '2024-04-02T00:00:00.000Z', version: 3 };

const entry: JournalEntry = {
  ...row,
  id: 1_700_000_000_000_001,
  createdAt: '2024-04-01T09:00:00.000Z',
  title: 'Closures in JS!',
  content: 'A closure **keeps** its scope alive.\n\n---\n\nEven after return.',
  keyLearning: 'Functions remember where they were born',
  questions: null,
  tags: ['javascript', 'functions'],
  linkedResources: [42],
  linkedGoals: [7],
  goalProgress: 10,
  photos: [PNG],
  isPublic: true,
  isFavorite: false,
  readTime: 1,
  shareId: 'abc',
};
const resource: Resource = {
  ...row,
  id: 42,
  createdAt: '2024-03-01T00:00:00.000Z',
  title: 'You Don’t Know JS',
  url: 'https://example.com/ydkjs',
  type: 'book',
  description: null,
  status: 'completed',
  progress: 100,
  isPublic: false,
  tags: [],
  notes: 'Chapter 3',
  category: 'revisitable',
  completedAt: '2024-03-20T00:00:00.000Z',
};
const data: ExportData = {
  entries: [entry, { ...entry, id: 2, title: 'Closures in JS!', photos: [], createdAt: '2024-04-01T10:00:00.000Z' }],
  resources: [resource],
  goals: [
    {
      ...row,
      id: 7,
      createdAt: '2024-01-01T00:00:00.000Z',
      title: 'Learn JavaScript deeply',
      description: null,
      targetDate: '2024-12-31',
      priority: 'high',
      tags: [],
      status: 'active',
      progress: 20,
      linkedJournalEntries: [entry.id],
      linkedResources: [42],
      milestones: [],
      completedMilestones: [],
      completedAt: null,
    },
  ],
  learnPlans: [],
  milestones: [],
  reviewLogs: [
    { ...row, createdAt: '2024-04-02T09:00:00.000Z', id: 90, entryId: entry.id, cardKey: 'key', cardText: 'Functions remember where they were born', rating: 'good', reviewedAt: '2024-04-02T09:00:00.000Z' },
    // A review of an entry that is not exported stays out of the file.
    { ...row, createdAt: '2024-04-02T09:00:00.000Z', id: 91, entryId: 999, cardKey: 'key', cardText: 'Gone', rating: 'easy', reviewedAt: '2024-04-02T09:00:00.000Z' },
  ],
  profile: null,
};

const noneHere = { entries: new Set<number>(), resources: new Set<number>(), goals: new Set<number>(), learnPlans: new Set<number>(), milestones: new Set<number>() };

async function exported(): Promise<Uint8Array> {
  const file = await buildExport(data, { now, timeZone: 'UTC' });
  const out = new Uint8Array(file.size);
  let at = 0;
  for (const chunk of file.chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function problemOf(bytes: Uint8Array, fileName = 'upload.zip'): Promise<ImportError> {
  const error = await readImport(bytes, { fileName }).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe('the export zip', () => {
  it('holds learnlog.json, one Markdown file per entry with front matter, and photos linked by relative path', async () => {
    const file = await buildExport(data, { now, timeZone: 'UTC' });
    expect(file.fileName).toBe('learnlog-export-2024-05-01.zip');
    const files = unzipSync(await exported());
    expect(Object.keys(files).sort()).toEqual([
      'entries/2024-04-01-closures-in-js-2.md',
      'entries/2024-04-01-closures-in-js.md',
      'entries/photos/2024-04-01-closures-in-js-1.png',
      'learnlog.json',
    ]);
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json).toMatchObject({ format: 'learnlog-export', version: 1, exportedAt: now.toISOString() });
    expect(json.entries[0]).toMatchObject({ id: entry.id, photos: ['entries/photos/2024-04-01-closures-in-js-1.png'] });
    expect(json.resources[0]).toEqual(resource);

    const markdown = strFromU8(files['entries/2024-04-01-closures-in-js.md'] as Uint8Array);
    const [, front, body] = markdown.split(/^---\n|\n---\n\n/m);
    expect(parseYaml(front ?? '')).toEqual({
      id: entry.id,
      title: 'Closures in JS!',
      date: entry.createdAt,
      tags: ['javascript', 'functions'],
      keyLearning: 'Functions remember where they were born',
      public: true,
      favorite: false,
      resources: ['You Don’t Know JS'],
      goals: ['Learn JavaScript deeply'],
    });
    expect(markdown).toContain(`${entry.content}\n\n![Photo 1](photos/2024-04-01-closures-in-js-1.png)`);
    expect(body).toBeDefined();
  });

  it('reads back as the same records (round trip), photos included', async () => {
    const bundle = await readImport(await exported());
    expect(bundle.format).toBe('learnlog');
    expect(bundle.entries.map((e) => [e.id, e.title, e.content, e.createdAt, e.photos])).toEqual([
      [entry.id, entry.title, entry.content, entry.createdAt, [PNG]],
      [2, entry.title, entry.content, '2024-04-01T10:00:00.000Z', []],
    ]);
    expect(bundle.resources[0]).toMatchObject({ id: 42, status: 'completed', completedAt: resource.completedAt, notes: 'Chapter 3' });
    expect(bundle.goals[0]).toMatchObject({ id: 7, linkedJournalEntries: [entry.id], targetDate: '2024-12-31' });
    expect(bundle.reviewLogs).toEqual([expect.objectContaining({ id: 90, entryId: entry.id, cardKey: 'key', rating: 'good' })]);
  });

  it('links a photo shown in place where the text has it, the others after the text; learnlog.json keeps the references', async () => {
    const content = 'Before.\n\n![The whiteboard](photo:2)\n\nAfter.';
    const placed = { ...entry, content, photos: [PNG, PNG, 'not a data URL', PNG], linkedResources: [], linkedGoals: [] };
    const zip = await buildExport({ ...data, entries: [{ ...placed, content: `${content}\n\n![](photo:3) ![](photo:4)` }], reviewLogs: [] }, { now, timeZone: 'UTC' });
    const bytes = new Uint8Array(zip.size);
    let at = 0;
    for (const chunk of zip.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    const files = unzipSync(bytes);
    const markdown = strFromU8(files['entries/2024-04-01-closures-in-js.md'] as Uint8Array);
    const photo = (n: number) => `photos/2024-04-01-closures-in-js-${n}.png`;
    // Photo 3 is not a data URL: neither written nor linked; the unplaced photo 1 follows the text.
    expect(markdown.endsWith(`Before.\n\n![The whiteboard](${photo(2)})\n\nAfter.\n\n ![](${photo(4)})\n\n![Photo 1](${photo(1)})`)).toBe(true);
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json.entries[0].photos).toEqual([1, 2, 4].map((n) => `entries/${photo(n)}`));
    expect(json.entries[0].content).toBe(`${content}\n\n ![](photo:3)`);
  });

  it('writes the review log and each card’s schedule replayed from it', async () => {
    const json = JSON.parse(strFromU8(unzipSync(await exported())['learnlog.json'] as Uint8Array));
    expect(json.reviewLogs.map((log: { id: number }) => log.id)).toEqual([90]);
    expect(json.reviewCards).toEqual([
      expect.objectContaining({ entryId: entry.id, cardKey: 'key', reps: 1, state: 'review', lastReview: '2024-04-02T09:00:00.000Z', retired: false }),
      expect.objectContaining({ entryId: 2, cardKey: 'key', reps: 0, state: 'new', dueDay: '2024-04-02' }),
    ]);
  });

  it('reports progress up to the last file', async () => {
    const seen: number[] = [];
    await buildExport(data, { now, onProgress: ({ done, total }) => seen.push(done / total) });
    expect(seen.at(0)).toBe(0);
    expect(seen.at(-1)).toBe(1);
  });
});

describe('importing from elsewhere', () => {
  it('reads a Day One export: text, creation date, tags, starred and photos', async () => {
    const bundle = await readImport(fixture('day-one-export.zip'));
    expect(bundle.format).toBe('day-one');
    const [pi, spanish, photoOnly] = bundle.entries;
    expect(pi).toMatchObject({ title: 'Pi day: floating point', createdAt: '2023-03-14T08:30:00Z', tags: ['maths', 'programming'], isFavorite: false });
    expect(pi?.content).toContain('0.1 + 0.2 != 0.3 in most languages. IEEE 754 stores binary fractions!');
    expect(pi?.content).not.toContain('dayone-moment');
    expect(pi?.photos).toHaveLength(1);
    expect(pi?.photos?.[0]).toMatch(/^data:image\/png;base64,/);
    expect(spanish).toMatchObject({ isFavorite: true, tags: ['languages', 'spanish'], title: expect.stringMatching(/^Finished the first week/) });
    expect(photoOnly).toMatchObject({ content: 'Photo from Day One', title: 'Day One entry 2023-05-20' });
  });

  it('reads a zip of Markdown notes: front matter, first heading or file name as title, #tags, linked images', async () => {
    const bundle = await readImport(fixture('markdown-notes.zip'));
    expect(bundle.format).toBe('markdown');
    expect(bundle.entries.map((e) => e.title)).toEqual(['Rust ownership, finally', 'SQL joins', 'quick thought']);
    const [rust, sql, thought] = bundle.entries;
    expect(rust).toMatchObject({ createdAt: '2024-01-12T12:00:00.000Z', tags: ['rust', 'systems', 'memory'], isFavorite: true });
    expect(rust?.keyLearning).toMatch(/exactly one owner/);
    expect(rust?.photos).toHaveLength(1);
    expect(rust?.content).not.toContain('borrow.png');
    expect(sql).toMatchObject({ tags: ['sql', 'databases'], createdAt: '2024-02-01T21:15:00.000Z' });
    expect(sql?.content.startsWith('A LEFT JOIN')).toBe(true);
    expect(thought?.content).toBe('Spaced repetition beats rereading: test yourself the next day, then in a week.');
  });

  it('gives the same ids to the same file, so a second import finds everything already here', async () => {
    const first = await readImport(fixture('day-one-export.zip'));
    const again = await readImport(fixture('day-one-export.zip'));
    expect(again.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    const here = { ...noneHere, entries: new Set(first.entries.slice(0, 2).map((e) => e.id)) };
    expect(previewText(planImport(again, here))).toBe('3 entries — 2 already here');
  });
});

describe('bad input is refused, naming the file and the problem', () => {
  it('not a zip', async () => {
    const error = await problemOf(new TextEncoder().encode('just some notes'), 'notes.txt');
    expect(error).toMatchObject({ status: 400, message: 'notes.txt: is not a zip file' });
  });

  it('a zip over 200 MB', async () => {
    const error = await problemOf(new Uint8Array(IMPORT_LIMITS.zipBytes + 1));
    expect(error).toMatchObject({ status: 413, message: 'upload.zip: the zip is over 200 MB' });
  });

  it('a zip that declares more than 1 GB inflated', async () => {
    const zip = withDeclaredSize(makeZip({ 'a.md': '# A\n\nx', 'b.md': '# B\n\ny' }), 'b.md', IMPORT_LIMITS.inflatedBytes);
    expect(await problemOf(zip)).toMatchObject({ status: 413, message: 'upload.zip: the zip would inflate to more than 1024 MB' });
  });

  it('a file that inflates past what its header declares (a zip bomb) stops mid-stream', async () => {
    const zip = withDeclaredSize(makeZip({ 'bomb.md': new Uint8Array(1024 * 1024) }), 'bomb.md', 100);
    expect(await problemOf(zip)).toMatchObject({ status: 413, file: 'bomb.md', detail: 'inflates past the size its zip header declares' });
  });

  it('a zip inflating past the budget while streaming, whatever it declared', () => {
    const zip = makeZip({ 'a.md': new Uint8Array(3000), 'b.md': new Uint8Array(3000) });
    const archive = ZipArchive.open(zip, 'small.zip', { zipBytes: 1e6, inflatedBytes: 10_000, files: 10 });
    archive.read('a.md', 5000);
    const budget = { ...IMPORT_LIMITS, inflatedBytes: 5000 };
    expect(() => ZipArchive.open(zip, 'small.zip', budget)).toThrow(/inflate to more than/);
  });

  it('a Markdown file over the entry limits', async () => {
    const zip = makeZip({ 'long.md': `# Long\n\n${'a'.repeat(FIELD_LIMITS.content + 1)}` });
    expect(await problemOf(zip)).toMatchObject({ status: 422, message: 'long.md: content: Content must be at most 100000 characters' });
  });

  it('a photo over the photo limit', async () => {
    const zip = makeZip({ 'note.md': '# N\n\ntext\n\n![](big.jpg)', 'big.jpg': new Uint8Array(FIELD_LIMITS.photoBytes + 1) });
    expect(await problemOf(zip)).toMatchObject({ status: 413, file: 'big.jpg' });
  });

  it('malformed JSON in learnlog.json and in a Day One journal', async () => {
    expect(await problemOf(makeZip({ 'learnlog.json': '{"format": "learnlog-export",' }))).toMatchObject({ status: 400, file: 'learnlog.json' });
    expect((await problemOf(makeZip({ 'learnlog.json': '{' }))).detail).toMatch(/^is not valid JSON/);
    expect(await problemOf(makeZip({ 'Journal.json': '{"metadata": {}, "entries": [' }))).toMatchObject({ status: 400, file: 'Journal.json' });
  });

  it('malformed front matter', async () => {
    const zip = makeZip({ 'ok.md': '# fine\n\ntext', 'broken.md': '---\ntitle: [unclosed\ntags: a\n---\n\nbody' });
    expect(await problemOf(zip)).toMatchObject({ status: 400, file: 'broken.md', detail: expect.stringMatching(/^its front matter is not valid YAML/) });
    const unclosed = makeZip({ 'open.md': '---\ntitle: x\n\nbody' });
    expect(await problemOf(unclosed)).toMatchObject({ detail: 'its front matter has no closing --- line' });
  });

  it('an invalid record in a LearnLog export, named by its place in the file', async () => {
    const document = { format: 'learnlog-export', version: 1, exportedAt: now.toISOString(), entries: [{ id: 1, createdAt: now.toISOString(), title: ' ', content: 'x' }] };
    const error = await problemOf(makeZip({ 'learnlog.json': JSON.stringify(document) }));
    expect(error).toMatchObject({ status: 422, message: 'learnlog.json: entries.0.title: Please enter a title for your journal entry.' });
  });

  it('an unknown format', async () => {
    const error = await problemOf(makeZip({ 'photo.jpg': new Uint8Array(10), 'data.csv': 'a,b' }), 'stuff.zip');
    expect(error).toMatchObject({ status: 422, message: 'stuff.zip: is not a LearnLog export, a Day One JSON export or a zip of Markdown files' });
  });
});
