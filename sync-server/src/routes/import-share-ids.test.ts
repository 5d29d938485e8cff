/**
 * Share addresses through export and import (issue 34, point 4), over real HTTP on SQLite and
 * PostgreSQL: on a new server each entry keeps its address and its public page answers there; an
 * address held on the server (by another learner, published or not), or given up by a deleted
 * entry, is never taken over: the import gets a new one and says so, in the preview and in the answer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, SharedEntry } from '@learnlog/shared';
import type { TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer } from '../services/synced-record.fixtures';

const SHELL = '<!doctype html><html lang="en"><head><title>LearnLog</title><meta name="description" content="App" /></head><body><div id="root"></div></body></html>';

let home: TestServer;
let moved: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'learnlog-share-import-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  [home, moved] = await Promise.all([startSyncedServer(), startSyncedServer({ appDistDir: dist })]);
});
afterAll(async () => {
  await Promise.all([home.close(), moved.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function exportOf(server: TestServer, client: TestClient): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/api/export`, { headers: { cookie: cookieOf(client) } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

function upload(client: TestClient, zip: Uint8Array, preview = false) {
  return client.post(`/api/import${preview ? '?preview=true' : ''}`, undefined, { rawBody: zip.slice(), headers: { 'content-type': 'application/zip' } });
}

// Each entry a minute after the last: an export lists them by date, so the notes name them in this order.
let minute = 0;
async function write(client: TestClient, title: string, isPublic: boolean): Promise<JournalEntry> {
  const createdAt = new Date(Date.UTC(2024, 1, 3, 8, minute++)).toISOString();
  const res = await client.post<JournalEntry>('/api/journal-entries', { title, content: `About ${title}`, createdAt, isPublic }, deviceWrite());
  expect(res.status).toBe(201);
  return res.body;
}

const setPublic = (client: TestClient, id: number, isPublic: boolean) => client.post<JournalEntry>(`/api/journal-entries/${id}/toggle-public`, { isPublic }, deviceWrite());

async function entriesOf(client: TestClient): Promise<Map<string, JournalEntry>> {
  const res = await client.get<JournalEntry[]>('/api/journal-entries');
  return new Map(res.body.map((entry) => [entry.title, entry]));
}

async function sharedEntry(server: TestServer, shareId: string): Promise<{ status: number; body: SharedEntry }> {
  const res = await fetch(`${server.url}/api/shared/journal/${encodeURIComponent(shareId)}`);
  return { status: res.status, body: (await res.json()) as SharedEntry };
}

/** The export with its learnlog.json's entries changed by `edit` (as a learner could, by hand). */
function edited(zip: Uint8Array, edit: (entries: Record<string, unknown>[]) => void): Uint8Array {
  const files = unzipSync(zip);
  const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array)) as { entries: Record<string, unknown>[] };
  edit(json.entries);
  return zipSync({ ...files, 'learnlog.json': strToU8(JSON.stringify(json)) });
}

describe('share addresses through export and import', () => {
  it('on a new server each entry keeps its address, and its public page answers there', async () => {
    const ann = await newLearner(home, 'sage');
    const published = await write(ann.client, 'Ownership', true);
    // Published once, then hidden: the address is kept, so publishing again revives the old link.
    const hidden = await write(ann.client, 'Borrowing', true);
    await setPublic(ann.client, hidden.id, false);
    await write(ann.client, 'Lifetimes', false);
    const zip = await exportOf(home, ann.client);

    const ann2 = await newLearner(moved, 'sage');
    const preview = await upload(ann2.client, zip, true);
    expect(preview.body.notes).toEqual([]);
    const res = await upload(ann2.client, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: 3 }, notes: [] });

    const there = await entriesOf(ann2.client);
    expect(there.get('Ownership')).toMatchObject({ id: published.id, isPublic: true, shareId: published.shareId });
    expect(there.get('Borrowing')).toMatchObject({ isPublic: false, shareId: hidden.shareId });
    expect(there.get('Lifetimes')?.shareId).toBeNull();

    const page = await sharedEntry(moved, published.shareId as string);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: 'Ownership', author: { username: ann2.user.username } });
    // The public page itself (the app shell with the entry's link preview) at the kept address.
    const html = await fetch(`${moved.url}/journal/${published.shareId}`, { headers: { Accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(await html.text()).toMatch(/<title>Ownership[^<]*<\/title>/);

    expect((await sharedEntry(moved, hidden.shareId as string)).status).toBe(404);
    expect((await setPublic(ann2.client, hidden.id, true)).body.shareId).toBe(hidden.shareId);
    expect((await sharedEntry(moved, hidden.shareId as string)).body).toMatchObject({ title: 'Borrowing' });
  });

  it("an address another learner holds is never taken over: the import gets a new one and says so", async () => {
    const ann = await newLearner(home, 'sage');
    const published = await write(ann.client, 'Ownership', true);
    const unpublished = await write(ann.client, 'Borrowing', true);
    await setPublic(ann.client, unpublished.id, false);
    const zip = await exportOf(home, ann.client);

    // Bob imports Ann's export on her server, one entry set by hand to claim her hidden entry's address.
    const bob = await newLearner(home, 'sage');
    const claim = edited(zip, (entries) => {
      for (const entry of entries) if (entry.title === 'Borrowing') entry.isPublic = true;
    });
    const preview = await upload(bob.client, claim, true);
    expect(preview.body.notes).toContain('2 public entries will get a new share address (their addresses are taken on this server): Ownership, Borrowing.');
    const res = await upload(bob.client, claim);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: 2 }, notes: ['2 public entries got a new share address: Ownership, Borrowing.'] });

    const bobs = await entriesOf(bob.client);
    for (const [title, theirs] of [['Ownership', published], ['Borrowing', unpublished]] as const) {
      const own = bobs.get(title);
      expect(own?.isPublic).toBe(true);
      expect(own?.shareId).toEqual(expect.any(String));
      expect(own?.shareId).not.toBe(theirs.shareId);
      expect((await sharedEntry(home, own?.shareId as string)).body).toMatchObject({ title, author: { username: bob.user.username } });
    }
    // Ann's links are still hers: the public one answers, the hidden one answers again once she republishes.
    expect((await sharedEntry(home, published.shareId as string)).body).toMatchObject({ author: { username: ann.user.username } });
    expect((await setPublic(ann.client, unpublished.id, true)).body.shareId).toBe(unpublished.shareId);
    expect((await sharedEntry(home, unpublished.shareId as string)).body).toMatchObject({ title: 'Borrowing', author: { username: ann.user.username } });
  });

  it("a deleted entry's address stays retired: another learner's import naming it gets a new one and says so", async () => {
    const ann = await newLearner(home, 'sage');
    const gone = await write(ann.client, 'Ownership', true);
    const zip = await exportOf(home, ann.client);
    expect((await ann.client.del(`/api/journal-entries/${gone.id}`, deviceWrite())).status).toBeLessThan(300);
    expect((await sharedEntry(home, gone.shareId as string)).status).toBe(404);

    // Bob brings in Ann's old export (her link was public: anyone could have kept it).
    const bob = await newLearner(home, 'sage');
    const preview = await upload(bob.client, zip, true);
    expect(preview.body.notes).toContain('1 public entry will get a new share address (its address is taken on this server): Ownership.');
    const res = await upload(bob.client, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: 1 }, notes: ['1 public entry got a new share address: Ownership.'] });
    const own = (await entriesOf(bob.client)).get('Ownership');
    expect(own?.shareId).toEqual(expect.any(String));
    expect(own?.shareId).not.toBe(gone.shareId);
    // The old link shows nobody's writing.
    expect((await sharedEntry(home, gone.shareId as string)).status).toBe(404);
    // Nor when an entry's row goes with its learner's account (the rows deleted with the account).
    const dee = await newLearner(home, 'sage');
    const hers = await write(dee.client, 'Lifetimes', true);
    const deesExport = await exportOf(home, dee.client);
    const { users } = home.db.t;
    await home.db.transaction((tx) => tx.q.delete(users).where(eq(users.id, dee.id)));
    const carl = await newLearner(home, 'sage');
    expect((await upload(carl.client, deesExport)).body).toMatchObject({ notes: ['1 public entry got a new share address: Lifetimes.'] });
    expect((await entriesOf(carl.client)).get('Lifetimes')?.shareId).not.toBe(hers.shareId);
  });

  it('two entries of one file naming one address: the first keeps it, the other gets a new one', async () => {
    const ann = await newLearner(home, 'sage');
    await write(ann.client, 'First', true);
    await write(ann.client, 'Second', true);
    const zip = edited(await exportOf(home, ann.client), (entries) => {
      const [first, second] = entries as [Record<string, unknown>, Record<string, unknown>];
      second.shareId = first.shareId;
    });
    const carl = await newLearner(moved, 'sage');
    const res = await upload(carl.client, zip);
    expect(res.body).toMatchObject({ added: { entries: 2 }, notes: ['1 public entry got a new share address: Second.'] });
    const carls = await entriesOf(carl.client);
    const first = carls.get('First')?.shareId as string;
    expect(carls.get('Second')?.shareId).not.toBe(first);
    expect((await sharedEntry(moved, first)).body).toMatchObject({ title: 'First' });
  });
});
