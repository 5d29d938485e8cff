/**
 * Resolves in a task of its own, so what comes after it runs in a new task: the browser can paint
 * and answer input in between. Lighthouse (and a slow phone) counts every task's time beyond 50 ms
 * as blocking, so a long start is cut into steps. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
