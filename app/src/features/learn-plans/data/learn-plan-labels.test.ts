import { describe, expect, it } from 'vitest';
import { dueText, targetDateText } from './learn-plan-labels';

describe('plan dates', () => {
  const now = new Date(2026, 2, 20, 15, 30);
  it('says when a plan is due relative to today, by calendar day', () => {
    expect(dueText('2026-03-20', now)).toBe('Due today');
    expect(dueText('2026-03-21', now)).toBe('Due tomorrow');
    expect(dueText('2026-03-25', now)).toBe('Due in 5 days');
    expect(dueText('2026-03-19', now)).toBe('Due yesterday');
    expect(dueText('2026-03-10T00:00:00.000Z', now)).toBe('Due 10 days ago');
    expect(dueText('2026-04-19', now)).toBe('Due in 30 days');
  });

  it('switches to months and years past a month', () => {
    expect(dueText('2026-06-20', now)).toBe('Due in 3 months');
    expect(dueText('2029-03-20', now)).toBe('Due in about 3 years');
    expect(dueText('2025-12-20', now)).toBe('Due 3 months ago');
  });

  it('shows the target date as MMM d, yyyy', () => {
    expect(targetDateText('2026-05-01')).toBe('May 1, 2026');
  });
});
