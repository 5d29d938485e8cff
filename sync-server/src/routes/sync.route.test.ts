/** GET /api/sync/changes: paging, scoping, tombstones, the reset horizon and pruning. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  IDEMPOTENCY_TTL_DAYS,
  MESSAGES,
  SCHEMA_VERSION,
  SYNC_HEADERS,
  TOMBSTONE_TTL_DAYS,
  syncChangesResponseSchema,
  type SyncChange,
} from '@learnlog/shared';
import type { TestServer } from '../test/test-server';
import { deviceWrite, newLearner, seedEntries, startSyncedServer, storedRows, versionCounter, type Learner } from '../services/synced-record.fixtures';

const CHANGES = '/api/sync/changes';

interface Page {
  changes: SyncChange[];
  cursor: number;
  hasMore: boolean;
}

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer({ now: '2025-01-01T08:00:00.000Z' });
});
afterAll(() => server.close());

async function pullAll(learner: Learner, since: number, limit: number): Promise<{ pages: Page[]; changes: SyncChange[] }> {
  const pages: Page[] = [];
  let cursor = since;
  for (;;) {
    const res = await learner.client.get<Page>(`${CHANGES}?since=${cursor}&limit=${limit}`);
    expect(res.status).toBe(200);
    syncChangesResponseSchema.parse(res.body);
    // The head says where the next page starts, as the body does (the device asks on the head).
    expect([res.headers.get(SYNC_HEADERS.cursor), res.headers.get(SYNC_HEADERS.hasMore)]).toEqual([String(res.body.cursor), String(res.body.hasMore)]);
    pages.push(res.body);
    cursor = res.body.cursor;
    if (!res.body.hasMore) break;
  }
  return { pages, changes: pages.flatMap((p) => p.changes) };
}

describe('GET /api/sync/changes', () => {
  it('pages through the learner’s changes of every table in version order', async () => {
    const ann = await newLearner(server, 'sage');
    const resource = (await ann.client.post('/api/resources', { title: 'SICP', type: 'book' }, deviceWrite())).body;
    const entry = (await ann.client.post('/api/journal-entries', { title: 'E', content: 'c', linkedResources: [resource.id] }, deviceWrite())).body;
    const goal = (await ann.client.post('/api/learning-goals', { title: 'G' }, deviceWrite())).body;
    const plan = (await ann.client.post('/api/learn-plans', { title: 'P', goal: 'x' }, deviceWrite())).body;
    await ann.client.put(`/api/resources/${resource.id}`, { status: 'in-progress' }, deviceWrite());

    const { pages, changes } = await pullAll(ann, 0, 2);
    expect(pages.map((p) => p.changes.length)).toEqual([2, 2]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, false]);
    expect(changes.map((c) => [c.table, c.id])).toEqual([
      ['journal_entries', entry.id],
      ['learning_goals', goal.id],
      ['learn_plans', plan.id],
      // Updated last: it appears once, at its newest version, with its newest fields.
      ['resources', resource.id],
    ]);
    const versions = changes.map((c) => c.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(changes.at(-1)?.row).toMatchObject({ status: 'in-progress', category: 'revisitable' });
    expect(pages[0]?.cursor).toBe(changes[1]?.version);

    // Caught up: nothing new, the cursor stays where it was.
    const idle = await ann.client.get<Page>(`${CHANGES}?since=${pages[1]?.cursor}`);
    expect(idle.body).toEqual({ changes: [], cursor: pages[1]?.cursor, hasMore: false });
  });

  it('shows only the learner’s own rows', async () => {
    const ann = await newLearner(server, 'sage');
    const bob = await newLearner(server, 'sage');
    await bob.client.post('/api/learning-goals', { id: 77, title: 'Bob’s' }, deviceWrite());
    await ann.client.post('/api/learning-goals', { id: 77, title: 'Ann’s' }, deviceWrite());
    const { changes } = await pullAll(ann, 0, 100);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.row).toMatchObject({ id: 77, title: 'Ann’s' });
    expect(changes[0]?.row).not.toHaveProperty('userId');
  });

  it('sends a deleted record as a tombstone (row null), and the rows its delete cleaned', async () => {
    const ann = await newLearner(server, 'sage');
    const goal = (await ann.client.post('/api/learning-goals', { title: 'G' }, deviceWrite())).body;
    const entry = (await ann.client.post('/api/journal-entries', { title: 'E', content: 'c', linkedGoals: [goal.id] }, deviceWrite())).body;
    const cursor = await versionCounter(server);
    await ann.client.del(`/api/learning-goals/${goal.id}`, deviceWrite());

    const { changes } = await pullAll(ann, cursor, 100);
    expect(changes).toEqual([
      { table: 'learning_goals', id: goal.id, version: cursor + 1, row: null },
      { table: 'journal_entries', id: entry.id, version: cursor + 2, row: expect.objectContaining({ linkedGoals: [] }) },
    ]);
  });

  it('pulls 1,000 entries in pages of at most the limit without losing or repeating one', async () => {
    const ann = await newLearner(server, 'sage');
    // Seeded directly: the pull is under test here, not the write path.
    await seedEntries(server, ann.id, Array.from({ length: 1_000 }, (_, i) => ({ id: i + 1, title: `E${i}`, content: 'c' })));

    const { pages, changes } = await pullAll(ann, 0, 300);
    expect(pages.map((p) => p.changes.length)).toEqual([300, 300, 300, 100]);
    expect(new Set(changes.map((c) => c.id)).size).toBe(1_000);
  });

  it('validates since, limit and full, naming the field', async () => {
    const ann = await newLearner(server, 'sage');
    for (const [query, field] of [['since=-1', 'since'], ['limit=0', 'limit'], ['limit=5000', 'limit'], ['since=abc', 'since'], ['full=yes', 'full']]) {
      const res = await ann.client.get(`${CHANGES}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: field })]);
    }
  });

  it('answers 401 signed out and 426 to a too-old device, and pulls for a learner whose trial is over', async () => {
    const { client } = await newLearner(server, 'sage');
    const old = await client.get(CHANGES, { headers: { 'X-Schema-Version': String(SCHEMA_VERSION - 2) } });
    expect(old.status).toBe(426);
    expect(old.body).toEqual({ message: MESSAGES.schemaTooOld });
    await client.logout();
    expect((await client.get(CHANGES)).status).toBe(401);

    // Never locked out of their own words: an expired seeker's device keeps pulling.
    const expired = await newLearner(server, 'seeker');
    await expired.client.post('/api/journal-entries', { title: 'Still mine', content: 'c' }, deviceWrite());
    const res = await expired.client.get<Page>(CHANGES);
    expect(res.status).toBe(200);
    expect(res.body.changes.map((c) => (c.row as { title?: string } | null)?.title)).toContain('Still mine');
  });
});

describe('the tombstone horizon', () => {
  it('prunes old tombstones and stored answers daily, and answers reset to a cursor older than them', async () => {
    const ann = await newLearner(server, 'sage');
    const early = (await ann.client.post('/api/journal-entries', { title: 'A', content: 'c' }, deviceWrite())).body;
    const staleCursor = await versionCounter(server);
    const oldKey = deviceWrite({ key: 'old-create' });
    await ann.client.post('/api/resources', { id: 5, title: 'R', type: 'book' }, oldKey);
    await ann.client.del(`/api/journal-entries/${early.id}`, deviceWrite());
    const tombVersion = await versionCounter(server);

    // Younger than the horizon: kept, and a cursor before it still catches up.
    server.clock.advanceDays(TOMBSTONE_TTL_DAYS - 1);
    // Sessions last 30 days: the learner signs in again after half a year away.
    await ann.client.login(ann.user.email);
    const young = await ann.client.get<Page>(`${CHANGES}?since=${staleCursor}`);
    expect(young.body.changes.map((c) => c.row)).toContainEqual(null);

    server.clock.advanceDays(2);
    await ann.client.login(ann.user.email);
    const reset = await ann.client.get(`${CHANGES}?since=${staleCursor}`);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ reset: true });
    expect([reset.headers.get(SYNC_HEADERS.cursor), reset.headers.get(SYNC_HEADERS.hasMore)]).toEqual([null, null]);
    expect((await storedRows(server, 'journal_entries', ann.id)).map((r) => r.id)).not.toContain(early.id);

    // A full re-download carries on below the horizon, page after page.
    const resumed = await ann.client.get<Page>(`${CHANGES}?since=${staleCursor}&full=true`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.changes.map((c) => [c.table, c.id])).toEqual([['resources', 5]]);

    // A cursor at or past the pruned version, and a full download, carry on normally.
    expect((await ann.client.get<Page>(`${CHANGES}?since=${tombVersion}`)).body).toMatchObject({ hasMore: false });
    const full = await ann.client.get<Page>(`${CHANGES}?since=0`);
    expect(full.body.changes.map((c) => [c.table, c.id])).toEqual([['resources', 5]]);

    // The stored answer of that old create expired with IDEMPOTENCY_TTL_DAYS: the key is judged afresh.
    expect(IDEMPOTENCY_TTL_DAYS).toBeLessThan(TOMBSTONE_TTL_DAYS);
    const replay = await ann.client.post('/api/resources', { id: 5, title: 'R', type: 'book' }, oldKey);
    expect(replay.body.code).toBe(ERROR_CODES.idTaken);
  });
});
