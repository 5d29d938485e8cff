/**
 * The readers against real formats, made here: an Obsidian-style vault, a Day One export with
 * per-entry zones, Joplin, Jekyll and Logseq notes, and LearnLog's own export without its JSON.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../entities/journal-entry.schema';
import { dayKey } from '../rules/days';
import { buildExport } from './export-builder';
import type { ExportData } from './export-document';
import { dayOneExport, jekyllAndLogseqNotes, joplinNotes, obsidianVault, TINY_PNG } from './import-fixtures';
import type { ImportBundle } from './import-bundle';
import { readImport } from './read-import';

const now = new Date('2024-05-01T10:00:00Z');
const read = (zip: Uint8Array) => readImport(zip, { now, timeZone: 'Europe/Berlin' });
const byTitle = (bundle: ImportBundle, title: string) => {
  const entry = bundle.entries.find((e) => e.title === title);
  expect(entry, `an entry titled ${title}`).toBeDefined();
  return entry as ImportBundle['entries'][number];
};
const PNG_URL = `data:image/png;base64,${btoa(String.fromCharCode(...TINY_PNG))}`;

describe('an Obsidian vault', () => {
  it('titles each note by its file name as written, never by a heading inside it', async () => {
    const bundle = await read(obsidianVault());
    expect(bundle.format).toBe('markdown');
    expect(bundle.entries.map((e) => e.title).sort()).toEqual(['Borrowing rules', 'Gallery', 'Rust ownership', 'Someday', 'Welcome', 'inline_tags']);
    // A first line repeating the title is not kept twice; a heading further down stays where it is.
    expect(byTitle(bundle, 'Welcome').content.startsWith('Start with')).toBe(true);
    expect(byTitle(bundle, 'Rust ownership').content).toContain('## Settings\n\nA heading in the middle is not the title.');
    expect(byTitle(bundle, 'inline_tags').tags).toEqual(['obsidian', 'inline']);
  });

  it('keeps [[links]] as LearnLog links to the notes’ titles, headings and folders dropped', async () => {
    const welcome = byTitle(await read(obsidianVault()), 'Welcome');
    expect(welcome.content).toContain(
      'Start with [[Rust ownership]], then [[Borrowing rules|the rules]] and [[inline_tags]]; see also [[Borrowing rules|Borrowing]] and [[Nowhere]].',
    );
    // Code is left as written.
    expect(welcome.content).toContain('```\n[[not a link]] ![[diagram.png]] > [!note] not a callout\n```');
  });

  it('leaves links to records outside the vault as written, a "#" or "/" of their title kept', async () => {
    const bundle = await read(zipSync({ 'n.md': strToU8('See [[C# basics]], [[TCP/IP basics|the stack]], [[F#]] and [[Gone#Section]].') }));
    expect(bundle.entries[0]?.content).toBe('See [[C# basics]], [[TCP/IP basics|the stack]], [[F#]] and [[Gone]].');
  });

  it('turns callouts into quotes with their title in bold', async () => {
    const welcome = byTitle(await read(obsidianVault()), 'Welcome');
    expect(welcome.content).toContain('> **Remember this**\n> Every value has one owner.');
    expect(welcome.content).toContain('> **Warning**\n> Moves are silent.');
    expect(welcome.content).not.toContain('[!tip]');
  });

  it('attaches ![[embeds]] and ![](paths) as photos in place, found by name anywhere in the vault', async () => {
    const bundle = await read(obsidianVault());
    expect(byTitle(bundle, 'Welcome')).toMatchObject({ photos: [PNG_URL] });
    expect(byTitle(bundle, 'Welcome').content).toContain('\n\n![](photo:1)\n\n');
    const rust = byTitle(bundle, 'Rust ownership');
    // The order the note shows them in: the URL-encoded path, the sized embed, then diagram.png.
    expect(rust.content).toContain('![A borrow](photo:1)\n![](photo:2)\n![](photo:3)');
    expect(rust.photos).toHaveLength(3);
  });

  it('keeps the first photos of a note showing more than an entry holds, and names the rest', async () => {
    const bundle = await read(obsidianVault());
    const gallery = byTitle(bundle, 'Gallery');
    expect(gallery.photos).toHaveLength(10);
    expect(gallery.content).toContain('![](photo:10)\n_(g11.png left out: an entry keeps 10 photos)_');
    expect(bundle.notes).toContain(
      'Gallery.md shows 12 images; an entry keeps 10: the first 10 come in, left out: attachments/gallery/g11.png, attachments/gallery/g12.png.',
    );
  });

  it('dates notes from front matter in any case, else the zip time; a future date comes in dated today, and the preview says so', async () => {
    const bundle = await read(obsidianVault());
    expect(byTitle(bundle, 'Borrowing rules').createdAt).toBe('2023-06-01T07:30:00.000Z');
    expect(byTitle(bundle, 'Welcome').createdAt).toBe('2022-08-09T10:11:12.000Z');
    expect(byTitle(bundle, 'Someday').createdAt).toBe(now.toISOString());
    expect(bundle.notes).toContain('1 note dated in the future comes in dated today: Someday.md.');
  });

  it('names every file left out, per kind: not notes, and images no note shows', async () => {
    const bundle = await read(obsidianVault());
    expect(bundle.notes).toContain('Left out: 2 files that are not notes (1 .org: plan.org; 1 .pdf: paper.pdf); LearnLog reads Markdown (.md) and text (.txt) notes.');
    expect(bundle.notes).toContain('Left out: 1 image no note shows (attachments/unused.png).');
    // The app's settings folder is the vault's, not the learner's: not counted.
    expect(bundle.notes?.join(' ')).not.toContain('.obsidian');
  });

  it('reads a .txt note as Markdown', async () => {
    const bundle = await read(zipSync({ 'ideas.txt': strToU8('Plain text, still a note.') }));
    expect(bundle.entries).toEqual([expect.objectContaining({ title: 'ideas', content: 'Plain text, still a note.' })]);
  });
});

describe('Joplin, Jekyll and Logseq', () => {
  it('reads Joplin’s capitalised Title, Created and Tags, and created_at with an offset', async () => {
    const bundle = await read(joplinNotes());
    expect(byTitle(bundle, 'Spaced repetition')).toMatchObject({
      createdAt: '2021-03-28T10:20:00.000Z',
      tags: ['memory', 'learning'],
      content: 'Test yourself tomorrow, then in a week.',
    });
    expect(byTitle(bundle, 'The Feynman technique')).toMatchObject({ createdAt: '2021-05-02T16:00:00.000Z', tags: ['teaching', 'explaining'] });
  });

  it('dates Jekyll posts by their front matter (with its offset) or their file name, and Logseq journals by theirs', async () => {
    const bundle = await read(jekyllAndLogseqNotes());
    expect(byTitle(bundle, 'Welcome to Jekyll!')).toMatchObject({ createdAt: '2020-05-14T19:05:00.000Z', tags: ['blogging', 'jekyll', 'update'] });
    // A day alone is noon where the learner lives (Berlin, summer time).
    expect(byTitle(bundle, 'Dated by its name').createdAt).toBe('2020-06-01T10:00:00.000Z');
    expect(byTitle(bundle, '2020_05_14')).toMatchObject({ createdAt: '2020-05-14T10:00:00.000Z', content: '- Learned about [[Some page]]\n- #review this later', tags: ['review'] });
    expect(byTitle(bundle, 'Some page')).toMatchObject({ content: '- A page of its own', tags: ['logseq', 'notes'] });
  });
});

describe('a Day One export', () => {
  it('keeps each entry on the day and at the time its own clock showed, an all-day entry on its calendar day', async () => {
    const bundle = await read(dayOneExport());
    // 21:30 on 14 March in New York, placed at 21:30 in Berlin (UTC+1 then).
    expect(byTitle(bundle, 'Late night in New York').createdAt).toBe('2023-03-14T20:30:00.000Z');
    expect(dayKey(byTitle(bundle, 'Late night in New York').createdAt, 'Europe/Berlin')).toBe('2023-03-14');
    // 08:00 on 2 April in Tokyo (23:00 UTC on the 1st), placed at 08:00 in Berlin (UTC+2 by then).
    expect(byTitle(bundle, 'Morning in Tokyo: kanji practice.').createdAt).toBe('2023-04-02T06:00:00.000Z');
    // 00:30 on 21 May in London (23:30 UTC on the 20th): the 21st, at noon in Berlin.
    expect(byTitle(bundle, 'Exam day, all day.').createdAt).toBe('2023-05-21T10:00:00.000Z');
    const inNewYork = await readImport(dayOneExport(), { now, timeZone: 'America/New_York' });
    expect(dayKey(byTitle(inNewYork, 'Exam day, all day.').createdAt, 'America/New_York')).toBe('2023-05-21');
  });

  it('keeps starred and pinned as favourites, the photo in place, place and weather as the last line', async () => {
    const bundle = await read(dayOneExport());
    const newYork = byTitle(bundle, 'Late night in New York');
    expect(newYork).toMatchObject({ isFavorite: true, tags: ['javascript'], photos: [PNG_URL] });
    expect(newYork.content).toBe(
      'Wrote this after class.\n\n![](photo:1)\n\nClosures keep their scope!\n\n_Written at Blue Bottle Coffee, New York, NY, United States · 18 °C, Mostly Sunny_',
    );
    expect(byTitle(bundle, 'Morning in Tokyo: kanji practice.').isFavorite).toBe(true);
    expect(byTitle(bundle, 'Exam day, all day.').isFavorite).toBe(false);
  });

  it('marks videos and PDFs where they were and names them in the preview as not imported', async () => {
    const bundle = await read(dayOneExport());
    expect(byTitle(bundle, 'Morning in Tokyo: kanji practice.').content).toBe(
      '_(a video, not imported)_\n\nNotes from the lecture:\n\n_(a PDF, not imported)_',
    );
    expect(bundle.notes).toContain('Not imported (LearnLog keeps photos only): 1 video (in “Morning in Tokyo: kanji practice.”); 1 PDF (in “Morning in Tokyo: kanji practice.”).');
  });

  it('brings in an entry whose photo the export left out, marking it and naming it in the preview', async () => {
    const journal = {
      metadata: { version: '1.0' },
      entries: [
        {
          uuid: 'MISSING',
          creationDate: '2023-01-01T10:00:00Z',
          text: 'Two photos\n\n![](dayone-moment://A)\n![](dayone-moment://B)',
          photos: [
            { identifier: 'A', md5: 'aaaa', type: 'png' },
            { identifier: 'B', md5: 'bbbb', type: 'jpeg' },
          ],
        },
      ],
    };
    const bundle = await read(zipSync({ 'Journal.json': strToU8(JSON.stringify(journal)), 'photos/aaaa.png': TINY_PNG }));
    expect(bundle.entries[0]).toMatchObject({ title: 'Two photos', content: '![](photo:1)\n_(a photo, missing from the export)_', photos: [PNG_URL] });
    expect(bundle.notes).toEqual(['1 photo is named by the journal but missing from the zip, so not imported (in “Two photos”).']);
  });

  it('keeps the first 10 photos of an entry with 12, and a future entry dated today, saying both', async () => {
    const bundle = await read(dayOneExport());
    const trip = byTitle(bundle, 'Field trip');
    expect(trip.photos).toHaveLength(10);
    expect(trip.content).toContain('![](photo:10)\n_(a photo, left out: an entry keeps 10 photos)_');
    expect(bundle.notes).toContain('“Field trip” has 12 photos; an entry keeps 10: the first 10 come in, 2 left out.');
    expect(byTitle(bundle, 'Written ahead of time.').createdAt).toBe(now.toISOString());
    expect(bundle.notes).toContain('1 entry dated in the future comes in dated today: “Written ahead of time.”');
  });
});

describe('LearnLog’s own export with learnlog.json removed', () => {
  const row = { updatedAt: '2024-04-02T00:00:00.000Z', version: 3, shareId: null, readTime: 1, goalProgress: 0 };
  const entry: JournalEntry = {
    ...row,
    id: 1_700_000_000_000_001,
    createdAt: '2024-04-01T09:00:00.000Z',
    title: 'Closures in JS!',
    content: 'A closure **keeps** its scope alive.\n\n---\n\nEven after return.',
    keyLearning: 'Functions remember where they were born',
    questions: 'What about loops?',
    tags: ['javascript', 'functions'],
    linkedResources: [42],
    linkedGoals: [7],
    photos: [PNG_URL],
    isPublic: true,
    isFavorite: true,
  };
  const data: ExportData = {
    entries: [entry, { ...entry, id: 2, title: 'on_call notes', content: '# on_call notes\n\nPlain.', photos: [], linkedResources: [], linkedGoals: [], isPublic: false, isFavorite: false, keyLearning: null, questions: null, tags: [] }],
    resources: [{ ...row, id: 42, createdAt: '2024-03-01T00:00:00.000Z', title: 'You Don’t Know JS', url: null, type: 'book', description: null, status: 'completed', progress: 100, isPublic: false, tags: [], notes: null, category: 'revisitable', completedAt: null }],
    goals: [
      { ...row, id: 7, createdAt: '2024-01-01T00:00:00.000Z', title: 'Learn JavaScript deeply', description: null, targetDate: null, priority: 'high', tags: [], status: 'active', progress: 0, linkedJournalEntries: [], linkedResources: [], milestones: [], completedMilestones: [], completedAt: null },
    ],
    learnPlans: [],
    milestones: [],
    reviewLogs: [],
    profile: null,
  };

  async function markdownOnly(): Promise<Uint8Array> {
    const file = await buildExport(data, { now, timeZone: 'UTC' });
    const whole = new Uint8Array(file.size);
    let at = 0;
    for (const chunk of file.chunks) whole.set(chunk, (at += chunk.length) - chunk.length);
    const files = unzipSync(whole);
    delete files['learnlog.json'];
    return zipSync(files);
  }

  it('brings its entries back: ids, dates, tags, text, photos, favourite and public, and its links to resources and goals', async () => {
    const bundle = await read(await markdownOnly());
    expect(bundle.format).toBe('markdown');
    expect(bundle.notes).toBeUndefined();
    const closures = byTitle(bundle, 'Closures in JS!');
    expect(closures).toMatchObject({
      id: entry.id,
      createdAt: entry.createdAt,
      tags: ['javascript', 'functions'],
      keyLearning: entry.keyLearning,
      questions: entry.questions,
      isPublic: true,
      isFavorite: true,
      photos: [PNG_URL],
    });
    expect(closures.content).toBe(`${entry.content}\n\nResources: [[You Don’t Know JS]]\nGoals: [[Learn JavaScript deeply]]`);
    // Its content exactly as it was, a first heading repeating the title included.
    expect(byTitle(bundle, 'on_call notes')).toMatchObject({ id: 2, content: '# on_call notes\n\nPlain.', photos: [] });
  });
});
