/** runIdempotent over real HTTP: what is stored, for whom, and what a misused key gets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'express';
import type { TestServer } from '../test/test-server';
import type { AppDeps } from '../deps';
import { requireUser } from '../middleware/auth';
import { INVALID_KEY_MESSAGE, KEY_REUSED_MESSAGE, REPLAYED_HEADER, runIdempotent, sendAnswer } from './idempotency.service';
import { deviceWrite, newLearner, startSyncedServer, versionCounter } from './synced-record.fixtures';

// A write outside the synced kinds (as feedback or favourites would be): counts its calls.
let calls = 0;
const counterRouter = (deps: AppDeps) => {
  const router = Router();
  router.post('/api/test/counter', requireUser, (req, res) => {
    sendAnswer(res, runIdempotent(deps, req, (_tx, { user }) => ({ status: 201, body: { call: (calls += 1), userId: user.id } })));
  });
  return router;
};

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({ routers: [counterRouter] });
});
afterAll(() => server.close());

describe('runIdempotent', () => {
  it('runs a write once per key and user, and answers repeats with the stored status and body', async () => {
    const ann = await newLearner(server);
    const first = await ann.client.post('/api/test/counter', {}, { idempotencyKey: 'k1' });
    const again = await ann.client.post('/api/test/counter', {}, { idempotencyKey: 'k1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    // A private record: never stored by a cache.
    expect(first.headers.get('cache-control')).toBe('no-store, no-transform');

    // Keys belong to a user: the same key from someone else is a new write.
    const bob = await newLearner(server);
    const bobs = await bob.client.post('/api/test/counter', {}, { idempotencyKey: 'k1' });
    expect(bobs.body).toEqual({ call: (first.body.call as number) + 1, userId: bob.id });
  });

  it('runs every call without a key', async () => {
    const ann = await newLearner(server);
    const a = await ann.client.post('/api/test/counter', {});
    const b = await ann.client.post('/api/test/counter', {});
    expect(b.body.call).toBe((a.body.call as number) + 1);
  });

  it('refuses a key reused for another call with 422, and a malformed key with 400', async () => {
    const ann = await newLearner(server);
    await ann.client.post('/api/test/counter', {}, { idempotencyKey: 'shared-key' });
    const other = await ann.client.post('/api/learning-goals', { title: 'G' }, { idempotencyKey: 'shared-key' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: KEY_REUSED_MESSAGE, code: 'idempotency_key_reused' });

    const tooLong = await ann.client.post('/api/test/counter', {}, { idempotencyKey: 'x'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: INVALID_KEY_MESSAGE });
  });

  it('refuses a key reused with another body with 422, and neither applies nor replays it', async () => {
    const ann = await newLearner(server);
    const first = await ann.client.post('/api/learning-goals', { id: 9001, title: 'Learn Rust' }, deviceWrite({ key: 'goal-key' }));
    expect(first.status).toBe(201);
    const counter = versionCounter(server);

    const changed = await ann.client.post('/api/learning-goals', { id: 9002, title: 'Learn Go' }, deviceWrite({ key: 'goal-key' }));
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: KEY_REUSED_MESSAGE, code: 'idempotency_key_reused' });
    expect(versionCounter(server)).toBe(counter);
    const goals = (await ann.client.get<{ id: number }[]>('/api/learning-goals')).body;
    expect(goals.map((g) => g.id)).toEqual([9001]);

    // The same request again is still an honest retry.
    const retried = await ann.client.post('/api/learning-goals', { id: 9001, title: 'Learn Rust' }, deviceWrite({ key: 'goal-key' }));
    expect(retried.status).toBe(201);
    expect(retried.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(retried.body).toEqual(first.body);
  });

  it('binds a body-less call to its path: a DELETE key reused on another record is refused', async () => {
    const ann = await newLearner(server);
    await ann.client.post('/api/learning-goals', { id: 9101, title: 'A' }, deviceWrite());
    await ann.client.post('/api/learning-goals', { id: 9102, title: 'B' }, deviceWrite());
    expect((await ann.client.del('/api/learning-goals/9101', deviceWrite({ key: 'del-key' }))).status).toBe(204);
    const other = await ann.client.del('/api/learning-goals/9102', deviceWrite({ key: 'del-key' }));
    expect(other.status).toBe(422);
    expect((await ann.client.get<{ id: number }[]>('/api/learning-goals')).body.map((g) => g.id)).toEqual([9102]);
  });

  it('stores no refusal: the same key is judged afresh once the cause is gone', async () => {
    const ann = await newLearner(server);
    const write = deviceWrite({ key: 'retry-after-conflict' });
    const missing = await ann.client.put('/api/learning-goals/31337', { title: 'x' }, write);
    expect(missing.status).toBe(404);
    await ann.client.post('/api/learning-goals', { id: 31337, title: 'G' }, deviceWrite());
    const counter = versionCounter(server);
    const retried = await ann.client.put('/api/learning-goals/31337', { title: 'x' }, write);
    expect(retried.status).toBe(200);
    expect(versionCounter(server)).toBe(counter + 1);
  });
});
