import { describe, expect, it } from 'vitest';
import { goalSections } from './goal-sections';

const goal = (title: string, status: 'active' | 'paused' | 'completed', createdAt: string, completedAt: string | null = null) => ({
  title,
  status,
  createdAt,
  completedAt,
});

describe('goal sections', () => {
  it('lists active goals newest first and completed ones by completion, paused ones apart', () => {
    const { active, paused, completed } = goalSections([
      goal('old active', 'active', '2025-01-01T00:00:00Z'),
      goal('paused', 'paused', '2025-01-02T00:00:00Z'),
      goal('new active', 'active', '2025-01-03T00:00:00Z'),
      goal('done early', 'completed', '2025-01-04T00:00:00Z', '2025-02-01T00:00:00Z'),
      goal('done late', 'completed', '2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z'),
    ]);
    expect(active.map((g) => g.title)).toEqual(['new active', 'old active']);
    expect(completed.map((g) => g.title)).toEqual(['done late', 'done early']);
    expect(paused.map((g) => g.title)).toEqual(['paused']);
  });

  it('is empty for no goals', () => {
    expect(goalSections([])).toEqual({ active: [], paused: [], completed: [] });
  });
});
