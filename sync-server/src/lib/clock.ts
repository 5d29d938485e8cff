/**
 * Time comes from an injected clock, never from `new Date()` in a route or service, so tests can
 * move the trial window, daily limits and session expiry without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the test decides: starts at `start` and moves only when told. */
export interface ManualClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
  advanceDays(days: number): void;
}

export function createManualClock(start: Date | string = new Date()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
    advanceDays: (days) => {
      current += days * 86_400_000;
    },
  };
}
