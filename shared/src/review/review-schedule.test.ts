/** FSRS scheduling on a fixed clock: first due day, replay in review-time order, previews. */
import { describe, expect, it } from 'vitest';
import { comesBackLabel, firstDueDay, previewRatings, replaySchedule, newCardSchedule } from './review-schedule';

const zone = 'Europe/Berlin';
const now = new Date('2026-03-10T09:00:00.000Z');

describe('review schedule', () => {
  it('makes a card due the day after its entry was written, in the learner’s time zone', () => {
    expect(firstDueDay('2026-03-10T08:00:00.000Z', zone)).toBe('2026-03-11');
    // 23:30 UTC on the 9th is already the 10th in Berlin.
    expect(firstDueDay('2026-03-09T23:30:00.000Z', zone)).toBe('2026-03-11');
    // Written two days ago: due yesterday, so at once.
    expect(firstDueDay('2026-03-08T10:00:00.000Z', zone) <= '2026-03-10').toBe(true);
  });

  it('moves a new card days ahead on Good and further on Easy; every rating leaves today', () => {
    const fresh = newCardSchedule('2026-03-08T10:00:00.000Z', zone);
    const previews = previewRatings(fresh, now, zone);
    expect(previews.map((p) => [p.rating, p.dueDay, p.label])).toEqual([
      ['again', '2026-03-11', 'tomorrow'],
      ['hard', '2026-03-12', 'in 2 days'],
      ['good', '2026-03-13', 'in 3 days'],
      ['easy', '2026-03-18', 'in 8 days'],
    ]);
  });

  it('replays the log in review-time order, whatever order the rows arrived in', () => {
    const logs = [
      { id: 2, rating: 'good' as const, reviewedAt: '2026-03-13T09:00:00.000Z' },
      { id: 1, rating: 'good' as const, reviewedAt: '2026-03-10T09:00:00.000Z' },
    ];
    const forward = replaySchedule(logs, '2026-03-08T10:00:00.000Z', zone);
    const backward = replaySchedule([...logs].reverse(), '2026-03-08T10:00:00.000Z', zone);
    expect(forward).toEqual(backward);
    expect(forward).toMatchObject({ reps: 2, state: 'review', lastReview: '2026-03-13T09:00:00.000Z' });
    expect(forward.dueDay > '2026-03-20').toBe(true);
  });

  it('two devices reviewing one card offline: both count, the later one last', () => {
    const a = { id: 10, rating: 'again' as const, reviewedAt: '2026-03-10T08:00:00.000Z' };
    const b = { id: 5, rating: 'easy' as const, reviewedAt: '2026-03-10T09:00:00.000Z' };
    const both = replaySchedule([b, a], '2026-03-08T10:00:00.000Z', zone);
    expect(both.reps).toBe(2);
    expect(both.lastReview).toBe(b.reviewedAt);
    expect(both.dueDay > replaySchedule([a], '2026-03-08T10:00:00.000Z', zone).dueDay).toBe(true);
  });

  it('retires a card whose question was answered', () => {
    const answered = replaySchedule([{ id: 1, rating: 'answered', reviewedAt: now.toISOString() }], '2026-03-08T10:00:00.000Z', zone);
    expect(answered.retired).toBe(true);
  });

  it('keeps a suspended card out of review until it is resumed, its memory untouched', () => {
    const created = '2026-03-08T10:00:00.000Z';
    const good = { id: 1, rating: 'good' as const, reviewedAt: '2026-03-10T09:00:00.000Z' };
    const suspended = { id: 2, rating: 'suspended' as const, reviewedAt: '2026-03-11T09:00:00.000Z' };
    const reviewed = replaySchedule([good], created, zone);
    expect(replaySchedule([good, suspended], created, zone)).toEqual({ ...reviewed, suspended: true });
    const resumed = replaySchedule([suspended, good, { id: 3, rating: 'resumed', reviewedAt: '2026-03-12T09:00:00.000Z' }], created, zone);
    expect(resumed).toEqual(reviewed);
    // Two devices' controls: the later one wins, whichever row arrived first.
    const later = { id: 0, rating: 'resumed' as const, reviewedAt: '2026-03-12T09:00:00.000Z' };
    expect(replaySchedule([later, suspended], created, zone).suspended).toBe(false);
    // A rating does not resume a suspended card (a device that rated it offline before the suspend arrived).
    expect(replaySchedule([suspended, { ...good, id: 4, reviewedAt: '2026-03-13T09:00:00.000Z' }], created, zone).suspended).toBe(true);
  });

  it('resets a card to a new one due the day of the reset, and reviews after it start from there', () => {
    const created = '2026-03-01T10:00:00.000Z';
    const logs = [
      { id: 1, rating: 'easy' as const, reviewedAt: '2026-03-02T09:00:00.000Z' },
      { id: 2, rating: 'easy' as const, reviewedAt: '2026-03-20T09:00:00.000Z' },
    ];
    const reset = { id: 3, rating: 'reset' as const, reviewedAt: '2026-03-21T23:30:00.000Z' };
    const after = replaySchedule([...logs, reset], created, zone);
    // 23:30 UTC is already the 22nd in Berlin.
    expect(after).toMatchObject({ state: 'new', reps: 0, lapses: 0, stability: 0, lastReview: null, dueDay: '2026-03-22', suspended: false });
    const again = replaySchedule([...logs, reset, { id: 4, rating: 'good', reviewedAt: '2026-03-22T09:00:00.000Z' }], created, zone);
    expect(again).toEqual(replaySchedule([{ id: 4, rating: 'good', reviewedAt: '2026-03-22T09:00:00.000Z' }], created, zone));
  });

  it('names the distance in days, months and years', () => {
    expect(comesBackLabel('2026-03-10', '2026-03-10')).toBe('today');
    expect(comesBackLabel('2026-03-10', '2026-03-11')).toBe('tomorrow');
    expect(comesBackLabel('2026-03-10', '2026-03-31')).toBe('in 21 days');
    expect(comesBackLabel('2026-03-10', '2026-05-10')).toBe('in 2 months');
    expect(comesBackLabel('2026-03-10', '2027-03-10')).toBe('in 1 year');
  });
});
