/** A queued change goes to the push endpoint by name, its args the body with the record's id. */
import { SYNCED_MUTATIONS } from '@learnlog/shared';
import { describe, expect, it } from 'vitest';
import type { OutboxMutation } from '../db/outbox-mutation';
import { namedMutationOf } from './named-mutation';

const row = (changes: Partial<OutboxMutation>) =>
  ({ mutationId: 'k-1', table: 'journal_entries', recordId: 7, recordKey: 'journal_entries:7', createdAt: '', attempts: 0, nextAttemptAt: 0, state: 'pending', ...changes }) as OutboxMutation & { table: 'journal_entries' };

describe('namedMutationOf', () => {
  it('names every queued kind of change as a mutation of the registry, with its id in the args', () => {
    const named = [
      namedMutationOf(row({ kind: 'create', method: 'POST', path: '/api/journal-entries', body: { id: 7, title: 'A' } })),
      namedMutationOf(row({ kind: 'update', method: 'PUT', path: '/api/journal-entries/7', body: { title: 'B' }, base: { title: 'A' } })),
      namedMutationOf(row({ kind: 'delete', method: 'DELETE', path: '/api/journal-entries/7' })),
      namedMutationOf(row({ kind: 'toggle-public', method: 'POST', path: '/api/journal-entries/7/toggle-public', body: { isPublic: true } })),
      namedMutationOf(row({ kind: 'link-goal', method: 'POST', path: '/api/journal-entries/7/link-goal', body: { goalId: 3 } })),
    ];
    expect(named).toEqual([
      { key: 'k-1', name: 'journal_entries.create', args: { id: 7, title: 'A' } },
      { key: 'k-1', name: 'journal_entries.update', args: { id: 7, title: 'B', base: { title: 'A' } } },
      { key: 'k-1', name: 'journal_entries.delete', args: { id: 7 } },
      { key: 'k-1', name: 'journal_entries.togglePublic', args: { id: 7, isPublic: true } },
      { key: 'k-1', name: 'journal_entries.linkGoal', args: { id: 7, goalId: 3 } },
    ]);
    for (const { name } of named) expect(SYNCED_MUTATIONS[name], name).toBeDefined();
  });
});
