/**
 * Front matter a YAML 1.1 reader (Jekyll's) reads as it was written (issue 34, point 4): every
 * string 1.1 would take for a boolean, a number, a date or null is quoted, and reads back as that
 * string in the `yaml` package's 1.1 mode, in its 1.2 default and through LearnLog's own reader.
 */
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../entities/journal-entry.schema';
import { buildExport } from './export-builder';
import { readFrontMatter, withFrontMatter } from './front-matter';
import { readImport } from './read-import';
import { makeZip } from './zip-test-helpers';

const YAML_11_WORDS = ['y', 'Y', 'yes', 'Yes', 'YES', 'n', 'N', 'no', 'No', 'NO', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'on', 'On', 'ON', 'off', 'Off', 'OFF'];
const NULL_LIKE = ['~', 'null', 'Null', 'NULL'];
const NUMBER_LIKE = ['12', '-7', '+12', '007', '0o17', '0x1F', '0b101', '1_000', '1.5', '.5', '1e3', '6.02e+23', '1:20', '190:20:30', '.inf', '-.Inf', '.NaN'];
const DATE_LIKE = ['2024-03-05', '2024-03-05T10:00:00Z', '2024-03-05 10:00:00.5 -5', '2001-12-14t21:59:43.10-05:00'];
const MISREAD = [...YAML_11_WORDS, ...NULL_LIKE, ...NUMBER_LIKE, ...DATE_LIKE];

const frontOf = (markdown: string) => markdown.slice(4, markdown.indexOf('\n---\n') + 1);

describe('front matter a YAML 1.1 reader reads as written', () => {
  it.each(MISREAD)('the title and tag %j stay strings in YAML 1.1, YAML 1.2 and LearnLog’s reader', (word) => {
    const markdown = withFrontMatter({ title: word, tags: [word, 'plain'] }, 'Body');
    const front = frontOf(markdown);
    expect(front).toMatch(/^title: "/);
    expect(parse(front, { version: '1.1' })).toEqual({ title: word, tags: [word, 'plain'] });
    expect(parse(front)).toEqual({ title: word, tags: [word, 'plain'] });
    expect(readFrontMatter(markdown, 'note.md')).toEqual({ fields: { title: word, tags: [word, 'plain'] }, body: 'Body' });
  });

  it('leaves ordinary words, numbers and booleans plain, and writes a date as a full timestamp', () => {
    const date = new Date('2024-02-03T08:00:00.000Z');
    const markdown = withFrontMatter({ id: 17, title: 'Closures', date, public: true, favorite: false, questions: null }, 'Body');
    expect(frontOf(markdown)).toBe('id: 17\ntitle: Closures\ndate: 2024-02-03T08:00:00.000Z\npublic: true\nfavorite: false\n');
    // A 1.1 reader gets the post's date; a 1.2 reader the same instant as text.
    expect(parse(frontOf(markdown), { version: '1.1' })).toMatchObject({ date, public: true });
    expect(readFrontMatter(markdown, 'note.md').fields).toMatchObject({ date: '2024-02-03T08:00:00.000Z', public: true, id: 17 });
  });

  it('an export whose titles and tags are such words imports back with them, through its Markdown alone', async () => {
    // `1_000` apart: the Markdown reader takes `_` in a title for emphasis (its own fix, issue 34 point 2).
    const words = MISREAD.filter((word) => !word.includes('_'));
    const entries: JournalEntry[] = words.map((word, i) => ({
      id: 100 + i,
      createdAt: `2024-04-01T09:${String(i).padStart(2, '0')}:00.000Z`,
      updatedAt: '2024-04-02T00:00:00.000Z',
      version: 1,
      title: word,
      content: `About ${word}`,
      keyLearning: word,
      questions: null,
      tags: [word],
      linkedResources: [],
      linkedGoals: [],
      goalProgress: 0,
      photos: [],
      isPublic: false,
      isFavorite: false,
      readTime: 1,
      shareId: null,
    }));
    const file = await buildExport({ entries, resources: [], goals: [], learnPlans: [], milestones: [], reviewLogs: [], profile: null }, { now: new Date('2024-05-01T00:00:00Z') });
    const zipped = unzipSync(Uint8Array.from(file.chunks.flatMap((chunk) => [...chunk])));
    const markdownOnly = Object.fromEntries(Object.entries(zipped).filter(([name]) => name.endsWith('.md')).map(([name, bytes]) => [name, strFromU8(bytes)]));
    expect(Object.keys(markdownOnly)).toHaveLength(words.length);

    const bundle = await readImport(makeZip(markdownOnly));
    expect(bundle.format).toBe('markdown');
    const byId = new Map(bundle.entries.map((entry) => [entry.id, entry]));
    for (const entry of entries) {
      expect(byId.get(entry.id)).toMatchObject({ title: entry.title, tags: entry.tags, keyLearning: entry.title, createdAt: entry.createdAt });
    }
  });
});
