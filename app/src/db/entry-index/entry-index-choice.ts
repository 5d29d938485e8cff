/** Which index the device's databases use: kept apart so choosing one loads no index code. */
import type { EntryIndexClient } from './entry-index-client';
import type { SearchPage } from './entry-index';

/**
 * Makes the index for one database. `lost`: the index failed (its worker could not load, say);
 * the caller moves to an index in its own thread, rebuilds it, and answers the searches that
 * were waiting with the function it returns.
 */
export type EntryIndexFactory = (lost: () => (query: string, count: number) => Promise<SearchPage>) => EntryIndexClient;

let chosen: EntryIndexFactory | null = null;

/**
 * The app's page chooses the worker (main.tsx); the service worker and Node tests keep the
 * index in their own thread (the service worker never searches, and cannot start a module worker).
 */
export function setEntryIndexFactory(factory: EntryIndexFactory): void {
  chosen = factory;
}

export const chosenEntryIndexFactory = (): EntryIndexFactory | null => chosen;
