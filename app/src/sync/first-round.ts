/**
 * When this page's first sync round has ended, whatever its outcome. A fresh device's first
 * round is its whole first pull (10,000 entries: ~3 s of both cores on a 2-core phone); work that
 * can wait, the service worker's first install above all, waits for it (app/pwa/).
 */
let ended: () => void = () => undefined;
const firstRound = new Promise<void>((resolve) => (ended = resolve));

export function firstRoundEnded(): Promise<void> {
  return firstRound;
}

export function markFirstRoundEnded(): void {
  ended();
}
