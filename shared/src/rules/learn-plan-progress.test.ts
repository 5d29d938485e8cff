import { describe, expect, it } from 'vitest';
import { learnPlanProgress } from './learn-plan-progress';

const resources = [
  { id: 1, status: 'completed' as const },
  { id: 2, status: 'in-progress' as const },
  { id: 3, status: 'to-learn' as const },
  { id: 4, status: 'completed' as const },
];
const open = { isCompleted: false };
const done = { isCompleted: true };

describe('learnPlanProgress', () => {
  it('is the share of linked resources that are completed, in whole percent', () => {
    expect(learnPlanProgress([1, 2, 3], resources)).toMatchObject({ completed: 1, total: 3, percent: 33 });
    expect(learnPlanProgress([1, 2, 3, 4], resources)).toMatchObject({ completed: 2, total: 4, percent: 50 });
    expect(learnPlanProgress([1, 4], resources)).toMatchObject({ completed: 2, total: 2, percent: 100 });
  });

  it('counts milestones and linked resources together: a new plan with 0 of 2 milestones done is not 100%', () => {
    expect(learnPlanProgress([], resources, [open, open])).toEqual({
      completed: 0,
      total: 2,
      percent: 0,
      resources: { completed: 0, total: 0 },
      milestones: { completed: 0, total: 2 },
    });
    // One completed book and two open milestones: one step of three.
    expect(learnPlanProgress([1], resources, [open, open])).toMatchObject({ completed: 1, total: 3, percent: 33 });
    expect(learnPlanProgress([1, 2], resources, [done, open])).toMatchObject({ completed: 2, total: 4, percent: 50 });
    expect(learnPlanProgress([1], resources, [done])).toMatchObject({ percent: 100 });
  });

  it('is 0% for a plan without steps, or with none done', () => {
    expect(learnPlanProgress([], resources)).toMatchObject({ completed: 0, total: 0, percent: 0, milestones: undefined });
    expect(learnPlanProgress([], resources, [])).toMatchObject({ percent: 0, milestones: { completed: 0, total: 0 } });
    expect(learnPlanProgress([2, 3], resources)).toMatchObject({ completed: 0, total: 2, percent: 0 });
  });

  it('leaves out links to resources that no longer exist, and counts a repeated id once', () => {
    expect(learnPlanProgress([1, 99], resources)).toMatchObject({ completed: 1, total: 1, percent: 100 });
    expect(learnPlanProgress([99], resources)).toMatchObject({ completed: 0, total: 0, percent: 0 });
    expect(learnPlanProgress([1, 1, 2], resources)).toMatchObject({ completed: 1, total: 2, percent: 50 });
  });
});
