import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_FORM, formFromPlan, learnPlanInput } from './learn-plan-form';

describe('the plan form', () => {
  it('requires a title and a goal, with the shared messages', () => {
    expect(learnPlanInput({ ...EMPTY_PLAN_FORM, title: '  ' })).toEqual({
      errors: { title: 'Please enter a title for your plan.', goal: 'Please enter the goal of your plan.' },
    });
  });

  it('trims, turns empty optional fields into null, and drops repeated links', () => {
    const result = learnPlanInput({
      ...EMPTY_PLAN_FORM,
      title: '  Learn Rust ',
      goal: 'Ship a CLI',
      description: '   ',
      targetDate: '2026-05-01',
      linkedResourceIds: [3, 3, 4],
    });
    expect(result).toEqual({
      input: {
        title: 'Learn Rust',
        goal: 'Ship a CLI',
        description: null,
        targetDate: '2026-05-01',
        status: 'active',
        linkedResourceIds: [3, 4],
        linkedJournalEntryIds: [],
      },
    });
  });

  it('opens a stored plan with its date as a day', () => {
    const values = formFromPlan({
      id: 1,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      title: 'T',
      goal: 'G',
      description: null,
      targetDate: '2026-05-01T00:00:00.000Z',
      linkedResourceIds: [1],
      linkedJournalEntryIds: [],
      status: 'paused',
    });
    expect(values).toMatchObject({ description: '', targetDate: '2026-05-01', status: 'paused', linkedResourceIds: [1] });
  });
});
