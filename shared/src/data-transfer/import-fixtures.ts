/**
 * Test fixtures in the real formats of other apps, made by the tests (never committed binaries):
 * an Obsidian-style vault, a Day One JSON export, Joplin, Jekyll and Logseq notes. Shared by the
 * readers' unit tests, the server's route tests and the browser tests.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A 1×1 PNG: the readers attach it; what it shows does not matter here. */
export const TINY_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const ZIP_TIME = new Date('2022-08-09T10:11:12Z');

function zip(files: Record<string, string | Uint8Array>, mtime = ZIP_TIME): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = [typeof content === 'string' ? strToU8(content) : content, { mtime }];
  return zipSync(zippable);
}

/** The vault's files, so a test can name what it expects of each. */
export const OBSIDIAN_VAULT = {
  'Vault/.obsidian/app.json': '{"attachmentFolderPath":"attachments"}',
  'Vault/Welcome.md': [
    '# Welcome',
    '',
    'Start with [[Rust ownership]], then [[Borrowing#The rules|the rules]] and [[notes/inline_tags]]; see also [[Borrowing]] and [[Nowhere#Gone]].',
    '',
    '![[diagram.png]]',
    '',
    '> [!tip] Remember this',
    '> Every value has one owner.',
    '',
    '> [!warning]-',
    '> Moves are silent.',
    '',
    '```',
    '[[not a link]] ![[diagram.png]] > [!note] not a callout',
    '```',
    '',
  ].join('\n'),
  'Vault/Rust ownership.md': [
    'Ownership is how Rust frees memory without a collector.',
    '',
    '## Settings',
    '',
    'A heading in the middle is not the title.',
    '',
    '![A borrow](attachments/borrow%20diagram.png)',
    '![[shot.jpg|300]]',
    '![[diagram.png]]',
    '',
  ].join('\n'),
  'Vault/notes/inline_tags.md': '---\ntags: [obsidian]\n---\nTags like #inline work too.\n',
  'Vault/Borrowing.md': '---\nTitle: Borrowing rules\nCreated: 2023-06-01 09:30\n---\n## The rules\n\nOne mutable borrow or many shared ones.\n',
  'Vault/Gallery.md': Array.from({ length: 12 }, (_, i) => `![[g${i + 1}.png]]`).join('\n'),
  'Vault/Someday.md': '---\ndate: 2999-01-01\n---\nA note from the future.\n',
  'Vault/attachments/diagram.png': TINY_PNG,
  'Vault/attachments/borrow diagram.png': TINY_PNG,
  'Vault/attachments/shot.jpg': TINY_PNG,
  'Vault/attachments/unused.png': TINY_PNG,
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Vault/attachments/gallery/g${i + 1}.png`, TINY_PNG])),
  'Vault/plan.org': '* TODO Learn Rust\n',
  'Vault/paper.pdf': '%PDF-1.4\n',
} satisfies Record<string, string | Uint8Array>;

export const obsidianVault = (): Uint8Array => zip(OBSIDIAN_VAULT);

/** Joplin's Markdown + Front Matter export, with the capitalised keys its YAML test notes use. */
export const joplinNotes = (): Uint8Array =>
  zip({
    'Joplin/Learning/Spaced repetition.md': '---\nTitle: Spaced repetition\nCreated: 2021-03-28 10:20:00Z\nUpdated: 2021-04-01 08:00:00Z\nTags:\n  - memory\n  - learning\n---\n\n# Spaced repetition\n\nTest yourself tomorrow, then in a week.\n',
    'Joplin/Learning/Feynman.md': '---\ntitle: The Feynman technique\ncreated_at: 2021-05-02T18:00:00+02:00\ntags: teaching, explaining\n---\n\nExplain it to a child.\n',
  });

/** A Jekyll site's posts and a Logseq graph's journals and pages. */
export const jekyllAndLogseqNotes = (): Uint8Array =>
  zip({
    '_posts/2020-05-14-welcome-to-jekyll.md': '---\nlayout: post\ntitle: "Welcome to Jekyll!"\ndate: 2020-05-14 21:05:00 +0200\ncategories: jekyll update\ntags: [blogging]\n---\nYou’ll find this post in your `_posts` directory.\n',
    '_posts/2020-06-01-no-front-matter-date.md': '---\ntitle: Dated by its name\n---\nThe file name says the day.\n',
    'journals/2020_05_14.md': '- Learned about [[Some page]]\n- #review this later\n',
    'pages/Some page.md': 'title:: Some page\ntags:: logseq, notes\n\n- A page of its own\n',
  });

export interface DayOneFixtureOptions {
  /** The first entry's photo (a large JPEG, say); a tiny PNG without one. */
  photo?: { bytes: Uint8Array; type: 'jpeg' | 'png' };
}

const md5 = (n: number) => n.toString(16).padStart(32, 'a');

/**
 * A Day One export: entries written in New York, Tokyo and London (a learner in Berlin reads
 * them), an all-day entry, starred and pinned, place and weather, a video and a PDF, an entry
 * with 12 photos, and one dated in the future.
 */
export function dayOneExport(options: DayOneFixtureOptions = {}): Uint8Array {
  const first = options.photo ?? { bytes: TINY_PNG, type: 'png' as const };
  const gallery = Array.from({ length: 12 }, (_, i) => ({ identifier: `G${i + 1}`, md5: md5(100 + i), type: 'png' }));
  const entries = [
    {
      uuid: 'NEWYORK0000000000000000000000001',
      creationDate: '2023-03-15T01:30:00Z',
      timeZone: 'America/New_York',
      starred: true,
      text: '# Late night in New York\n\nWrote this after class\\.\n\n![](dayone-moment://P1)\n\nClosures keep their scope\\!',
      tags: ['javascript'],
      photos: [{ identifier: 'P1', md5: md5(1), type: first.type, orderInEntry: 0 }],
      location: { placeName: 'Blue Bottle Coffee', localityName: 'New York', administrativeArea: 'NY', country: 'United States', latitude: 40.7, longitude: -74 },
      weather: { temperatureCelsius: 18.4, conditionsDescription: 'Mostly Sunny', weatherCode: 'fair' },
    },
    {
      uuid: 'TOKYO00000000000000000000000002',
      creationDate: '2023-04-01T23:00:00Z',
      timeZone: 'Asia/Tokyo',
      isPinned: true,
      text: 'Morning in Tokyo: kanji practice.\n\n![](dayone-moment:/video/V1)\n\nNotes from the lecture:\n\n![](dayone-moment:/pdfAttachment/D1)',
      tags: ['japanese'],
      videos: [{ identifier: 'V1', md5: md5(2), type: 'mov' }],
      pdfAttachments: [{ identifier: 'D1', md5: md5(3), type: 'pdf' }],
    },
    {
      uuid: 'ALLDAY0000000000000000000000003',
      creationDate: '2023-05-20T23:30:00Z',
      timeZone: 'Europe/London',
      isAllDay: true,
      text: 'Exam day, all day.',
    },
    {
      uuid: 'GALLERY000000000000000000000004',
      creationDate: '2023-06-01T10:00:00Z',
      timeZone: 'Europe/Berlin',
      text: `Field trip\n\n${gallery.map((photo) => `![](dayone-moment://${photo.identifier})`).join('\n')}`,
      photos: gallery,
    },
    { uuid: 'FUTURE0000000000000000000000005', creationDate: '2999-01-01T10:00:00Z', timeZone: 'Europe/Berlin', text: 'Written ahead of time.' },
  ];
  return zip({
    'Journal.json': JSON.stringify({ metadata: { version: '1.0' }, entries }, null, 2),
    [`photos/${md5(1)}.${first.type}`]: first.bytes,
    ...Object.fromEntries(gallery.map((photo) => [`photos/${photo.md5}.png`, TINY_PNG])),
    [`videos/${md5(2)}.mov`]: new Uint8Array(64),
    [`pdfs/${md5(3)}.pdf`]: strToU8('%PDF-1.4\n'),
  });
}
