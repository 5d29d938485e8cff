/**
 * Live updates (docs/sync-protocol.md, rule 4): "this learner's data changed", from the request
 * that changed it to every open event stream of that learner. A poke, never the data: the device
 * pulls. On one node the in-process bus below is enough; with DATABASE_URL every node's bus also
 * crosses to the others through PostgreSQL LISTEN/NOTIFY (db/pg-sync-bus.ts), chosen in db/client.ts.
 */
export interface SyncPoke {
  /** The device that made the change (`X-Client-Id`), which has it already; absent when unknown. */
  source?: string;
}

export interface SyncBus {
  publish(userId: number, poke?: SyncPoke): void;
  /** Answers the function that ends the subscription. */
  subscribe(userId: number, listener: (poke: SyncPoke) => void): () => void;
  /** Stops the bus (its connection, if it has one). */
  close(): Promise<void>;
}

/** The streams of this process; a bus that crosses nodes delivers through one of these. */
export interface LocalSyncBus extends SyncBus {
  /** The learners with an open stream here. */
  subscribedUsers(): number[];
}

export function createInProcessSyncBus(): LocalSyncBus {
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
    subscribedUsers: () => [...listeners.keys()],
    close: async () => {
      listeners.clear();
    },
  };
}
