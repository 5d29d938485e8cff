import { describe, expect, it } from 'vitest';
import { resourcesCompleted, resourcesSentence } from './resources-completed';

const resource = (completedAt: string | null, status = 'completed', _deleted?: boolean) => ({ status, completedAt, _deleted });

describe('resources completed per month', () => {
  it('counts completed resources by the learner’s month of completion', () => {
    const months = resourcesCompleted(
      [
        resource('2026-10-31T23:30:00.000Z'), // 1 Nov in Berlin
        resource('2026-10-15T10:00:00.000Z'),
        resource('2026-10-16T10:00:00.000Z', 'in-progress'),
        resource('2026-10-17T10:00:00.000Z', 'completed', true),
        resource(null),
        resource('2025-01-01T10:00:00.000Z'), // too old
      ],
      '2026-11-10',
      'Europe/Berlin',
      3,
    );
    expect(months).toEqual([
      { month: '2026-09', completed: 0 },
      { month: '2026-10', completed: 1 },
      { month: '2026-11', completed: 1 },
    ]);
  });

  it('says the total and the busiest month in words', () => {
    const months = resourcesCompleted([resource('2026-10-15T10:00:00.000Z'), resource('2026-10-16T10:00:00.000Z')], '2026-11-10', 'UTC', 12);
    expect(resourcesSentence(months)).toBe('Resources completed per month: 2 resources in the last 12 months, most in October 2026 (2)');
    expect(resourcesSentence(resourcesCompleted([], '2026-11-10', 'UTC', 12))).toBe('Resources completed per month: none in the last 12 months');
  });
});
