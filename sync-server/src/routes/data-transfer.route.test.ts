/**
 * GET /api/export and POST /api/import over real HTTP: the round trip, Day One and Markdown
 * fixtures, exactly once, no daily limit, all-or-nothing, every bad input, and ownership.
 */
import { request as httpRequest } from 'node:http';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS, MESSAGES } from '@learnlog/shared';
import { fixture, makeZip, withDeclaredSize } from '@learnlog/shared/zip-test-helpers';
import type { JsonObject, TestClient } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import type * as ImportBatch from '../services/import-batch';
import { IMPORT_BATCH_ROWS } from '../services/import-batch';
import { deviceWrite, newLearner, startSyncedServer, storedRows, type Learner } from '../services/synced-record.fixtures';

// While armed, one milestone title makes its batch fail inside the import's transaction, after
// every other record was written: the all-or-nothing test.
const failure = vi.hoisted(() => ({ armed: false }));
vi.mock('../services/import-batch', async (importOriginal) => {
  const original = await importOriginal<typeof ImportBatch>();
  return {
    ...original,
    writeMilestones: (...args: Parameters<typeof original.writeMilestones>) => {
      if (failure.armed && args[2].some((milestone) => milestone.title === 'Explode mid-import')) throw new Error('disk full');
      return original.writeMilestones(...args);
    },
  };
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

const zipHeaders = (name = 'upload.zip') => ({ 'content-type': 'application/zip', 'X-File-Name': encodeURIComponent(name) });

function upload(client: TestClient, zip: Uint8Array, options: { name?: string; preview?: boolean; key?: string } = {}) {
  return client.post(`/api/import${options.preview ? '?preview=true' : ''}`, undefined, {
    rawBody: zip.slice(),
    headers: zipHeaders(options.name),
    ...(options.key ? { idempotencyKey: options.key } : {}),
  });
}

async function exportOf(client: TestClient): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/api/export`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const withoutServerFields = (rows: JsonObject[]) =>
  rows
    .map(({ updatedAt: _u, version: _v, shareId: _s, ...rest }) => rest)
    .sort((a, b) => Number(a.id) - Number(b.id));

async function listAll(client: TestClient) {
  const [entries, resources, goals, plans] = await Promise.all(
    ['/api/journal-entries', '/api/resources', '/api/learning-goals', '/api/learn-plans'].map((path) => client.get<JsonObject[]>(path)),
  );
  return {
    entries: withoutServerFields(entries?.body ?? []),
    resources: withoutServerFields(resources?.body ?? []),
    goals: withoutServerFields(goals?.body ?? []),
    learnPlans: withoutServerFields(plans?.body ?? []),
  };
}

async function fillJournal(learner: Learner) {
  const { client } = learner;
  const resource = await client.post('/api/resources', { title: 'The Rust Book', type: 'book', status: 'completed' }, deviceWrite());
  const goal = await client.post('/api/learning-goals', { title: 'Ship a CLI in Rust', priority: 'high' }, deviceWrite());
  await client.post(
    '/api/journal-entries',
    {
      title: 'Ownership',
      content: 'Each value has one owner.',
      createdAt: '2024-02-03T08:00:00.000Z',
      tags: ['rust'],
      photos: [PNG],
      linkedResources: [resource.body.id],
      linkedGoals: [goal.body.id],
      isPublic: true,
      isFavorite: true,
      keyLearning: 'Moves invalidate the old binding',
    },
    deviceWrite(),
  );
  const plan = await client.post('/api/learn-plans', { title: 'Rust month', goal: 'Ship it', linkedResourceIds: [resource.body.id] }, deviceWrite());
  await client.post(`/api/learn-plans/${plan.body.id}/milestones`, { title: 'Read chapter 4', order: 1, isCompleted: true }, deviceWrite());
  return { planId: Number(plan.body.id) };
}

describe('GET /api/export', () => {
  it('answers the zip as a download named for today', async () => {
    const ann = await newLearner(server, 'sage');
    await fillJournal(ann);
    const res = await fetch(`${server.url}/api/export`, { headers: { cookie: [...ann.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="learnlog-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['learnlog.json'] as Uint8Array));
    expect(json.entries).toHaveLength(1);
    expect(json.milestones).toEqual([expect.objectContaining({ title: 'Read chapter 4', isCompleted: true })]);
    expect(json.profile.email).toBe(ann.user.email);
    expect(Object.keys(files)).toContain('entries/2024-02-03-ownership.md');
  });
});

describe('POST /api/import', () => {
  it('round trip: another account ends with the same records; the same file again creates nothing new', async () => {
    const ann = await newLearner(server, 'sage');
    await fillJournal(ann);
    const zip = await exportOf(ann.client);
    const bob = await newLearner(server, 'sage');

    const preview = await upload(bob.client, zip, { preview: true });
    expect(preview.body).toMatchObject({ format: 'learnlog', preview: '1 entry, 1 resource, 1 goal, 1 learn plan, 1 milestone' });
    expect((await bob.client.get<unknown[]>('/api/journal-entries')).body).toEqual([]);

    const first = await upload(bob.client, zip);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: { entries: 1, resources: 1, goals: 1, learnPlans: 1, milestones: 1 }, message: 'Imported 1 entry, 1 resource, 1 goal, 1 learn plan, 1 milestone.' });
    expect(await listAll(bob.client)).toEqual(await listAll(ann.client));

    const again = await upload(bob.client, zip);
    expect(again.body).toMatchObject({ added: { entries: 0, resources: 0, goals: 0, learnPlans: 0, milestones: 0 }, preview: '1 entry, 1 resource, 1 goal, 1 learn plan, 1 milestone — 5 already here' });
    expect(await storedRows(server, 'journal_entries', bob.id)).toHaveLength(1);
  });

  it("importing one's own export changes nothing; a deleted record comes back as a new one", async () => {
    const ann = await newLearner(server, 'sage');
    await fillJournal(ann);
    const zip = await exportOf(ann.client);
    const before = await listAll(ann.client);
    expect((await upload(ann.client, zip)).body).toMatchObject({ added: { entries: 0 }, message: 'Imported 0 entries. 5 were already here.' });
    expect(await listAll(ann.client)).toEqual(before);

    const entryId = Number(before.entries[0]?.id);
    await ann.client.del(`/api/journal-entries/${entryId}`, deviceWrite());
    expect((await upload(ann.client, zip)).body).toMatchObject({ added: { entries: 1 } });
    const [restored] = (await listAll(ann.client)).entries;
    expect(restored).toMatchObject({ title: 'Ownership', createdAt: '2024-02-03T08:00:00.000Z' });
    expect(restored?.id).not.toBe(entryId);
  });

  it('a seeker gets the journal back; learn plans are left out and the summary says so', async () => {
    const ann = await newLearner(server, 'sage');
    await fillJournal(ann);
    const cara = await newLearner(server, 'seeker');
    const res = await upload(cara.client, await exportOf(ann.client));
    expect(res.body).toMatchObject({
      added: { entries: 1, resources: 1, goals: 1, learnPlans: 0 },
      message: 'Imported 1 entry, 1 resource, 1 goal. 1 learn plan, 1 milestone left out: learn plans need Sage or lifetime access.',
    });
  });

  it('imports a Day One export and Markdown notes with their own dates, not counted toward the daily limit', async () => {
    const dee = await newLearner(server, 'seeker');
    const dayOne = await upload(dee.client, fixture('day-one-export.zip'), { name: 'Day One.zip' });
    expect(dayOne.body).toMatchObject({ format: 'day-one', added: { entries: 3 } });
    const markdown = await upload(dee.client, fixture('markdown-notes.zip'));
    expect(markdown.body).toMatchObject({ format: 'markdown', added: { entries: 3 } });
    const entries = (await dee.client.get<JsonObject[]>('/api/journal-entries')).body;
    // Written at 09:30 in Berlin (08:30 UTC): at 09:30 on the learner's clock (UTC).
    expect(entries.map((e) => e.createdAt)).toContain('2023-03-14T09:30:00.000Z');
    expect(entries.find((e) => e.title === 'Rust ownership, finally')).toMatchObject({ tags: ['rust', 'systems', 'memory'], photos: [expect.stringMatching(/^data:image\/png/)] });

    const today = await dee.client.post('/api/journal-entries', { title: 'Today', content: 'Still my one entry today' }, deviceWrite());
    expect(today.status).toBe(201);
    expect((await dee.client.get('/api/user/usage')).body).toMatchObject({ journalEntries: { used: 1 } });
  });

  it("a seeker's daily limits hold through import: records dated today count, and past the limit nothing is written", async () => {
    const sam = await newLearner(server, 'seeker');
    expect((await sam.client.post('/api/journal-entries', { title: 'Today', content: 'My one entry today' }, deviceWrite())).status).toBe(201);
    const zip = makeZip({ 'today.md': `---\ndate: ${server.clock.now().toISOString()}\n---\nWritten today`, 'old.md': '---\ndate: 2020-01-01\n---\nLong ago' });
    const preview = await upload(sam.client, zip, { preview: true });
    expect(preview.body).toMatchObject({ notes: ["1 entry is dated today: it counts toward today's limits."], refusal: MESSAGES.dailyEntryLimit });
    expect(await upload(sam.client, zip)).toMatchObject({ status: 403, body: { message: MESSAGES.dailyEntryLimit, code: 'daily_limit' } });
    expect(await storedRows(server, 'journal_entries', sam.id)).toHaveLength(1);
    expect((await sam.client.get('/api/user/usage')).body).toMatchObject({ journalEntries: { used: 1 } });

    // With room left, the note dated today is today's entry: the next one is refused.
    const tia = await newLearner(server, 'seeker');
    expect((await upload(tia.client, zip)).body).toMatchObject({ added: { entries: 2 } });
    expect((await tia.client.get('/api/user/usage')).body).toMatchObject({ journalEntries: { used: 1 } });
    expect((await tia.client.post('/api/journal-entries', { title: 'More', content: 'Another' }, deviceWrite())).status).toBe(403);
  });

  it('a file of many batches: every record in, each with a version of its own that a pull passes; reviews once, of entries here', async () => {
    const count = IMPORT_BATCH_ROWS * 2 + 50;
    const stamp = (i: number) => new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString();
    const entries = Array.from({ length: count }, (_, i) => ({ id: 5_000 + i, createdAt: stamp(i), title: `Note ${i}`, content: `Learned ${i}` }));
    const review = (id: number, entryId: number) => ({ id, createdAt: stamp(0), entryId, cardKey: 'key', cardText: 'Q', rating: 'good', reviewedAt: stamp(1) });
    // The same review twice, and one of an entry the file does not have.
    const reviewLogs = [review(90_001, 5_000), review(90_002, 5_000 + count - 1), review(90_001, 5_000), review(90_003, 1)];
    const zip = makeZip({ 'learnlog.json': JSON.stringify({ format: 'learnlog-export', version: 1, exportedAt: stamp(count), entries, reviewLogs }) });
    const ivy = await newLearner(server, 'sage');
    const res = await upload(ivy.client, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: { entries: count } });

    const versions: number[] = [];
    const ids = new Set<number>();
    for (let cursor = 0, more = true; more; ) {
      const page = await ivy.client.get<{ changes: { table: string; id: number; version: number }[]; cursor: number; hasMore: boolean }>(`/api/sync/changes?since=${cursor}&limit=100`);
      for (const change of page.body.changes) {
        versions.push(change.version);
        if (change.table === 'journal_entries') ids.add(change.id);
      }
      ({ cursor, hasMore: more } = page.body);
    }
    expect(ids.size).toBe(count);
    expect(new Set(versions).size).toBe(versions.length);
    const reviews = await ivy.client.get<{ id: number; entryId: number }[]>('/api/review-logs');
    expect(reviews.body.map((log) => log.id).sort()).toEqual([90_001, 90_002]);
    expect(versions.length).toBe(count + 2);
  });

  it('answers a retried request with its Idempotency-Key from the stored answer', async () => {
    const eve = await newLearner(server, 'seeker');
    const first = await upload(eve.client, fixture('markdown-notes.zip'), { key: 'import-1' });
    const replay = await upload(eve.client, fixture('markdown-notes.zip'), { key: 'import-1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await storedRows(server, 'journal_entries', eve.id)).toHaveLength(3);
  });

  it('is all-or-nothing: a failure on the last record leaves nothing of the import live', async () => {
    const ann = await newLearner(server, 'sage');
    const { planId } = await fillJournal(ann);
    await ann.client.post(`/api/learn-plans/${planId}/milestones`, { title: 'Explode mid-import', order: 2 }, deviceWrite());
    const zip = await exportOf(ann.client);
    const fay = await newLearner(server, 'sage');
    failure.armed = true;
    const res = await upload(fay.client, zip).finally(() => (failure.armed = false));
    expect(res.status).toBe(500);
    // Written in slices, so what was written is withdrawn: tombstones a device that pulled them drops.
    for (const table of ['journal_entries', 'resources', 'learning_goals', 'learn_plans'] as const) {
      expect((await storedRows(server, table, fay.id)).filter((row) => row.deletedAt === null)).toEqual([]);
    }
    expect(await listAll(fay.client)).toEqual({ entries: [], resources: [], goals: [], learnPlans: [] });

    const oneBad = makeZip({ 'a.md': '# A\n\nfine', 'b.md': '# B\n\nfine', 'c.md': '---\ntitle: [\n---\nbroken' });
    const before = await storedRows(server, 'journal_entries', fay.id);
    expect((await upload(fay.client, oneBad)).status).toBe(400);
    expect(await storedRows(server, 'journal_entries', fay.id)).toEqual(before);
  });
});

describe('POST /api/import refuses bad input with a message naming the file and the problem', () => {
  let gus: Learner;
  beforeAll(async () => {
    gus = await newLearner(server, 'seeker');
  });
  const refusal = (status: number, message: string) => ({ status, body: expect.objectContaining({ message }) });

  it.each([
    ['not a zip', new TextEncoder().encode('hello'), 'notes.txt', 400, 'notes.txt: is not a zip file'],
    ['malformed JSON', makeZip({ 'learnlog.json': '{"format":' }), 'x.zip', 400, 'learnlog.json: is not valid JSON'],
    ['malformed front matter', makeZip({ 'n.md': '---\na: [\n---\nx' }), 'x.zip', 400, 'n.md: its front matter is not valid YAML'],
    ['an entry over the limits', makeZip({ 'long.md': `# L\n\n${'x'.repeat(100_001)}` }), 'x.zip', 422, 'long.md: content: Content must be at most 100000 characters'],
    ['an unknown format', makeZip({ 'a.csv': 'a,b' }), 'stuff.zip', 422, 'stuff.zip: is not a LearnLog export, a Day One JSON export or a zip of Markdown files'],
    ['a zip declaring more than 1 GB', withDeclaredSize(makeZip({ 'a.md': '# a\n\nb' }), 'a.md', IMPORT_LIMITS.inflatedBytes + 1), 'big.zip', 413, 'big.zip: the zip would inflate to more than 1024 MB'],
    ['a zip bomb lying about its size', withDeclaredSize(makeZip({ 'a.md': new Uint8Array(1024 * 1024) }), 'a.md', 10), 'x.zip', 413, 'a.md: inflates past the size its zip header declares'],
  ])('%s', async (_name, zip, fileName, status, message) => {
    const res = await upload(gus.client, zip, { name: fileName });
    expect(res.status).toBe(status);
    expect(String(res.body.message)).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(res.body.errors).toEqual([expect.objectContaining({ path: expect.any(String), message: expect.any(String) })]);
    expect(await storedRows(server, 'journal_entries', gus.id)).toEqual([]);
  });

  it('an empty body, and a body that is not a zip type', async () => {
    expect(await gus.client.post('/api/import', undefined, { headers: { 'content-type': 'application/zip' } })).toMatchObject(refusal(400, 'Send the zip file as the request body'));
    const json = await gus.client.post('/api/import', { entries: [] });
    expect(json.status).toBe(415);
  });

  it('a zip over 200 MB, without keeping it', async () => {
    const cookie = [...gus.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/import`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/zip', 'content-length': String(IMPORT_LIMITS.zipBytes + 1), 'X-File-Name': 'huge.zip' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // The whole declared body is sent: the server drains it unread, then answers.
      const megabyte = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < IMPORT_LIMITS.zipBytes / megabyte.length; i++) req.write(megabyte);
      req.end(Buffer.alloc(1));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'huge.zip: the zip is over 200 MB' });
  });
});

describe('ownership: every data-transfer route refuses an anonymous caller and never reaches another learner', () => {
  it.each([
    ['GET', '/api/export'],
    ['POST', '/api/import'],
    ['POST', '/api/import?preview=true'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const res = await fetch(`${server.url}${path}`, { method, headers: method === 'POST' ? { 'content-type': 'application/zip' } : {}, body: method === 'POST' ? fixture('markdown-notes.zip').slice() : undefined });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it("exports only one's own records, and an import writes only to the importer", async () => {
    const ann = await newLearner(server, 'sage');
    await fillJournal(ann);
    const annRows = await storedRows(server, 'journal_entries', ann.id);
    const hal = await newLearner(server, 'sage');
    const halZip = unzipSync(await exportOf(hal.client));
    expect(JSON.parse(strFromU8(halZip['learnlog.json'] as Uint8Array))).toMatchObject({ entries: [], resources: [], goals: [] });

    await upload(hal.client, await exportOf(ann.client));
    expect(await storedRows(server, 'journal_entries', ann.id)).toEqual(annRows);
    expect((await storedRows(server, 'journal_entries', hal.id)).map((r) => r.id)).toEqual(annRows.map((r) => r.id));
  });
});
