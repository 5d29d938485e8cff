import { describe, expect, it } from 'vitest';
import { SYNCED_KINDS, SYNCED_MUTATIONS, SYNCED_TABLES } from '.';

describe('the registry', () => {
  it('names every mutation of the contract', () => {
    const crud = SYNCED_TABLES.flatMap((kind) => [`${kind}.create`, ...(kind === 'review_logs' ? [] : [`${kind}.update`, `${kind}.delete`])]);
    const special = ['journal_entries.togglePublic', 'journal_entries.linkGoal', 'learn_plans.createMilestone', 'learn_plans.updateMilestone', 'learn_plans.deleteMilestone', 'user.update', 'reminders.update'];
    expect(Object.keys(SYNCED_MUTATIONS).sort()).toEqual([...crud, ...special].sort());
  });

  it('keys each kind by its own name, and reads the record a mutation writes from its args', () => {
    for (const name of SYNCED_TABLES) expect(SYNCED_KINDS[name].name).toBe(name);
    expect(SYNCED_MUTATIONS['journal_entries.update']?.recordOf({ id: 7, title: 'x' })).toBe(7);
    expect(SYNCED_MUTATIONS['learn_plans.updateMilestone']?.recordOf({ planId: 3, id: 9 })).toBe(3);
    expect(SYNCED_MUTATIONS['resources.update']?.args.safeParse({ id: 1, title: 'T' }).success).toBe(true);
    expect(SYNCED_MUTATIONS['resources.delete']?.args.safeParse({}).success).toBe(false);
    expect(SYNCED_MUTATIONS['saved_searches.update']?.args.safeParse({ id: 2, name: 'Closures' }).success).toBe(true);
    expect(SYNCED_MUTATIONS['saved_searches.create']?.args.safeParse({ name: '', query: 'q=x' }).success).toBe(false);
  });
});
