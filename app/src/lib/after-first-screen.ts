/**
 * Runs `work` (fetching code a later tap will need) once the first screen has settled: a while
 * after it mounted, then in idle time. Not at the first idle moment: a screen is often idle while
 * it waits for IndexedDB, and evaluating a large chunk then (the markdown renderer) delays its
 * first content. Answers the cancel. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
const SETTLED_AFTER_MS = 2_000;
const IDLE_TIMEOUT_MS = 5_000;

export function afterFirstScreen(work: () => void): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else work();
  }, SETTLED_AFTER_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
