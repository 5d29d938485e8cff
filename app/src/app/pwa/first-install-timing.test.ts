import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INSTALL_WAIT_MS, firstInstallWaitsFor } from './first-install-timing';

afterEach(() => {
  vi.useRealTimers();
});

describe('the service worker’s first install', () => {
  it('waits for the first sync round to end', async () => {
    vi.useFakeTimers();
    let roundEnded = () => undefined as void;
    const gate = vi.fn();
    void firstInstallWaitsFor(new Promise<void>((resolve) => (roundEnded = resolve)), false).then(gate);
    await vi.advanceTimersByTimeAsync(FIRST_INSTALL_WAIT_MS - 1);
    expect(gate).not.toHaveBeenCalled();
    roundEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(gate).toHaveBeenCalled();
  });

  it('goes after FIRST_INSTALL_WAIT_MS when no round ends (a visitor’s page)', async () => {
    vi.useFakeTimers();
    const gate = vi.fn();
    void firstInstallWaitsFor(new Promise<void>(() => undefined), false).then(gate);
    await vi.advanceTimersByTimeAsync(FIRST_INSTALL_WAIT_MS - 1);
    expect(gate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(gate).toHaveBeenCalled();
  });

  it('does not hold back an update check on a page the worker controls', async () => {
    const gate = vi.fn();
    await firstInstallWaitsFor(new Promise<void>(() => undefined), true).then(gate);
    expect(gate).toHaveBeenCalled();
  });
});
