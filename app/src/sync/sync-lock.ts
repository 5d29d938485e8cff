/**
 * One pusher per device (docs/sync-protocol.md, rule 3): every tab and the service worker take the Web Lock named for
 * the user before a round, so two of them never send the same outbox at once. Where Web Locks is
 * missing (Node tests, old browsers) an in-process queue serialises rounds within one JS context;
 * across such tabs the Idempotency-Key still keeps a doubly sent mutation from applying twice.
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function syncLockName(userId: number): string {
  return `learnlog-sync-${userId}`;
}

/** A lock queue per name, for one JS context. Tests make one per simulated device. */
export function createInProcessLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

const fallback = createInProcessLocks();

export function defaultLocks(): LockManagerLike {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fallback;
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, () => callback()) as Promise<T> };
}
