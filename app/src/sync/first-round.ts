/**
 * When this page's first sync round has ended, whatever its outcome. A fresh device's first
 * round is its whole first pull; work that can wait, the service worker's first install above
 * all, waits for it (app/pwa/). Why: docs/decisions/007-batched-push.md
 */
let ended: () => void = () => undefined;
const firstRound = new Promise<void>((resolve) => (ended = resolve));

export function firstRoundEnded(): Promise<void> {
  return firstRound;
}

export function markFirstRoundEnded(): void {
  ended();
}
