/**
 * A node whose PostgreSQL goes away (PostgreSQL run only): /api/health answers 503 so the
 * balancer takes it out, calls answer 503 with a message the outbox retries, and once the
 * database is back the node answers again by itself (the pool opens new connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './test/http-client';
import { startPgCluster, type PgCluster } from './test/pg-cluster';
import { startTestServer, type TestServer } from './test/test-server';
import { deviceWrite } from './services/synced-record.fixtures';

// Its own cluster: stopping the suite's shared one would fail every other test running meanwhile.
let cluster: PgCluster;
let server: TestServer;
beforeAll(async () => {
  // Durable: a commit acknowledged before the crash must survive it.
  cluster = await startPgCluster({ durable: true });
  server = await startTestServer({ databasePath: await cluster.createDatabase('outage') });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await cluster?.stop();
});

async function health(): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}/api/health`);
  return { status: res.status, body: await res.json() };
}

describe('when the database goes away and comes back', () => {
  it('answers 503 meanwhile and recovers by itself', async () => {
    const ann = createClient(server.url);
    await ann.register();
    expect((await ann.post('/api/journal-entries', { title: 'Before', content: 'x' }, deviceWrite())).status).toBe(201);
    expect(await health()).toEqual({ status: 200, body: expect.objectContaining({ ok: true, database: { kind: 'postgres', ok: true } }) });

    cluster.kill();
    expect(await health()).toEqual({ status: 503, body: expect.objectContaining({ ok: false, database: { kind: 'postgres', ok: false } }) });
    const refused = await ann.post('/api/journal-entries', { title: 'During', content: 'x' }, deviceWrite());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(refused.body.message).toMatch(/cannot reach its database/);

    cluster.restart();
    let answer = await health();
    for (let attempt = 0; attempt < 100 && answer.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await health();
    }
    expect(answer.status).toBe(200);
    expect((await ann.post('/api/journal-entries', { title: 'After', content: 'x' }, deviceWrite())).status).toBe(201);
    const titles = (await ann.get<{ title: string }[]>('/api/journal-entries')).body.map((e) => e.title).sort();
    expect(titles).toEqual(['After', 'Before']);
  }, 120_000);
});
