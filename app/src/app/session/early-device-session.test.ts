/** The device session started before the signed-in frame renders is the one the frame's gate uses. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceSession } from '../../sync/device-session';
import { UNCLAIMED_MS, createEarlySessions } from './early-device-session';

let started: Array<{ userId: number; stop: ReturnType<typeof vi.fn> }>;
const sessions = () =>
  createEarlySessions(async (userId) => {
    const session = { userId, stop: vi.fn() };
    started.push(session);
    return session as unknown as DeviceSession;
  });

beforeEach(() => {
  started = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the early device session', () => {
  it('is the session the gate claims for that learner: the database opens once', async () => {
    const { startEarly, claim } = sessions();
    startEarly(7);
    expect(await claim(7)).toBe(started[0]);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UNCLAIMED_MS * 2);
    expect(started[0]?.stop).not.toHaveBeenCalled();
  });

  it('is stopped when another learner is claimed', async () => {
    const { startEarly, claim } = sessions();
    startEarly(7);
    expect(await claim(8)).toBe(started[1]);
    expect(started.map((s) => s.userId)).toEqual([7, 8]);
    expect(started[0]?.stop).toHaveBeenCalledOnce();
  });

  it('is stopped when nobody claims it, and a later claim starts a fresh one', async () => {
    const { startEarly, claim } = sessions();
    startEarly(9);
    await vi.advanceTimersByTimeAsync(UNCLAIMED_MS);
    expect(started[0]?.stop).toHaveBeenCalledOnce();
    expect(await claim(9)).toBe(started[1]);
  });

  it('is there for the gate’s first render once started, and ready once the first screen’s read is in', async () => {
    let finishRead: () => void = () => undefined;
    const read = vi.fn(() => new Promise<void>((resolve) => (finishRead = resolve)));
    const early = createEarlySessions(async (userId, firstRead) => {
      const session = { userId, db: {}, stop: vi.fn() } as unknown as DeviceSession;
      void firstRead?.(session.db);
      return session;
    });
    expect(early.started(7)).toBeNull();
    let ready = false;
    void early.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true); // no early session: nothing to wait for

    early.startEarly(7, read);
    ready = false;
    void early.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    const seen = early.started(7);
    expect(seen).not.toBeNull();
    expect(early.started(8)).toBeNull();
    expect(read).toHaveBeenCalledOnce();
    expect(ready).toBe(false);
    finishRead();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
    // Seen, not claimed: the gate's claim still gets it.
    expect(await early.claim(7)).toBe(seen);
  });
});
