import { describe, expect, it } from 'vitest';
import type { ReviewAction } from '@learnlog/shared';
import { retention, retentionPercent, retentionSentence } from './retention';

const log = (entryId: number, rating: ReviewAction, reviewedAt: string, _deleted?: boolean) => ({ entryId, rating, reviewedAt, _deleted });

describe('retention', () => {
  it('counts Good and Easy among the ratings of the learner’s last days, overall and per goal', () => {
    const logs = [
      log(1, 'good', '2026-11-10T08:00:00.000Z'),
      log(1, 'again', '2026-11-09T08:00:00.000Z'),
      log(2, 'easy', '2026-11-01T08:00:00.000Z'),
      log(2, 'hard', '2026-11-02T08:00:00.000Z'),
      log(2, 'answered', '2026-11-02T08:00:00.000Z'), // not a rating
      log(2, 'good', '2026-11-03T08:00:00.000Z', true), // deleted
      log(3, 'good', '2026-10-01T08:00:00.000Z'), // before the window
    ];
    const goals = [
      { title: 'Spanish', entryIds: new Set([1]) },
      { title: 'Rust', entryIds: new Set([1, 2]) },
      { title: 'Idle', entryIds: new Set([9]) },
    ];
    const result = retention(logs, goals, '2026-11-10', 'UTC', 30);
    expect(result.overall).toEqual({ label: 'All cards', rated: 4, recalled: 2 });
    expect(result.goals).toEqual([
      { label: 'Rust', rated: 4, recalled: 2 },
      { label: 'Spanish', rated: 2, recalled: 1 },
    ]);
    expect(retentionSentence(result, 30)).toBe('Retention over the last 30 days: 50% Good or Easy of 4 ratings; Rust 50% of 4, Spanish 50% of 2');
  });

  it('takes the window in the learner’s zone', () => {
    // 11 Oct 20:00 UTC is already 12 Oct in Auckland: inside a 30-day window ending 10 Nov there.
    const logs = [log(1, 'good', '2026-10-11T20:00:00.000Z')];
    expect(retention(logs, [], '2026-11-10', 'Pacific/Auckland', 30).overall.rated).toBe(1);
    expect(retention(logs, [], '2026-11-10', 'America/Los_Angeles', 30).overall.rated).toBe(0);
  });

  it('rounds the share and says when nothing was rated', () => {
    expect(retentionPercent({ label: 'x', rated: 3, recalled: 2 })).toBe(67);
    const none = retention([], [], '2026-11-10', 'UTC', 30);
    expect(retentionPercent(none.overall)).toBe(0);
    expect(retentionSentence(none, 30)).toBe('Retention over the last 30 days: no ratings yet');
  });
});
