/**
 * When the service worker's first install may start: caching every built file competes with a
 * fresh device's first pull for the CPU, so a first install waits for the page's first sync round
 * to end, or FIRST_INSTALL_WAIT_MS at most (a visitor's page runs none).
 * Why: docs/decisions/007-batched-push.md
 * A page the worker already controls checks for an update at once (on load, as Workbox does).
 */
export const FIRST_INSTALL_WAIT_MS = 5_000;

export function firstInstallWaitsFor(firstRound: Promise<void>, controlled: boolean, waitMs: number = FIRST_INSTALL_WAIT_MS): Promise<void> {
  if (controlled) return Promise.resolve();
  return Promise.race([firstRound, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
