/**
 * When the service worker's first install may start. Fetching and caching every built file took
 * ~0.5 s of a fresh device's 10,000-entry pull on 2 cores, so a first install waits for the
 * page's first sync round to end, or FIRST_INSTALL_WAIT_MS at most (a visitor's page runs none).
 * A page the worker already controls checks for an update at once (on load, as Workbox does).
 */
export const FIRST_INSTALL_WAIT_MS = 5_000;

export function firstInstallWaitsFor(firstRound: Promise<void>, controlled: boolean, waitMs: number = FIRST_INSTALL_WAIT_MS): Promise<void> {
  if (controlled) return Promise.resolve();
  return Promise.race([firstRound, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
