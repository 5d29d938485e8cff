/**
 * Races that SQLite's single writer hides and several nodes on one PostgreSQL expose. On
 * PostgreSQL the two "nodes" are two app instances, each with its own connection pool, on one
 * database (what two processes behind a balancer are to the database); on SQLite both calls go to
 * one server, whose transactions take turns. Either way: one winner, the others get the stored
 * answer or the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEKER_DAILY_LIMITS, type JournalEntry } from '@learnlog/shared';
import { createClient, type TestClient } from '../test/http-client';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { deviceWrite, newLearner, startSyncedServer, type Learner } from './synced-record.fixtures';

let nodeA: TestServer;
let nodeB: TestServer;
const nodeCount = testDatabaseKind() === 'postgres' ? 2 : 1;

beforeAll(async () => {
  nodeA = await startSyncedServer({ now: '2026-03-20T12:00:00.000Z' });
  nodeB = nodeCount === 2 ? await startTestServer({ databasePath: nodeA.databasePath, now: '2026-03-20T12:00:00.000Z' }) : nodeA;
});
afterAll(async () => {
  if (nodeB !== nodeA) await nodeB.close();
  await nodeA.close();
});

/** The learner's session used through the other node too (a cookie is just a row in the database). */
function onNodeB(learner: Learner): TestClient {
  const client = createClient(nodeB.url);
  for (const [name, value] of learner.client.cookies) client.cookies.set(name, value);
  return client;
}

let nextId = 7_000_000;

describe(`writes racing on ${nodeCount} node(s) (${testDatabaseKind()})`, () => {
  it('keeps a session made on one node working on the other', async () => {
    const ann = await newLearner(nodeA, 'sage');
    const res = await onNodeB(ann).get<{ id: number }>('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(ann.id);
  });

  it('creates one row when two nodes create the same id at once: the other answers 409 id_taken', async () => {
    const ann = await newLearner(nodeA, 'sage');
    const b = onNodeB(ann);
    for (let round = 0; round < 5; round += 1) {
      nextId += 1;
      const body = { id: nextId, title: `Race ${round}`, content: 'x' };
      const answers = await Promise.all([ann.client.post('/api/journal-entries', body, deviceWrite()), b.post('/api/journal-entries', body, deviceWrite())]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toBe('id_taken');
    }
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body).toHaveLength(5);
  });

  it('applies a replayed Idempotency-Key once, whichever node each copy reaches; both get the same answer', async () => {
    const ann = await newLearner(nodeA, 'sage');
    const b = onNodeB(ann);
    for (let round = 0; round < 5; round += 1) {
      const key = `race-key-${round}-${ann.id}`;
      // No id: a second run would make a second entry, so a duplicate would show.
      const body = { title: `Replay ${round}`, content: 'x' };
      const answers = await Promise.all([
        ann.client.post<JournalEntry>('/api/journal-entries', body, deviceWrite({ key })),
        b.post<JournalEntry>('/api/journal-entries', body, deviceWrite({ key })),
        ann.client.post<JournalEntry>('/api/journal-entries', body, deviceWrite({ key })),
      ]);
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((r) => `${r.body.id}@${r.body.version}`)).size).toBe(1);
      expect(answers.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(2);
    }
    expect((await ann.client.get<JournalEntry[]>('/api/journal-entries')).body).toHaveLength(5);
  });

  it("admits exactly the seeker's daily limit from creates racing through both nodes", async () => {
    // A seeker inside the trial has every feature and the seeker's daily limits.
    const seeker = await newLearner(nodeA, 'seeker');
    const b = onNodeB(seeker);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        nextId += 1;
        const client = i % 2 === 0 ? seeker.client : b;
        return client.post('/api/journal-entries', { id: nextId, title: `Limit ${i}`, content: 'x' }, deviceWrite());
      }),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(SEEKER_DAILY_LIMITS.journalEntries);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(16 - SEEKER_DAILY_LIMITS.journalEntries);
    const { dailyUsage } = nodeA.db.t;
    const days = await nodeA.db.q.select().from(dailyUsage).where(eq(dailyUsage.userId, seeker.id));
    expect(days.map((d) => d.journalEntries)).toEqual([SEEKER_DAILY_LIMITS.journalEntries]);
    expect((await seeker.client.get<JournalEntry[]>('/api/journal-entries')).body).toHaveLength(SEEKER_DAILY_LIMITS.journalEntries);
  });

  it('gives racing updates of one record distinct, growing versions, the last one stored', async () => {
    const ann = await newLearner(nodeA, 'sage');
    const b = onNodeB(ann);
    nextId += 1;
    const id = nextId;
    expect((await ann.client.post('/api/journal-entries', { id, title: 'Start', content: 'x' }, deviceWrite())).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? ann.client : b).put<JournalEntry>(`/api/journal-entries/${id}`, { tags: [`t${i}`] }, deviceWrite())),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const versions = answers.map((r) => r.body.version);
    expect(new Set(versions).size).toBe(versions.length);
    const stored = (await ann.client.get<JournalEntry[]>('/api/journal-entries')).body.find((e) => e.id === id);
    expect(stored?.version).toBe(Math.max(...versions));
    const last = answers.find((r) => r.body.version === stored?.version);
    expect(stored?.tags).toEqual(last?.body.tags);
  });

  it('counts the sign-in budget once, whichever node the attempts reach', async () => {
    const limitedA = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    const limitedB = nodeCount === 2 ? await startTestServer({ databasePath: limitedA.databasePath, env: { AUTH_RATE_LIMIT: '3' } }) : limitedA;
    try {
      const attempt = (server: TestServer) => createClient(server.url).post('/api/auth/login', { email: 'nobody@example.com', password: 'not the password' });
      const statuses = [];
      for (const server of [limitedA, limitedB, limitedA, limitedB]) statuses.push((await attempt(server)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      if (limitedB !== limitedA) await limitedB.close();
      await limitedA.close();
    }
  });
});
