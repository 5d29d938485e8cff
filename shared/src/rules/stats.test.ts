import { describe, expect, it } from 'vitest';
import { computeStats, type StatsResource } from './stats';

const now = new Date('2026-03-10T12:00:00Z');
const resource = (over: Partial<StatsResource>): StatsResource => ({
  id: 1,
  title: 'R',
  type: 'book',
  status: 'to-learn',
  progress: 0,
  createdAt: '2026-01-01T00:00:00Z',
  completedAt: null,
  ...over,
});

describe('progress stats', () => {
  it('computes counts, rates and weekly/monthly figures', () => {
    const stats = computeStats(
      {
        resources: [
          resource({ id: 1, status: 'completed', completedAt: '2026-03-09T10:00:00Z', createdAt: '2026-03-02T00:00:00Z' }),
          resource({ id: 2, status: 'completed', completedAt: '2026-02-01T10:00:00Z', type: 'video' }),
          resource({ id: 3, status: 'in-progress', progress: 40, type: 'mystery' }),
        ],
        entries: [{ createdAt: '2026-03-10T08:00:00Z' }, { createdAt: '2026-03-01T08:00:00Z' }],
        goals: [{ status: 'completed' }, { status: 'active' }, { status: 'paused' }],
      },
      now,
    );
    expect(stats.totalResources).toBe(3);
    expect(stats.completedResources).toBe(2);
    expect(stats.completionRate).toBe(67);
    expect(stats.goalProgress).toBe('1/3');
    expect(stats.weeklyCompleted).toBe(1);
    expect(stats.weeklyEntries).toBe(1);
    expect(stats.resourcesThisMonth).toBe(1);
    expect(stats.completedThisMonth).toBe(1);
    expect(stats.statusCounts).toEqual({ 'to-learn': 0, 'in-progress': 1, completed: 2 });
    expect(stats.typeCounts).toEqual({ book: 1, video: 1, article: 1 });
    expect(stats.currentlyLearning.map((r) => r.id)).toEqual([3]);
    expect(stats.streak).toBe(1);
  });
  it('is all zeros for a new learner', () => {
    const stats = computeStats({ resources: [], entries: [], goals: [] }, now);
    expect(stats.completionRate).toBe(0);
    expect(stats.goalProgress).toBe('0/0');
  });
  it('does not count a completedAt left on a resource moved back to in progress', () => {
    const stats = computeStats(
      { resources: [resource({ status: 'in-progress', completedAt: '2026-03-09T10:00:00Z' })], entries: [], goals: [] },
      now,
    );
    expect(stats.weeklyCompleted).toBe(0);
  });
});
