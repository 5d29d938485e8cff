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
});
