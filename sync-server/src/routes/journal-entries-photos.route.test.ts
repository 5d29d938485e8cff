/**
 * Entries' photos are stored apart, once per learner, and the entry's row keeps references
 * (services/photos.service.ts); on the wire nothing changed: every reader gets the data URLs.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SYNC_HEADERS, SYNC_PUSH_PATH, type JournalEntry, type SyncChangesResponse, type SyncPushResponse } from '@learnlog/shared';
import { deviceWrite, newLearner, setUserFields, startSyncedServer, type Learner } from '../services/synced-record.fixtures';
import type { TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

const photo = () => `data:image/png;base64,${randomBytes(300).toString('base64')}`;

async function photoRows(userId: number) {
  const { photos } = server.db.t;
  return server.db.q.select().from(photos).where(eq(photos.userId, userId));
}

async function storedEntry(userId: number, id: number) {
  const { journalEntries: e } = server.db.t;
  const [row] = await server.db.q.select().from(e).where(and(eq(e.userId, userId), eq(e.id, id)));
  return row;
}

const cookieOf = (learner: Learner) => [...learner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('entries with photos', () => {
  it('keep references in the row and the stored answer, and give every reader the data URLs', async () => {
    const ann = await newLearner(server);
    const photos = [photo(), photo()];
    const created = await ann.client.post<JournalEntry>('/api/journal-entries', { id: 501, title: 'Two photos', content: 'x', photos, isPublic: true }, deviceWrite());
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual(photos);

    const row = await storedEntry(ann.id, 501);
    expect(row?.photos).toEqual([expect.stringMatching(/^photo:sha256:[0-9a-f]{64}$/), expect.stringMatching(/^photo:sha256:[0-9a-f]{64}$/)]);
    const { idempotencyKeys } = server.db.t;
    const [stored] = await server.db.q.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, ann.id));
    expect(JSON.stringify(stored?.body)).not.toContain('data:image');

    const list = await ann.client.get<JournalEntry[]>('/api/journal-entries');
    expect(list.body.find((e) => e.id === 501)?.photos).toEqual(photos);
    const changes = await ann.client.get<SyncChangesResponse>('/api/sync/changes?since=0', { headers: { [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) } });
    expect('changes' in changes.body && changes.body.changes.find((c) => c.id === 501)?.row).toMatchObject({ photos });

    await setUserFields(server, ann.id, { sharePageEnabled: true });
    const page = await ann.client.get<{ entries: JournalEntry[] }>(`/api/share/${ann.user.username}`);
    expect(page.body.entries[0]?.photos).toEqual(photos);
    const shared = await ann.client.get<JournalEntry>(`/api/shared/journal/${created.body.shareId}`);
    expect(shared.body.photos).toEqual(photos);

    const zip = await fetch(`${server.url}/api/export`, { headers: { cookie: cookieOf(ann) } });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const exported = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array)) as { entries: { photos: string[] }[] };
    expect(exported.entries[0]?.photos).toHaveLength(2);
    const pictures = Object.keys(files).filter((name) => /\.png$/.test(name));
    expect(pictures.map((name) => Buffer.from(files[name] as Uint8Array).toString('base64')).sort()).toEqual(photos.map((p) => p.split(',')[1]).sort());
  });

  it('answers a replayed Idempotency-Key with the same bytes as the first answer', async () => {
    const ann = await newLearner(server);
    const write = deviceWrite({ key: 'photo-entry-replay' });
    const body = { id: 502, title: 'Replay', content: 'x', photos: [photo(), photo()] };
    const first = await ann.client.post('/api/journal-entries', body, write);
    const again = await ann.client.post('/api/journal-entries', body, write);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    const update = deviceWrite({ key: 'photo-entry-update-replay' });
    const change = { photos: [photo(), body.photos[0]] };
    const put1 = await ann.client.put('/api/journal-entries/502', change, update);
    const put2 = await ann.client.put('/api/journal-entries/502', change, update);
    expect(put2.headers.get('Idempotent-Replayed')).toBe('true');
    expect(put2.text).toBe(put1.text);
  });

  it('keeps a photo used by two entries once, and removes a photo no entry uses any more', async () => {
    const ann = await newLearner(server);
    const [shared, own, later] = [photo(), photo(), photo()];
    await ann.client.post('/api/journal-entries', { id: 601, title: 'A', content: 'x', photos: [shared, own] }, deviceWrite());
    await ann.client.post('/api/journal-entries', { id: 602, title: 'B', content: 'x', photos: [shared] }, deviceWrite());
    expect(await photoRows(ann.id)).toHaveLength(2);

    const updated = await ann.client.put<JournalEntry>('/api/journal-entries/601', { photos: [later] }, deviceWrite());
    expect(updated.body.photos).toEqual([later]);
    // `own` is gone; `shared` stays for entry 602.
    expect((await photoRows(ann.id)).map((r) => r.data).sort()).toEqual([shared, later].sort());

    expect((await ann.client.del('/api/journal-entries/602', deviceWrite())).status).toBe(204);
    expect((await photoRows(ann.id)).map((r) => r.data)).toEqual([later]);
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body[0]?.photos).toEqual([later]);
  });

  it('reads many photos back in their order, a repeated one twice', async () => {
    const ann = await newLearner(server);
    const some = Array.from({ length: 6 }, photo);
    const photos = [...some, some[2] as string, photo(), photo()];
    await ann.client.post('/api/journal-entries', { id: 640, title: 'Nine', content: 'x', photos }, deviceWrite());
    expect(await photoRows(ann.id)).toHaveLength(8);
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body[0]?.photos).toEqual(photos);
  });

  it('leaves a learner\'s text alone even when it reads like a photo reference', async () => {
    const ann = await newLearner(server);
    const pic = photo();
    await ann.client.post('/api/journal-entries', { id: 651, title: 'Pic', content: 'x', photos: [pic] }, deviceWrite());
    const ref = (await storedEntry(ann.id, 651))?.photos[0] as string;
    const sneaky = await ann.client.post<JournalEntry>('/api/journal-entries', { id: 652, title: ref, content: ref, keyLearning: ref, photos: [pic] }, deviceWrite());
    expect(sneaky.body).toMatchObject({ title: ref, content: ref, keyLearning: ref, photos: [pic] });
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body.find((e) => e.id === 652)).toMatchObject({ title: ref, keyLearning: ref });
  });

  it('gives the conflict answer the stored entry with its photos', async () => {
    const ann = await newLearner(server);
    const photos = [photo()];
    await ann.client.post('/api/journal-entries', { id: 701, title: 'Mine', content: 'first', photos }, deviceWrite());
    await ann.client.put('/api/journal-entries/701', { content: 'second', base: { content: 'first' } }, deviceWrite());
    const conflict = await ann.client.put<{ current: JournalEntry }>('/api/journal-entries/701', { content: 'third', base: { content: 'first' } }, deviceWrite());
    expect(conflict.status).toBe(409);
    expect(conflict.body.current.photos).toEqual(photos);
  });

  it('stores the photos of a batch mutation the same way, and answers them as data URLs', async () => {
    const ann = await newLearner(server);
    const photos = [photo()];
    const headers = { [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) };
    const res = await ann.client.post<SyncPushResponse>(SYNC_PUSH_PATH, { mutations: [{ key: 'push-photo', method: 'POST', path: '/api/journal-entries', body: { id: 801, title: 'Batch', content: 'x', photos } }] }, { headers });
    expect(res.body.results[0]).toMatchObject({ status: 201, body: { photos } });
    expect((await storedEntry(ann.id, 801))?.photos).toEqual([expect.stringMatching(/^photo:sha256:/)]);
    expect((await photoRows(ann.id)).map((r) => r.data)).toEqual(photos);
  });

  it('still reads rows written before photos had their own table', async () => {
    const ann = await newLearner(server);
    const old = photo();
    await ann.client.post('/api/journal-entries', { id: 901, title: 'Old', content: 'x' }, deviceWrite());
    const { journalEntries: e } = server.db.t;
    await server.db.transaction((tx) => tx.q.update(e).set({ photos: [old] }).where(and(eq(e.userId, ann.id), eq(e.id, 901))));
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body[0]?.photos).toEqual([old]);
    const kept = await ann.client.put<JournalEntry>('/api/journal-entries/901', { title: 'Old, renamed' }, deviceWrite());
    expect(kept.body.photos).toEqual([old]);
  });

  it('refuses a photo that is not an image data URL, naming it, and stores nothing', async () => {
    const ann = await newLearner(server);
    const res = await ann.client.post<{ errors: { path: string }[] }>('/api/journal-entries', { title: '', content: 'x', photos: [photo(), 'data:text/html;base64,PHA+'] }, deviceWrite());
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toEqual(['title', 'photos.1']);
    expect(await photoRows(ann.id)).toEqual([]);
    const tooMany = await ann.client.post('/api/journal-entries', { title: 't', content: 'x', photos: Array.from({ length: 11 }, photo) }, deviceWrite());
    expect(tooMany.status).toBe(400);
  });

  it('resolves references only among the learner’s own photos, and deletes them with the account', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    const secret = photo();
    await ann.client.post('/api/journal-entries', { id: 1001, title: 'Ann', content: 'x', photos: [secret] }, deviceWrite());
    const annRef = (await storedEntry(ann.id, 1001))?.photos[0] as string;
    // Bob's row names Ann's photo (it cannot happen through the API, where every photo is sent as data).
    await bob.client.post('/api/journal-entries', { id: 1002, title: 'Bob', content: 'x' }, deviceWrite());
    const { journalEntries: e, users } = server.db.t;
    await server.db.transaction((tx) => tx.q.update(e).set({ photos: [annRef] }).where(and(eq(e.userId, bob.id), eq(e.id, 1002))));
    const bobs = await bob.client.get<JournalEntry[]>('/api/journal-entries');
    expect(bobs.text).not.toContain(secret.slice(30, 80));
    expect(bobs.body[0]?.photos).toEqual([]);

    expect(await photoRows(ann.id)).toHaveLength(1);
    await server.db.transaction((tx) => tx.q.delete(users).where(eq(users.id, ann.id)));
    expect(await photoRows(ann.id)).toEqual([]);
  });
});
