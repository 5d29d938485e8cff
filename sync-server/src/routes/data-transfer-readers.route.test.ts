/**
 * POST /api/import with real formats made here (shared/src/data-transfer/import-fixtures.ts):
 * a Day One export with a 2 MB camera JPEG (scaled by sharp in the reader's thread), an Obsidian
 * vault, Joplin, Jekyll and Logseq notes, and LearnLog's own export with learnlog.json removed.
 * What the preview answers, then what lands in the database.
 */
import { unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, SYNC_HEADERS, dataUrlBytes } from '@learnlog/shared';
import { dayOneExport, jekyllAndLogseqNotes, joplinNotes, obsidianVault } from '@learnlog/shared/zip-test-helpers';
import type { JsonObject, TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, storedRows } from '../services/synced-record.fixtures';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

/** The learner lives in Berlin: their device says so on every request. */
function upload(client: TestClient, zip: Uint8Array, preview = false) {
  return client.post(`/api/import${preview ? '?preview=true' : ''}`, undefined, {
    rawBody: zip.slice(),
    headers: { 'content-type': 'application/zip', 'X-File-Name': 'export.zip', [SYNC_HEADERS.timeZone]: 'Europe/Berlin' },
  });
}

const entriesOf = async (client: TestClient) => (await client.get<JsonObject[]>('/api/journal-entries')).body;
const byTitle = (entries: JsonObject[], title: string) => entries.find((entry) => entry.title === title);

/** A camera-sized JPEG (2000×1500, about 2 MB): grain all over, which compresses as badly as a photo does. */
async function cameraJpeg(): Promise<Uint8Array> {
  const grain = { width: 2000, height: 1500, channels: 3 as const, background: '#6a8fb0', noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } };
  return new Uint8Array(await sharp({ create: grain }).jpeg({ quality: 90 }).toBuffer());
}

describe('a Day One export through the API', () => {
  // The photo is scaled in the preview and again in the import: a longer bound than a route's usual 20 s.
  it('previews what is left out, then imports every entry with its photos, the 2 MB JPEG scaled down', async () => {
    const jpeg = await cameraJpeg();
    expect(jpeg.length).toBeGreaterThan(1.8 * 1024 * 1024);
    const zip = dayOneExport({ photo: { bytes: jpeg, type: 'jpeg' } });
    const ann = await newLearner(server, 'sage');

    const preview = await upload(ann.client, zip, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'day-one', preview: '5 entries' });
    expect(preview.body.notes).toEqual([
      '1 entry dated in the future comes in dated today: “Written ahead of time.”',
      '“Field trip” has 12 photos; an entry keeps 10: the first 10 come in, 2 left out.',
      'Not imported (LearnLog keeps photos only): 1 video (in “Morning in Tokyo: kanji practice.”); 1 PDF (in “Morning in Tokyo: kanji practice.”).',
      "1 entry is dated today: it counts toward today's limits.",
    ]);
    expect(await storedRows(server, 'journal_entries', ann.id)).toEqual([]);

    const res = await upload(ann.client, zip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: 5 } });
    const entries = await entriesOf(ann.client);
    const newYork = byTitle(entries, 'Late night in New York');
    expect(newYork).toMatchObject({ createdAt: '2023-03-14T20:30:00.000Z', isFavorite: true, tags: ['javascript'] });
    expect(newYork?.content).toBe('Wrote this after class.\n\n![](photo:1)\n\nClosures keep their scope!\n\n_Written at Blue Bottle Coffee, New York, NY, United States · 18 °C, Mostly Sunny_');
    const [photo] = newYork?.photos as string[];
    expect(photo).toMatch(/^data:image\/jpeg;base64,/);
    expect(dataUrlBytes(photo ?? '')).toBeLessThanOrEqual(FIELD_LIMITS.photoBytes);
    expect(byTitle(entries, 'Morning in Tokyo: kanji practice.')).toMatchObject({ isFavorite: true, photos: [] });
    expect(byTitle(entries, 'Exam day, all day.')).toMatchObject({ createdAt: '2023-05-21T10:00:00.000Z' });
    expect((byTitle(entries, 'Field trip')?.photos as string[]).length).toBe(10);
    expect(byTitle(entries, 'Written ahead of time.')).toMatchObject({ createdAt: server.clock.now().toISOString() });
  }, 90_000);
});

describe('Markdown notes through the API', () => {
  it('an Obsidian vault: the preview names what is left out; titles, links, callouts and photos in place land as read', async () => {
    const bob = await newLearner(server, 'sage');
    const preview = await upload(bob.client, obsidianVault(), true);
    expect(preview.body).toMatchObject({ format: 'markdown', preview: '6 entries' });
    expect(preview.body.notes).toEqual(
      expect.arrayContaining([
        '1 note dated in the future comes in dated today: Someday.md.',
        'Left out: 2 files that are not notes (1 .org: plan.org; 1 .pdf: paper.pdf); LearnLog reads Markdown (.md) and text (.txt) notes.',
        'Left out: 1 image no note shows (attachments/unused.png).',
      ]),
    );

    expect((await upload(bob.client, obsidianVault())).body).toMatchObject({ added: { entries: 6 } });
    const entries = await entriesOf(bob.client);
    expect(entries.map((entry) => entry.title).sort()).toEqual(['Borrowing rules', 'Gallery', 'Rust ownership', 'Someday', 'Welcome', 'inline_tags']);
    const welcome = byTitle(entries, 'Welcome');
    expect(welcome?.content).toContain('[[Borrowing rules|the rules]] and [[inline_tags]]');
    expect(welcome?.content).toContain('> **Remember this**');
    expect(welcome).toMatchObject({ photos: [PNG] });
    expect(byTitle(entries, 'Rust ownership')?.content).toContain('![A borrow](photo:1)\n![](photo:2)\n![](photo:3)');
    expect(byTitle(entries, 'Borrowing rules')).toMatchObject({ createdAt: '2023-06-01T07:30:00.000Z' });
    expect(byTitle(entries, 'Someday')).toMatchObject({ createdAt: server.clock.now().toISOString() });
  });

  it('Joplin, Jekyll and Logseq notes keep their titles and dates', async () => {
    const cy = await newLearner(server, 'sage');
    await upload(cy.client, joplinNotes());
    await upload(cy.client, jekyllAndLogseqNotes());
    const entries = await entriesOf(cy.client);
    expect(Object.fromEntries(entries.map((entry) => [entry.title, entry.createdAt]))).toEqual({
      'Spaced repetition': '2021-03-28T10:20:00.000Z',
      'The Feynman technique': '2021-05-02T16:00:00.000Z',
      'Welcome to Jekyll!': '2020-05-14T19:05:00.000Z',
      'Dated by its name': '2020-06-01T10:00:00.000Z',
      '2020_05_14': '2020-05-14T10:00:00.000Z',
      'Some page': '2022-08-09T10:11:12.000Z',
    });
  });

  it("LearnLog's own export with learnlog.json removed comes back: ids, dates, tags, photo bytes, and its links", async () => {
    const dee = await newLearner(server, 'sage');
    const book = await dee.client.post('/api/resources', { title: 'The Rust Book', type: 'book' }, deviceWrite());
    const written = await dee.client.post(
      '/api/journal-entries',
      { title: 'Ownership_rules', content: 'Each value has one owner.', createdAt: '2024-02-03T08:00:00.000Z', tags: ['rust'], photos: [PNG], isFavorite: true, linkedResources: [book.body.id] },
      deviceWrite(),
    );
    const res = await fetch(`${server.url}/api/export`, { headers: { cookie: [...dee.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    delete files['learnlog.json'];

    const eli = await newLearner(server, 'sage');
    expect((await upload(eli.client, zipSync(files))).body).toMatchObject({ format: 'markdown', added: { entries: 1 } });
    expect(await entriesOf(eli.client)).toEqual([
      // The resource is not in the Markdown files: the link to it stays, by its title.
      expect.objectContaining({ id: written.body.id, title: 'Ownership_rules', content: 'Each value has one owner.\n\nResources: [[The Rust Book]]', createdAt: '2024-02-03T08:00:00.000Z', tags: ['rust'], photos: [PNG], isFavorite: true }),
    ]);
  });
});
