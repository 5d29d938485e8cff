/**
 * The transactions a database has in flight, so a page going into the back/forward cache can
 * abort them: WebKit freezes the page with them open and every other page of the app then waits
 * on their stores for good. Aborting is safe: a transaction is all or nothing, the pull fetches
 * its page again, and a write that did not commit leaves its draft where it was.
 */
import type { DBCore, Middleware } from 'dexie';

export function openTransactionsMiddleware(open: Set<IDBTransaction>): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'open-transactions',
    create(down) {
      return {
        ...down,
        transaction(stores, mode, options) {
          const transaction = down.transaction(stores, mode, options);
          // Dexie's IndexedDB core answers the IDBTransaction itself.
          const idb = transaction as unknown as IDBTransaction;
          if (typeof idb.addEventListener === 'function') {
            open.add(idb);
            const done = () => open.delete(idb);
            idb.addEventListener('complete', done);
            idb.addEventListener('abort', done);
            idb.addEventListener('error', done);
          }
          return transaction;
        },
      };
    },
  };
}

export function abortAll(open: Set<IDBTransaction>): void {
  for (const transaction of open) {
    try {
      transaction.abort();
    } catch {
      // Finished in the meantime.
    }
  }
  open.clear();
}
