/**
 * The HTTP contract every synced kind shares (entries, resources, goals, learn plans, saved searches), proved on
 * each over real HTTP: create, validation, 401, ownership, idempotent replays, id_taken, the
 * three-way text check, tombstones, the access gate and the schema version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  SCHEMA_VERSION,
  journalEntrySchema,
  learnPlanSchema,
  learningGoalSchema,
  resourceSchema,
  savedSearchSchema,
  type SyncedTable,
} from '@learnlog/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { JsonObject } from '../test/http-client';
import type { TestServer } from '../test/test-server';
import { REPLAYED_HEADER } from './idempotency.service';
import { deviceWrite, newLearner, setUserFields, startSyncedServer, storedRows, versionCounter, type Learner } from './synced-record.fixtures';

interface KindCase {
  table: SyncedTable;
  path: string;
  schema: z.ZodType;
  create: JsonObject;
  /** A text field (rule 5) and a non-text field (last writer wins). */
  text: string;
  other: JsonObject;
  /** A body the shared schema refuses, and the field the 400 names. */
  invalid: JsonObject;
  invalidField: string;
  /** An update the shared schema refuses; its only key is the field named. */
  invalidUpdate: JsonObject;
}

const KINDS: KindCase[] = [
  {
    table: 'journal_entries',
    path: '/api/journal-entries',
    schema: journalEntrySchema,
    create: { title: 'Closures', content: 'A closure keeps its scope alive.' },
    text: 'title',
    other: { isFavorite: true },
    invalid: { title: '   ', content: 'x' },
    invalidField: 'title',
    invalidUpdate: { title: 'x'.repeat(201) },
  },
  {
    table: 'resources',
    path: '/api/resources',
    schema: resourceSchema,
    create: { title: 'SICP', type: 'book' },
    text: 'title',
    other: { status: 'in-progress' },
    invalid: { title: 'SICP', type: 'vinyl' },
    invalidField: 'type',
    invalidUpdate: { type: 'vinyl' },
  },
  {
    table: 'learning_goals',
    path: '/api/learning-goals',
    schema: learningGoalSchema,
    create: { title: 'Learn Rust' },
    text: 'title',
    other: { priority: 'high' },
    invalid: { title: 'Learn Rust', priority: 'urgent' },
    invalidField: 'priority',
    invalidUpdate: { priority: 'urgent' },
  },
  {
    table: 'learn_plans',
    path: '/api/learn-plans',
    schema: learnPlanSchema,
    create: { title: 'Rust in a month', goal: 'Ship a CLI' },
    text: 'goal',
    other: { status: 'paused' },
    invalid: { title: 'Rust in a month' },
    invalidField: 'goal',
    invalidUpdate: { status: 'archived' },
  },
  {
    table: 'saved_searches',
    path: '/api/saved-searches',
    schema: savedSearchSchema,
    create: { name: 'Closures', query: 'q=closures&tag=js' },
    text: 'name',
    other: { position: 3 },
    invalid: { name: '   ', query: 'q=x' },
    invalidField: 'name',
    invalidUpdate: { name: 'x'.repeat(81) },
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startSyncedServer();
});
afterAll(() => server.close());

let nextId = 1_000;
const freshId = () => (nextId += 1);

describe.each(KINDS)('$path', (kind) => {
  let ann: Learner;
  let bob: Learner;
  beforeAll(async () => {
    // Sage: every kind is open to them and no daily limit gets in the way here.
    ann = await newLearner(server, 'sage');
    bob = await newLearner(server, 'sage');
  });

  const create = (who: Learner, extra: JsonObject = {}) =>
    who.client.post(kind.path, { ...kind.create, id: freshId(), ...extra }, deviceWrite());

  it('creates with the device-made id, answers the shared row shape, and lists it', async () => {
    const id = freshId();
    const res = await ann.client.post(kind.path, { ...kind.create, id }, deviceWrite());
    expect(res.status).toBe(201);
    const row = kind.schema.parse(res.body) as JsonObject;
    expect(row).toMatchObject({ ...kind.create, id, version: await versionCounter(server) });
    expect(res.body).not.toHaveProperty('userId');
    expect(res.body).not.toHaveProperty('deletedAt');

    const list = await ann.client.get<JsonObject[]>(kind.path);
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.id)).toContain(id);
  });

  it('makes an id when the device sent none, and clamps a future createdAt to the server now', async () => {
    const future = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
    const res = await ann.client.post(kind.path, { ...kind.create, createdAt: future }, deviceWrite());
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.createdAt).toBe(server.clock.now().toISOString());
  });

  it('keeps the learner’s own earlier createdAt (written offline)', async () => {
    const earlier = '2024-01-02T03:04:05.000Z';
    const res = await create(ann, { createdAt: earlier });
    expect(res.body.createdAt).toBe(earlier);
  });

  it('answers 400 naming the field when the shared schema refuses the body', async () => {
    const res = await ann.client.post(kind.path, kind.invalid, deviceWrite());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.validationFailed);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: kind.invalidField })]));
  });

  it('answers 400 naming the field to an invalid update or a malformed id, changing nothing', async () => {
    const row = (await create(ann)).body;
    const field = Object.keys(kind.invalidUpdate)[0];
    const bad = await ann.client.put(`${kind.path}/${row.id}`, kind.invalidUpdate, deviceWrite());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: field })]);
    const badId = await ann.client.put(`${kind.path}/not-a-number`, kind.other, deviceWrite());
    expect(badId.body.errors).toEqual([expect.objectContaining({ path: 'id' })]);
    expect((await ann.client.del(`${kind.path}/-4`, deviceWrite())).status).toBe(400);
    expect((await storedRows(server, kind.table, ann.id)).find((r) => r.id === row.id)?.version).toBe(row.version);
  });

  it('answers 401 to every call when signed out', async () => {
    const { client } = await newLearner(server, 'sage');
    const id = (await client.post(kind.path, { ...kind.create, id: freshId() }, deviceWrite())).body.id;
    await client.logout();
    expect((await client.get(kind.path)).status).toBe(401);
    expect((await client.post(kind.path, kind.create, deviceWrite())).status).toBe(401);
    expect((await client.put(`${kind.path}/${id}`, kind.other, deviceWrite())).status).toBe(401);
    expect((await client.del(`${kind.path}/${id}`, deviceWrite())).status).toBe(401);
  });

  it('answers 404 for another learner’s id exactly as for a missing one, and never lists it', async () => {
    const mine = (await create(ann)).body;
    const missing = await bob.client.put(`${kind.path}/987654321`, kind.other, deviceWrite());
    const theirs = await bob.client.put(`${kind.path}/${mine.id}`, kind.other, deviceWrite());
    expect(missing.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body).toEqual({ message: MESSAGES.notFound });
    expect((await bob.client.del(`${kind.path}/${mine.id}`, deviceWrite())).status).toBe(404);
    const list = await bob.client.get<JsonObject[]>(kind.path);
    expect(list.body.map((r) => r.id)).not.toContain(mine.id);
  });

  it('lets two learners use the same id: ids are unique per learner', async () => {
    const id = freshId();
    expect((await ann.client.post(kind.path, { ...kind.create, id }, deviceWrite())).status).toBe(201);
    expect((await bob.client.post(kind.path, { ...kind.create, id }, deviceWrite())).status).toBe(201);
  });

  it('answers a replayed Idempotency-Key with the stored answer and changes nothing', async () => {
    const write = deviceWrite({ key: `create-${kind.table}` });
    const body = { ...kind.create, id: freshId() };
    const first = await ann.client.post(kind.path, body, write);
    const rows = await storedRows(server, kind.table, ann.id);
    const counter = await versionCounter(server);

    const again = await ann.client.post(kind.path, body, write);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await storedRows(server, kind.table, ann.id)).toEqual(rows);
    expect(await versionCounter(server)).toBe(counter);

    const update = deviceWrite({ key: `update-${kind.table}` });
    const updated = await ann.client.put(`${kind.path}/${first.body.id}`, kind.other, update);
    const replayedUpdate = await ann.client.put(`${kind.path}/${first.body.id}`, kind.other, update);
    expect(replayedUpdate.body).toEqual(updated.body);
    expect(await versionCounter(server)).toBe(counter + 1);

    const del = deviceWrite({ key: `delete-${kind.table}` });
    expect((await ann.client.del(`${kind.path}/${first.body.id}`, del)).status).toBe(204);
    expect((await ann.client.del(`${kind.path}/${first.body.id}`, del)).status).toBe(204);
    expect(await versionCounter(server)).toBeGreaterThan(counter + 1);
  });

  it('answers 409 id_taken when the id is used by a live row or a tombstone of this learner', async () => {
    const live = (await create(ann)).body;
    const taken = await ann.client.post(kind.path, { ...kind.create, id: live.id }, deviceWrite());
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: MESSAGES.idTaken, code: ERROR_CODES.idTaken });

    await ann.client.del(`${kind.path}/${live.id}`, deviceWrite());
    const tomb = await ann.client.post(kind.path, { ...kind.create, id: live.id }, deviceWrite());
    expect(tomb.status).toBe(409);
    expect(tomb.body.code).toBe(ERROR_CODES.idTaken);
  });

  it('updates only the sent fields, with a new version', async () => {
    const row = (await create(ann)).body;
    const res = await ann.client.put(`${kind.path}/${row.id}`, kind.other, deviceWrite());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...row, ...kind.other, version: await versionCounter(server), updatedAt: expect.any(String) });
  });

  it('answers 409 conflict with the current row, applying nothing, when a text field moved on since base', async () => {
    const row = (await create(ann)).body;
    const original = row[kind.text] as string;
    // Another device changed the text first.
    await ann.client.put(`${kind.path}/${row.id}`, { [kind.text]: 'Changed on the phone' }, deviceWrite());
    const before = (await storedRows(server, kind.table, ann.id)).find((r) => r.id === row.id);

    const res = await ann.client.put(
      `${kind.path}/${row.id}`,
      { [kind.text]: 'Changed on the laptop', ...kind.other, base: { [kind.text]: original } },
      deviceWrite(),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.conflict, code: ERROR_CODES.conflict });
    expect((res.body.current as JsonObject)[kind.text]).toBe('Changed on the phone');
    const list = await ann.client.get<JsonObject[]>(kind.path);
    const stored = list.body.find((r) => r.id === row.id);
    expect(stored?.[kind.text]).toBe('Changed on the phone');
    // Not even the non-text field was applied.
    expect(stored).toMatchObject(Object.fromEntries(Object.keys(kind.other).map((k) => [k, row[k]])));
    expect((await storedRows(server, kind.table, ann.id)).find((r) => r.id === row.id)).toEqual(before);
  });

  it('applies an edit whose new text equals the current text even when its base is stale', async () => {
    const row = (await create(ann)).body;
    await ann.client.put(`${kind.path}/${row.id}`, { [kind.text]: 'Same words' }, deviceWrite());
    const res = await ann.client.put(
      `${kind.path}/${row.id}`,
      { [kind.text]: 'Same words', base: { [kind.text]: row[kind.text] } },
      deviceWrite(),
    );
    expect(res.status).toBe(200);
    expect(res.body[kind.text]).toBe('Same words');
  });

  it('keeps both devices’ edits to different fields', async () => {
    const row = (await create(ann)).body;
    const text = await ann.client.put(
      `${kind.path}/${row.id}`,
      { [kind.text]: 'Edited text', base: { [kind.text]: row[kind.text] } },
      deviceWrite(),
    );
    expect(text.status).toBe(200);
    const other = await ann.client.put(`${kind.path}/${row.id}`, kind.other, deviceWrite());
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ [kind.text]: 'Edited text', ...kind.other });
  });

  it('deletes by tombstone: 204, gone from the list, 204 again, and 404 to an update', async () => {
    const row = (await create(ann)).body;
    const first = await ann.client.del(`${kind.path}/${row.id}`, deviceWrite());
    expect(first.status).toBe(204);
    const tomb = (await storedRows(server, kind.table, ann.id)).find((r) => r.id === row.id);
    expect(tomb).toMatchObject({ deletedAt: expect.any(String), version: await versionCounter(server) });

    const list = await ann.client.get<JsonObject[]>(kind.path);
    expect(list.body.map((r) => r.id)).not.toContain(row.id);

    const counter = await versionCounter(server);
    expect((await ann.client.del(`${kind.path}/${row.id}`, deviceWrite())).status).toBe(204);
    expect(await versionCounter(server)).toBe(counter);

    const update = await ann.client.put(`${kind.path}/${row.id}`, kind.other, deviceWrite());
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ message: MESSAGES.notFound });
  });

  it('answers 404 to deleting an id that never existed', async () => {
    expect((await ann.client.del(`${kind.path}/123456789`, deviceWrite())).status).toBe(404);
  });

  it('once the trial is over, keeps a seeker\'s own records open and the Pro ones closed', async () => {
    const carl = await newLearner(server, 'sage');
    const row = (await create(carl)).body;
    // The plan lapses: a seeker again, the trial long over, nothing created yet today.
    await setUserFields(server, carl.id, { subscriptionType: 'seeker', trialStartedAt: '2020-01-01T00:00:00.000Z' });
    await server.db.transaction((tx) => tx.q.delete(tx.t.dailyUsage).where(eq(tx.t.dailyUsage.userId, carl.id)));
    if (kind.table === 'learn_plans') {
      // Learn plans are a Pro screen: Trial Expired covers it, and the server agrees.
      for (const res of [
        await carl.client.get(kind.path),
        await carl.client.post(kind.path, { ...kind.create, id: freshId() }, deviceWrite()),
        await carl.client.put(`${kind.path}/${row.id}`, kind.other, deviceWrite()),
        await carl.client.del(`${kind.path}/${row.id}`, deviceWrite()),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MESSAGES.accessRequired, code: ERROR_CODES.accessRequired });
      }
      return;
    }
    // A learner is never locked out of their own words (decisions).
    const list = await carl.client.get<Array<{ id: number }>>(kind.path);
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.id)).toContain(row.id);
    expect((await carl.client.post(kind.path, { ...kind.create, id: freshId() }, deviceWrite())).status).toBe(201);
    expect((await carl.client.put(`${kind.path}/${row.id}`, kind.other, deviceWrite())).status).toBe(200);
    expect((await carl.client.del(`${kind.path}/${row.id}`, deviceWrite())).status).toBe(204);
  });

  it('answers 426 to a device older than the previous schema version, and serves the previous one', async () => {
    const old = await ann.client.post(kind.path, { ...kind.create, id: freshId() }, deviceWrite({ schemaVersion: SCHEMA_VERSION - 2 }));
    expect(old.status).toBe(426);
    expect(old.body).toEqual({ message: MESSAGES.schemaTooOld });
    const list = await ann.client.get(kind.path, { headers: { 'X-Schema-Version': String(SCHEMA_VERSION - 2) } });
    expect(list.status).toBe(426);
    const previous = await ann.client.post(kind.path, { ...kind.create, id: freshId() }, deviceWrite({ schemaVersion: SCHEMA_VERSION - 1 }));
    expect(previous.status).toBe(201);
  });
});
