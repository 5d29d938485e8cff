/** POST /api/sync/push: a run of the outbox in one request, each mutation judged as its own call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, SCHEMA_VERSION, SYNC_HEADERS, SYNC_PUSH_LIMITS, SYNC_PUSH_PATH, type SyncPushMutation, type SyncPushResponse } from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, storedRows, type Learner } from '../services/synced-record.fixtures';

let server: TestServer;
let ann: Learner;
let nextId = 7_000_001;
const id = () => nextId++;
const headers = { [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION) };

beforeAll(async () => {
  server = await startSyncedServer();
  ann = await newLearner(server, 'sage');
});
afterAll(() => server.close());

const push = (learner: Learner, mutations: SyncPushMutation[]) => learner.client.post<SyncPushResponse>(SYNC_PUSH_PATH, { mutations }, { headers });
const createResource = (resourceId: number, title: string, key = crypto.randomUUID()): SyncPushMutation => ({
  key,
  method: 'POST',
  path: '/api/resources',
  body: { id: resourceId, title, type: 'book' },
});

describe('POST /api/sync/push', () => {
  it('applies each mutation in order, with the answer its own call gives', async () => {
    const book = id();
    const res = await push(ann, [
      createResource(book, 'First'),
      { key: crypto.randomUUID(), method: 'PUT', path: `/api/resources/${book}`, body: { status: 'in-progress' } },
      { key: crypto.randomUUID(), method: 'DELETE', path: `/api/resources/${book}` },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual([201, 200, 204]);
    expect(res.body.results[1]?.body).toMatchObject({ id: book, status: 'in-progress' });
    expect((await storedRows(server, 'resources', ann.id)).find((r) => r.id === book)?.deletedAt).not.toBeNull();
  });

  it('stops at the first refusal, keeps what came before, and reports that mutation only', async () => {
    const [a, b, c] = [id(), id(), id()];
    const res = await push(ann, [
      createResource(a, 'Before the refusal'),
      createResource(b, 'x'.repeat(1000)),
      createResource(c, 'After the refusal'),
    ]);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.results[0]?.status).toBe(201);
    expect(res.body.results[1]).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed, errors: [expect.objectContaining({ path: 'title' })] } });
    expect((await storedRows(server, 'resources', ann.id)).map((r) => r.id)).toContain(a);
    expect((await storedRows(server, 'resources', ann.id)).map((r) => r.id)).not.toContain(c);
  });

  it('replays a repeated batch from the stored answers and changes nothing', async () => {
    const batch = [createResource(id(), 'Once'), createResource(id(), 'Twice')];
    const first = await push(ann, batch);
    const before = await storedRows(server, 'resources', ann.id);
    const again = await push(ann, batch);
    expect(again.body.results.map((r) => [r.status, r.replayed])).toEqual([
      [201, true],
      [201, true],
    ]);
    expect(again.body.results.map((r) => r.body)).toEqual(first.body.results.map((r) => r.body));
    expect(await storedRows(server, 'resources', ann.id)).toEqual(before);
  });

  it('shares keys with the calls on their own: a retry may go alone or in a batch', async () => {
    const alone = createResource(id(), 'Sent alone first');
    const single = await ann.client.post('/api/resources', alone.body, deviceWrite({ key: alone.key }));
    expect(single.status).toBe(201);
    const batched = await push(ann, [alone]);
    expect(batched.body.results[0]).toMatchObject({ status: 201, replayed: true, body: single.body });

    const reused = await push(ann, [{ ...alone, body: { ...alone.body, title: 'Something else' } }]);
    expect(reused.body.results[0]).toMatchObject({ status: 422, body: { code: ERROR_CODES.idempotencyKeyReused } });
  });

  it('answers a conflict with the current record, as the edit on its own would', async () => {
    const book = id();
    await push(ann, [createResource(book, 'Base')]);
    await ann.client.put(`/api/resources/${book}`, { notes: 'laptop', base: { notes: null } }, deviceWrite());
    const res = await push(ann, [{ key: crypto.randomUUID(), method: 'PUT', path: `/api/resources/${book}`, body: { notes: 'phone', base: { notes: null } } }]);
    expect(res.body.results[0]).toMatchObject({ status: 409, body: { code: ERROR_CODES.conflict, current: { id: book, notes: 'laptop' } } });
  });

  it('never reaches another learner’s records, and a path outside the outbox is not found', async () => {
    const bob = await newLearner(server, 'sage');
    const annBook = id();
    await push(ann, [createResource(annBook, 'Ann only')]);
    const res = await push(bob, [
      { key: crypto.randomUUID(), method: 'PUT', path: `/api/resources/${annBook}`, body: { title: 'Bob was here' } },
    ]);
    expect(res.body.results[0]?.status).toBe(404);
    const taken = await push(bob, [createResource(annBook, 'Same id, his own')]);
    expect(taken.body.results[0]?.status).toBe(201); // ids are per learner
    const other = await push(ann, [{ key: crypto.randomUUID(), method: 'POST', path: '/api/admin/make-admin/1' }]);
    expect(other.body.results[0]?.status).toBe(404);
  });

  it('refuses a batch too long or too large before applying any of it', async () => {
    const tooMany = Array.from({ length: SYNC_PUSH_LIMITS.mutations + 1 }, () => createResource(id(), 'Too many'));
    const many = await push(ann, tooMany);
    expect(many.status).toBe(400);
    const big = await push(ann, Array.from({ length: 12 }, () => ({ ...createResource(id(), 'Big'), body: { id: id(), title: 'Big', type: 'book', notes: 'n'.repeat(90_000) } })));
    expect(big.status).toBe(413);
    expect((await storedRows(server, 'resources', ann.id)).length).toBeLessThan(20);
  });

  it('holds each mutation to its own call’s size limit', async () => {
    const res = await push(ann, [{ ...createResource(id(), 'Huge notes'), body: { id: id(), title: 'Huge', type: 'book', notes: 'n'.repeat(150_000) } }]);
    expect(res.body.results[0]?.status).toBe(413);
  });
});
