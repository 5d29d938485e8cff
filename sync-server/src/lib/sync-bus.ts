/**
 * Live updates (docs/sync-protocol.md, rule 4): "this learner's data changed", from the request
 * that changed it to every open event stream of that learner. A poke, never the data: the device
 * pulls. On one node the in-process bus below is enough; several nodes need one that crosses
 * processes (PostgreSQL LISTEN/NOTIFY) behind the same interface.
 */
export interface SyncPoke {
  /** The device that made the change (`X-Client-Id`), which has it already; absent when unknown. */
  source?: string;
}

export interface SyncBus {
  publish(userId: number, poke?: SyncPoke): void;
  /** Answers the function that ends the subscription. */
  subscribe(userId: number, listener: (poke: SyncPoke) => void): () => void;
}

export function createInProcessSyncBus(): SyncBus {
  const listeners = new Map<number, Set<(poke: SyncPoke) => void>>();
  return {
    publish(userId, poke = {}) {
      for (const listener of [...(listeners.get(userId) ?? [])]) listener(poke);
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
  };
}
