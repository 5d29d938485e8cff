import { describe, expect, it } from 'vitest';
import { isGoalOverdue } from './goal-overdue';

const now = new Date('2026-03-20T12:00:00Z');

describe('isGoalOverdue', () => {
  it('marks an active goal whose target day has passed, not one due today or later', () => {
    expect(isGoalOverdue({ status: 'active', targetDate: '2026-03-19' }, now, 'UTC')).toBe(true);
    expect(isGoalOverdue({ status: 'active', targetDate: '2026-03-20' }, now, 'UTC')).toBe(false);
    expect(isGoalOverdue({ status: 'active', targetDate: '2026-04-01' }, now, 'UTC')).toBe(false);
  });

  it('never marks paused or completed goals, nor goals without a target', () => {
    expect(isGoalOverdue({ status: 'paused', targetDate: '2020-01-01' }, now, 'UTC')).toBe(false);
    expect(isGoalOverdue({ status: 'completed', targetDate: '2020-01-01' }, now, 'UTC')).toBe(false);
    expect(isGoalOverdue({ status: 'active', targetDate: null }, now, 'UTC')).toBe(false);
  });

  it('reads "today" in the learner\'s time zone', () => {
    // 12:00 UTC on the 20th is already the 21st in Kiritimati (UTC+14).
    expect(isGoalOverdue({ status: 'active', targetDate: '2026-03-20' }, now, 'Pacific/Kiritimati')).toBe(true);
    expect(isGoalOverdue({ status: 'active', targetDate: '2026-03-19T23:00:00.000Z' }, now, 'UTC')).toBe(true);
  });
});
