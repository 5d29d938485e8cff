/**
 * One rule set on both sides (docs/sync-protocol.md, "One rule set"): every shared mutator is
 * applied through the device path (the repository functions writing IndexedDB) and through the
 * server path (the device's outbox replayed to the real server's services), and the two stored
 * records must agree field by field. Both sides run on the server's clock, so stamps compare too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLE_PATHS, type SyncedTable } from '@learnlog/shared';
import { startTestServer, type TestServer } from '../../../sync-server/src/test/test-server';
import { recordTable } from '../db/database';
import { stripLocalFields } from '../db/local-records';
import { saveEntry } from '../features/journal/data/save-entry';
import { toggleEntryPublic } from '../features/journal/data/toggle-entry-public';
import { createRecord, updateRecord } from './record-writes';
import { createTestDevice, registerLearner, type TestDevice } from './test/test-device';

let server: TestServer;
let device: TestDevice;

beforeAll(async () => {
  server = await startTestServer();
  const account = await registerLearner(server); // the first account: an admin, every kind open
  device = await createTestDevice(server, account, { now: () => server.clock.now() });
});
afterAll(async () => {
  device.stop();
  await server.close();
});

/** Only the server makes these: its version counter, its write time and public addresses. */
const SERVER_MADE = new Set(['version', 'updatedAt', 'shareId']);

interface Mismatch {
  field: string;
  device: unknown;
  server: unknown;
}

function mismatches(local: Record<string, unknown>, stored: Record<string, unknown>): Mismatch[] {
  const fields = new Set([...Object.keys(local), ...Object.keys(stored)]);
  return [...fields]
    .filter((field) => !SERVER_MADE.has(field) && JSON.stringify(local[field]) !== JSON.stringify(stored[field]))
    .map((field) => ({ field, device: local[field], server: stored[field] }));
}

async function storedOnServer(table: SyncedTable, id: number): Promise<Record<string, unknown>> {
  const res = await device.client.get<Record<string, unknown>[]>(SYNCED_TABLE_PATHS[table]);
  const row = res.body.find((r) => r.id === id);
  if (!row) throw new Error(`${table} ${id} is not on the server`);
  return row;
}

/** Applies `write` on the device, replays it to the server, and compares each named record. */
async function bothWays(records: Array<[SyncedTable, () => number]>, write: () => Promise<unknown>): Promise<void> {
  await write();
  const local = await Promise.all(records.map(async ([table, id]) => stripLocalFields((await recordTable(device.db, table).get(id())) ?? {})));
  await device.syncUntilIdle();
  expect(device.network.sent.every((r) => r.status === null || r.status < 400)).toBe(true);
  for (const [index, [table, id]] of records.entries()) {
    expect({ table, mismatches: mismatches(local[index] ?? {}, await storedOnServer(table, id())) }).toEqual({ table, mismatches: [] });
  }
}

describe('the shared mutators, on the device and on the server', () => {
  let entryId = 0;
  let resourceId = 0;
  let goalId = 0;
  let planId = 0;

  it('create every kind with only what is required: the same defaults on both sides', async () => {
    const made: Record<string, number> = {};
    await bothWays(
      [
        ['journal_entries', () => entryId],
        ['resources', () => resourceId],
        ['learning_goals', () => goalId],
        ['learn_plans', () => planId],
      ],
      async () => {
        made.entry = (await createRecord(device.db, 'journal_entries', { title: 'Closures', content: 'A closure keeps its scope alive, even after.' })).id;
        made.resource = (await createRecord(device.db, 'resources', { title: 'SICP', type: 'book', url: '' })).id;
        made.goal = (await createRecord(device.db, 'learning_goals', { title: 'Learn Lisp' })).id;
        made.plan = (await createRecord(device.db, 'learn_plans', { title: 'Lisp in a month', goal: 'Write an interpreter' })).id;
        [entryId, resourceId, goalId, planId] = [made.entry ?? 0, made.resource ?? 0, made.goal ?? 0, made.plan ?? 0];
      },
    );
  });

  it('create with every field given, a completed resource and goal stamped on creation', async () => {
    let resource = 0;
    let goal = 0;
    await bothWays(
      [
        ['resources', () => resource],
        ['learning_goals', () => goal],
      ],
      async () => {
        resource = (await createRecord(device.db, 'resources', { title: 'A video', type: 'video', status: 'completed', progress: 250, tags: ['Lisp', 'lisp'], notes: 'n' })).id;
        goal = (await createRecord(device.db, 'learning_goals', { title: 'Done already', status: 'completed', priority: 'high', milestones: ['a'] })).id;
      },
    );
  });

  it('edit: read time follows the content, the group follows the type, completedAt follows the status', async () => {
    await bothWays(
      [
        ['journal_entries', () => entryId],
        ['resources', () => resourceId],
        ['learning_goals', () => goalId],
        ['learn_plans', () => planId],
      ],
      async () => {
        await updateRecord(device.db, 'journal_entries', entryId, { content: 'word '.repeat(450) });
        await updateRecord(device.db, 'resources', resourceId, { type: 'podcast', status: 'completed', url: 'https://example.com/sicp' });
        await updateRecord(device.db, 'learning_goals', goalId, { status: 'completed', description: 'all of it' });
        await updateRecord(device.db, 'learn_plans', planId, { status: 'paused', description: null });
      },
    );
    server.clock.advance(60_000);
    await bothWays(
      [
        ['resources', () => resourceId],
        ['learning_goals', () => goalId],
      ],
      async () => {
        await updateRecord(device.db, 'resources', resourceId, { status: 'in-progress', progress: 40, url: '' });
        await updateRecord(device.db, 'learning_goals', goalId, { status: 'paused' });
      },
    );
  });

  it('publish an entry, and link goals through the entry dialog with progress capped at 100', async () => {
    await bothWays([['journal_entries', () => entryId]], () => toggleEntryPublic(device.db, entryId));
    const goal = await createRecord(device.db, 'learning_goals', { title: 'Nearly there', progress: 95 });
    let linked = 0;
    await bothWays(
      [
        ['journal_entries', () => linked],
        ['learning_goals', () => goal.id],
        ['learning_goals', () => goalId],
      ],
      async () => {
        const saved = await saveEntry(device.db, {
          input: { title: 'Two goals at once', content: 'x', linkedGoals: [goal.id, goalId], goalProgress: 10 },
          linkGoals: { goalIds: [goal.id, goalId], progressContribution: 10 },
          newResource: { title: 'Inline book', url: ' ', type: 'book' },
        });
        linked = saved.entry.id;
      },
    );
    expect((await storedOnServer('learning_goals', goal.id)).progress).toBe(100);
  });

  it('saved searches: a create fills the position, an edit changes only the name', async () => {
    let search = 0;
    await bothWays([['saved_searches', () => search]], async () => {
      search = (await createRecord(device.db, 'saved_searches', { name: 'Closures', query: 'q=closures&favorite=1' })).id;
    });
    await bothWays([['saved_searches', () => search]], () => updateRecord(device.db, 'saved_searches', search, { name: 'Scope' }));
  });
});
