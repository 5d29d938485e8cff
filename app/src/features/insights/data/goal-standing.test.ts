import { describe, expect, it } from 'vitest';
import type { GoalStatus } from '@learnlog/shared';
import { goalStandings, goalsSentence } from './goal-standing';

const goal = (id: number, title: string, status: GoalStatus, progress: number, extra: { completedAt?: string; _deleted?: boolean } = {}) => ({
  id, title, status, progress, milestones: ['a', 'b'], completedMilestones: ['a', 'gone'], completedAt: extra.completedAt ?? null, _deleted: extra._deleted,
});

describe('goal standings', () => {
  it('shows each goal as it stands now, completed ones at 100 %, with its linked entries per month', () => {
    const goals = [
      goal(1, 'Rust', 'completed', 40, { completedAt: '2026-11-01T23:30:00.000Z' }),
      goal(2, 'Spanish', 'active', 30),
      goal(3, 'Old', 'active', 10, { _deleted: true }),
      goal(4, 'Chess', 'paused', 70),
    ];
    const dates = new Map([[2, ['2026-10-31T23:30:00.000Z', '2026-11-05T10:00:00.000Z', '2025-01-01T00:00:00.000Z']]]);
    const standings = goalStandings(goals, dates, '2026-11-10', 'Europe/Berlin', 2);
    expect(standings.map((g) => [g.title, g.status, g.progress])).toEqual([
      ['Spanish', 'active', 30],
      ['Chess', 'paused', 70],
      ['Rust', 'completed', 100],
    ]);
    // 31 Oct 23:30 UTC is November in Berlin; the milestone no longer listed does not count.
    expect(standings[0]).toMatchObject({ entriesPerMonth: [0, 2], milestones: 2, milestonesDone: 1, completedOn: null });
    expect(standings[2]!.completedOn).toBe('2026-11-02');
    expect(goalsSentence(standings)).toBe('Goals: 3 goals, 1 completed; Spanish 30%, Chess 70%, Rust 100%');
    expect(goalsSentence([])).toBe('Goals: no goals yet');
  });
});
