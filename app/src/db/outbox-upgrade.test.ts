/**
 * Version 7: every row an older app queued (a REST call) becomes the named mutation the push sent
 * for it, with the same bytes, so a row the server may already hold keeps its fingerprint.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SYNCED_MUTATIONS } from '@learnlog/shared';
import { describe, expect, it } from 'vitest';
import { pushedForm, restCallOf } from '../sync/rest-call';
import { pendingFieldsOf } from '../sync/outbox';
import { openDatabaseAtVersion, openUserDatabase } from './database';
import type { OutboxMutation } from './outbox-mutation';

const at = '2026-11-30T10:00:00.000Z';
const old = (seq: number, table: string, recordId: number, kind: string, method: string, path: string, body?: object, extra: object = {}) => ({
  seq, mutationId: `k-${seq}`, table, recordId, recordKey: `${table}:${recordId}`, kind, method, path, ...(body ? { body } : {}),
  createdAt: at, attempts: 0, nextAttemptAt: 0, state: 'pending', ...extra,
});

const OLD_ROWS = [
  old(1, 'journal_entries', 7, 'create', 'POST', '/api/journal-entries', { id: 7, title: 'A', content: 'x', createdAt: at }),
  old(2, 'journal_entries', 7, 'update', 'PUT', '/api/journal-entries/7', { title: 'B' }, { base: { title: 'A' } }),
  old(3, 'journal_entries', 7, 'toggle-public', 'POST', '/api/journal-entries/7/toggle-public', { isPublic: true }),
  // Sent once, unanswered: the server may hold it under its key.
  old(4, 'journal_entries', 7, 'link-goal', 'POST', '/api/journal-entries/7/link-goal', { goalId: 3, progressContribution: 10 }, { attempts: 2, nextAttemptAt: 99, lastError: 'offline' }),
  old(5, 'resources', 8, 'delete', 'DELETE', '/api/resources/8'),
  old(6, 'user', 1, 'user-update', 'PUT', '/api/auth/user', { onboardingCompleted: true }, { state: 'failed', errorStatus: 400, lastError: 'no', errorCode: 'x' }),
  old(7, 'user', 1, 'user-update', 'PUT', '/api/reminders', { enabled: true, time: '09:00', days: [1, 2] }),
  old(8, 'learn_plans', 4, 'update', 'POST', '/api/learn-plans/4/milestones', { title: 'M', order: 1 }),
  old(9, 'learn_plans', 4, 'update', 'PUT', '/api/learn-plans/4/milestones/12', { isCompleted: true }),
  old(10, 'learn_plans', 4, 'delete', 'DELETE', '/api/learn-plans/4/milestones/12'),
  old(11, 'review_logs', 9, 'create', 'POST', '/api/review-logs', { id: 9, entryId: 7, rating: 'good' }),
];

/** What the push of the version-6 app sent for each row (the user's went as their own REST call, same body). */
const SENT_BEFORE = [
  { key: 'k-1', name: 'journal_entries.create', args: { id: 7, title: 'A', content: 'x', createdAt: at } },
  { key: 'k-2', name: 'journal_entries.update', args: { id: 7, title: 'B', base: { title: 'A' } } },
  { key: 'k-3', name: 'journal_entries.togglePublic', args: { id: 7, isPublic: true } },
  { key: 'k-4', name: 'journal_entries.linkGoal', args: { id: 7, goalId: 3, progressContribution: 10 } },
  { key: 'k-5', name: 'resources.delete', args: { id: 8 } },
  { key: 'k-6', name: 'user.update', args: { onboardingCompleted: true } },
  { key: 'k-7', name: 'reminders.update', args: { enabled: true, time: '09:00', days: [1, 2] } },
  { key: 'k-8', name: 'learn_plans.createMilestone', args: { planId: 4, title: 'M', order: 1 } },
  { key: 'k-9', name: 'learn_plans.updateMilestone', args: { planId: 4, id: 12, isCompleted: true } },
  { key: 'k-10', name: 'learn_plans.deleteMilestone', args: { planId: 4, id: 12 } },
  { key: 'k-11', name: 'review_logs.create', args: { id: 9, entryId: 7, rating: 'good' } },
];

describe('the version 7 outbox upgrade', () => {
  it('names every kind of queued row, keeping its key, state and bytes', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange, timeZone: 'UTC' };
    const v6 = await openDatabaseAtVersion(1, 6, options);
    await v6.outbox.bulkAdd(OLD_ROWS as unknown as OutboxMutation[]);
    v6.close();

    const db = await openUserDatabase(1, options);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map(pushedForm)).toEqual(SENT_BEFORE);
    // The bytes: the same JSON, key order included (the server fingerprints the body's bytes).
    expect(rows.map((row) => JSON.stringify(pushedForm(row)))).toEqual(SENT_BEFORE.map((sent) => JSON.stringify(sent)));
    for (const row of rows) {
      expect(SYNCED_MUTATIONS[row.name], row.name).toBeDefined();
      for (const gone of ['table', 'recordId', 'kind', 'method', 'path', 'body', 'base']) expect(row).not.toHaveProperty(gone);
    }
    expect(rows[3]).toMatchObject({ mutationId: 'k-4', attempts: 2, nextAttemptAt: 99, lastError: 'offline', recordKey: 'journal_entries:7', pendingKeys: ['journal_entries:7', 'learning_goals:3'] });
    expect(rows[5]).toMatchObject({ state: 'failed', errorStatus: 400, errorCode: 'x', recordKey: 'user:1', pendingKeys: ['user:1'] });
    expect(rows[8]).toMatchObject({ recordKey: 'learn_plans:4' });
    // The link makes the goal's list and progress pending, read through the new index.
    expect(await pendingFieldsOf(db, 'learning_goals', 3)).toEqual(new Set(['linkedJournalEntries', 'progress']));
    expect(await pendingFieldsOf(db, 'journal_entries', 7)).toBe('all');

    // On its own (a body too large for a batch), each is the REST call the old row was.
    for (const [i, row] of rows.entries()) {
      const was = OLD_ROWS[i] as { method: string; path: string; body?: object; base?: object };
      const body = was.method === 'DELETE' ? undefined : { ...was.body, ...(was.base ? { base: was.base } : {}) };
      const call = restCallOf(row);
      expect(call && { method: call.method, path: call.path, body: call.body && JSON.stringify(call.body) }).toEqual({ method: was.method, path: was.path, body: body && JSON.stringify(body) });
    }
    db.close();
  });
});
