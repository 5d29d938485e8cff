/**
 * Two server processes on one PostgreSQL, as behind a load balancer (PostgreSQL run only: the
 * `server-pg` vitest project). Both start at once on an empty database (the migration lock lets
 * one migrate), a session made on node A works on node B, both make and use one VAPID pair, and 20 simulated devices push through
 * both nodes with replays and racing updates while a puller per learner follows the changes
 * feed. Then node A is killed mid-write: every write it acknowledged is there, and the writes it
 * never answered, sent again with their keys to node B (as the outbox does), land exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { SCHEMA_VERSION, SYNC_HEADERS, SYNC_PAGE_LIMIT, type JournalEntry, type SyncChangesResponse } from '@learnlog/shared';
import { openDatabase, resolveMigrationsFolder } from './db/client';
import type { Database } from './db/database';
import { freePort } from './test/free-port';
import { PG_ADMIN_URL_VARIABLE, createEmptyTestDatabase, dropTestDatabase } from './test/pg-test-databases';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEARNERS = 4;
const DEVICES_PER_LEARNER = 5;
const OPS_PER_DEVICE = 12;
const REPLAY_SHARE = 0.2;

interface Node {
  url: string;
  process: ChildProcess;
}

async function startNode(databaseUrl: string): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Refusals (401 after sign-out) are logged as warnings; errors are what matter here.
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '6',
      AUTH_RATE_LIMIT: '100000',
      STRIPE_SECRET_KEY: '',
      OPENAI_API_KEY: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

async function healthy(node: Node): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (node.process.exitCode !== null) throw new Error(`the node exited with ${node.process.exitCode}`);
    try {
      if ((await fetch(`${node.url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the node did not start within a minute');
}

function stopNode(node: Node, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.process.exitCode !== null || node.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    node.process.once('exit', () => resolve());
    node.process.kill(signal);
  });
}

interface Answer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** One signed-in browser session; any node may answer it. */
class Session {
  constructor(public cookie: string) {}

  async send<T>(node: Node, method: string, urlPath: string, body?: unknown, key?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      cookie: this.cookie,
      [SYNC_HEADERS.clientId]: 'multi-node',
      [SYNC_HEADERS.schemaVersion]: String(SCHEMA_VERSION),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers[SYNC_HEADERS.idempotencyKey] = key;
    const res = await fetch(`${node.url}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
  }
}

async function register(node: Node, email: string): Promise<{ session: Session; id: number }> {
  const res = await fetch(`${node.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple', firstName: 'Multi' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { session: new Session(cookie), id: ((await res.json()) as { id: number }).id };
}

/** Every change of the learner after `since`, page by page, each page from either node. */
async function pullAll(session: Session, nodes: Node[], since: number): Promise<{ changes: { id: number; version: number; tags?: string[] }[]; cursor: number }> {
  const changes: { id: number; version: number; tags?: string[] }[] = [];
  let cursor = since;
  for (let page = 0; ; page += 1) {
    const node = nodes[page % nodes.length] as Node;
    const res = await session.send<SyncChangesResponse>(node, 'GET', `/api/sync/changes?since=${cursor}&limit=${SYNC_PAGE_LIMIT.max}`);
    if (res.status !== 200 || 'reset' in res.body) throw new Error(`pull answered ${res.status}`);
    for (const change of res.body.changes) {
      changes.push({ id: change.id, version: change.version, tags: (change.row as { tags?: string[] } | null)?.tags });
    }
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { changes, cursor };
  }
}

interface Ack {
  device: string;
  id: number;
  version: number;
  tags: string[];
}

interface SimulatedLearner {
  session: Session;
  id: number;
  /** Every acknowledged write, in the order the answers came. */
  acks: Ack[];
  /** The ids of the learner's acknowledged creates. */
  known: number[];
  /** What the learner's puller holds: id → version. */
  pulled: Map<number, number>;
  cursor: number;
}

/** No daily limits in the way: these learners are on the Sage plan. */
async function asSage(ids: number[]): Promise<void> {
  const { users } = db.t;
  await db.transaction((tx) => tx.q.update(users).set({ subscriptionType: 'sage', isAdmin: false }).where(inArray(users.id, ids)));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

let adminUrl: string;
let databaseName: string;
let databaseUrl: string;
let db: Database;
let nodeA: Node;
let nodeB: Node;

beforeAll(async () => {
  adminUrl = process.env[PG_ADMIN_URL_VARIABLE] ?? '';
  databaseName = `multi_${randomBytes(6).toString('hex')}`;
  // An empty database: both nodes find every migration pending and start at the same moment.
  databaseUrl = await createEmptyTestDatabase(adminUrl, databaseName);
  nodeA = await startNode(databaseUrl);
  nodeB = await startNode(databaseUrl);
  await Promise.all([healthy(nodeA), healthy(nodeB)]);
  db = await openDatabase({ url: databaseUrl, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await Promise.all([nodeA && stopNode(nodeA), nodeB && stopNode(nodeB)]);
  await db?.close();
  if (databaseName) await dropTestDatabase(adminUrl, databaseName);
});

describe('two nodes on one PostgreSQL', () => {
  it('both started on the empty database, migrated once, and report the database they use', async () => {
    for (const node of [nodeA, nodeB]) {
      const res = await fetch(`${node.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, database: { kind: 'postgres', ok: true } });
    }
    const applied = await db.rows<{ n: string }>(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(resolveMigrationsFolder('postgres'), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(Number(applied[0]?.n)).toBe(journal.entries.length);
  });

  it('keeps a session made on node A on node B', async () => {
    const { session, id } = await register(nodeA, `session-${randomUUID()}@example.com`);
    const me = await session.send<{ id: number }>(nodeB, 'GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(id);
    // Signing out on B ends it on A too.
    expect((await session.send(nodeB, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await session.send(nodeA, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('makes one VAPID key pair when both nodes are first asked for it at once', async () => {
    const { session } = await register(nodeA, `vapid-${randomUUID()}@example.com`);
    const answers = await Promise.all([nodeA, nodeB, nodeA, nodeB].map((node) => session.send<{ publicKey: string }>(node, 'GET', '/api/push/key')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.publicKey)).size).toBe(1);
    const stored = await db.rows<{ value: string }>(sql`SELECT "value" FROM "server_keys" WHERE "name" = 'vapid'`);
    expect(stored.map((row) => (JSON.parse(row.value) as { publicKey: string }).publicKey)).toEqual([answers[0]?.body.publicKey]);
  });

  it('loses nothing and duplicates nothing from 20 devices pushing through both nodes', async () => {
    const nodes = [nodeA, nodeB];
    const learners: SimulatedLearner[] = [];
    for (let l = 0; l < LEARNERS; l += 1) {
      const { session, id } = await register(pick(nodes), `devices-${l}-${randomUUID()}@example.com`);
      learners.push({ session, id, acks: [], known: [], pulled: new Map(), cursor: 0 });
    }
    await asSage(learners.map((l) => l.id));

    let replays = 0;
    let running = true;
    const device = async (learner: SimulatedLearner, name: string, index: number) => {
      let lastVersion = 0;
      for (let op = 0; op < OPS_PER_DEVICE; op += 1) {
        const tags = [`${name}-${op}`];
        const key = randomUUID();
        const update = learner.known.length > 0 && op % 2 === 1;
        const id = update ? pick(learner.known) : undefined;
        const call = update
          ? (node: Node) => learner.session.send<JournalEntry>(node, 'PUT', `/api/journal-entries/${id}`, { tags }, key)
          : // Half the creates carry a device id; the others let the server pick one, so a
            // replay that ran twice would show as a second entry.
            (node: Node) =>
              learner.session.send<JournalEntry>(node, 'POST', '/api/journal-entries', { ...(op % 4 === 0 ? { id: 10_000_000 + index * 1000 + op } : {}), title: `${name} ${op}`, content: 'x', tags }, key);
        const first = pick(nodes);
        const replay = Math.random() < REPLAY_SHARE;
        const answers = replay ? await Promise.all([call(first), call(first === nodeA ? nodeB : nodeA)]) : [await call(first)];
        if (replay) replays += 1;
        const ok = answers.filter((a) => a.status === 200 || a.status === 201);
        expect(ok).toHaveLength(answers.length);
        if (replay) {
          expect(answers.filter((a) => a.replayed)).toHaveLength(1);
          expect(answers[0]?.body.version).toBe(answers[1]?.body.version);
          expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
        }
        const entry = answers[0]?.body as JournalEntry;
        // One device's writes follow each other: each gets a higher version than the last.
        expect(entry.version).toBeGreaterThan(lastVersion);
        lastVersion = entry.version;
        learner.acks.push({ device: name, id: entry.id, version: entry.version, tags });
        if (!update) learner.known.push(entry.id);
      }
    };
    // Each learner's puller follows the feed while the devices write: it must never see a
    // record's version go down, and must end with exactly what a fresh pull sees.
    const puller = async (learner: SimulatedLearner) => {
      while (running) {
        const { changes, cursor } = await pullAll(learner.session, nodes, learner.cursor);
        for (const change of changes) {
          expect(change.version).toBeGreaterThan(learner.pulled.get(change.id) ?? 0);
          learner.pulled.set(change.id, change.version);
        }
        learner.cursor = cursor;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const pullers = learners.map(puller);
    await Promise.all(learners.flatMap((learner, l) => Array.from({ length: DEVICES_PER_LEARNER }, (_, d) => device(learner, `l${l}d${d}`, l * DEVICES_PER_LEARNER + d))));
    running = false;
    await Promise.all(pullers);
    expect(replays).toBeGreaterThan(0);

    for (const learner of learners) {
      const { changes } = await pullAll(learner.session, nodes, learner.cursor);
      for (const change of changes) learner.pulled.set(change.id, change.version);
      const fresh = await pullAll(learner.session, nodes, 0);
      const freshById = new Map(fresh.changes.map((c) => [c.id, c]));
      // 0 duplicated: one row per acknowledged create, and nothing else.
      expect(fresh.changes).toHaveLength(learner.known.length);
      expect(new Set(learner.known).size).toBe(learner.known.length);
      // The follower saw exactly what a fresh device sees: no write slipped under its cursor.
      expect(new Map([...learner.pulled].sort())).toEqual(new Map(fresh.changes.map((c) => [c.id, c.version] as const).sort()));
      for (const id of learner.known) {
        const acks = learner.acks.filter((a) => a.id === id);
        const versions = acks.map((a) => a.version);
        // Distinct writes of one record never share a version…
        expect(new Set(versions).size).toBe(versions.length);
        // …and the stored row is the one with the highest: 0 lost.
        const stored = freshById.get(id);
        const newest = acks.reduce((a, b) => (b.version > a.version ? b : a));
        expect(stored?.version).toBe(newest.version);
        expect(stored?.tags).toEqual(newest.tags);
      }
    }
  }, 180_000);

  it('keeps every write node A acknowledged before it was killed; the unanswered ones land once on node B', async () => {
    const { session, id } = await register(nodeB, `killed-${randomUUID()}@example.com`);
    await asSage([id]);
    const writes: { key: string; body: { title: string; content: string } }[] = [];
    const acked = new Map<string, number>();
    const unanswered: typeof writes = [];
    let killed = false;
    const worker = async () => {
      // Writes keep coming until node A is gone (at most 400).
      while (nodeA.process.exitCode === null && nodeA.process.signalCode === null && writes.length < 400) {
        const write = { key: randomUUID(), body: { title: `Before the crash ${writes.length}`, content: 'x' } };
        writes.push(write);
        // Kill node A once a few writes are acknowledged, with others in flight.
        if (acked.size >= 12 && !killed) {
          killed = true;
          void stopNode(nodeA, 'SIGKILL');
        }
        try {
          const res = await session.send<JournalEntry>(nodeA, 'POST', '/api/journal-entries', write.body, write.key);
          if (res.status === 201) acked.set(write.key, res.body.id);
          else unanswered.push(write);
        } catch {
          unanswered.push(write);
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    await stopNode(nodeA, 'SIGKILL');
    expect(killed).toBe(true);
    expect(acked.size).toBeGreaterThanOrEqual(12);
    expect(unanswered.length).toBeGreaterThan(0);

    // The outbox sends what got no answer again, with the same key, to whichever node answers.
    for (const write of unanswered) {
      const res = await session.send<JournalEntry>(nodeB, 'POST', '/api/journal-entries', write.body, write.key);
      expect(res.status).toBe(201);
      acked.set(write.key, res.body.id);
    }
    const entries = (await session.send<JournalEntry[]>(nodeB, 'GET', '/api/journal-entries')).body;
    const ids = new Set(entries.map((e) => e.id));
    for (const id of acked.values()) expect(ids.has(id)).toBe(true);
    expect(entries).toHaveLength(writes.length);
  }, 120_000);
});
